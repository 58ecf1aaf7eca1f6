import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { composeVerifyResponse, KindnessActivityId, MicroActivityType } from '@heartwise/contracts';
import { setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchHabits, toggleHabit } from '../src/api/habits.js';
import { fetchCompletedKindness, toggleKindness } from '../src/api/kindness.js';
import { fetchOverview } from '../src/api/overview.js';
import { completeMicroActivity, fetchCompletions, fetchTodaysPractice } from '../src/api/practice.js';

const { atLeastLike, boolean, eachLike, fromProviderState, integer, like, regex, timestamp, uuid } =
  MatchersV3;

// mfe-wellness's real API client for habits, kindness, practice and the overview, against Pact's
// mock of svc-wellness; the provider verifies the pact file this writes. Who is signed in is the
// provider state's business: the verifier adds that person's session cookie.
const pact = new PactV4({
  consumer: 'mfe-wellness',
  provider: 'svc-wellness',
  dir: resolve(process.cwd(), 'pacts'),
  logLevel: 'warn',
});

const isoDate = (example: string) => timestamp("yyyy-MM-dd'T'HH:mm:ss.SSSX", example);
const localDate = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const jsonType = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** Every wellness call carries the browser's IANA zone, so "today" is the person's today. */
const withZone = { 'x-timezone': regex('^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$', 'Europe/London') };
const withZoneAndJson = { ...withZone, 'Content-Type': 'application/json' };

const habitTypes = 'water|exercise|outdoor|nutrition|sleep';
const kindnessIds = KindnessActivityId.options.join('|');
const practiceTypes = MicroActivityType.options.join('|');

const HABIT_ID = '3c9e2a10-6b7d-4e8f-9a0b-1c2d3e4f5a61';
const SESSION_ID = '7d0c1a52-3f0e-4c8e-9b51-6a2f0f1c0c01';

const SIGNED_IN = 'a youth is signed in';
const HABITS_OPENED = "a youth is signed in and has opened today's habits";
const DID_BABY_ME = "a youth is signed in and has done 'Baby Me' today";
const PRACTISED = 'a youth is signed in and has saved a gratitude practice today';
const BUSY_DAY = 'a youth is signed in and today has done two habits and a gratitude practice';

const aHabit = (completed: boolean) => ({
  id: uuid(HABIT_ID),
  habitType: regex(habitTypes, 'water'),
  completed: boolean(completed),
  date: localDate('2026-11-21'),
  frequency: regex('daily|weekly', 'daily'),
  createdAt: isoDate('2026-11-21T07:00:00.000Z'),
});

const aCompletion = (activityType: string, response: string) => ({
  id: uuid('6e0c1a52-3f0e-4c8e-9b51-6a2f0f1c0c02'),
  activityType: regex(practiceTypes, activityType),
  response: like(response),
  shareAnonymously: false,
  sessionId: uuid(SESSION_ID),
  date: localDate('2026-11-21'),
  completedAt: isoDate('2026-11-21T09:30:00.000Z'),
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
});

const aRate = (completed: number, total: number, percent: number) => ({
  completed: integer(completed),
  total: integer(total),
  percent: integer(percent),
});

/** The habit's id as the provider state made it. */
const habitPath = fromProviderState('/api/habits/${habitId}/complete', `/api/habits/${HABIT_ID}/complete`);

describe('mfe-wellness, as a consumer of svc-wellness: habits', () => {
  it("reads today's five habits, made on first read", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a request for today's habits")
      .withRequest('GET', '/api/habits', (request) => request.headers(withZone))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(atLeastLike(aHabit(false), 5, 5)),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const habits = await fetchHabits();
        expect(habits).toHaveLength(5);
        expect(habits.every((habit) => !habit.completed)).toBe(true);
      });
  });

  it('marks one of them done and gets the habit back', async () => {
    await pact
      .addInteraction()
      .given(HABITS_OPENED)
      .uponReceiving('a habit marked done')
      .withRequest('PATCH', habitPath, (request) =>
        request.headers(withZoneAndJson).jsonBody({ completed: true }),
      )
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aHabit(true)))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const habit = await toggleHabit(HABIT_ID, true);
        expect(habit.completed).toBe(true);
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: the kindness check', () => {
  it("reads today's completed kindness activities", async () => {
    await pact
      .addInteraction()
      .given(DID_BABY_ME)
      .uponReceiving("a request for today's kindness check")
      .withRequest('GET', '/api/daily-compassion-check', (request) => request.headers(withZone))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(eachLike(regex(kindnessIds, 'baby-me'))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await fetchCompletedKindness()).toEqual(['baby-me']);
      });
  });

  it("toggles an activity and gets today's completed ids back", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a kindness activity toggled')
      .withRequest('POST', '/api/daily-compassion-check/toggle', (request) =>
        request.headers(withZoneAndJson).jsonBody({ activityId: 'body-thanks' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(eachLike(regex(kindnessIds, 'body-thanks'))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await toggleKindness('body-thanks')).toEqual(['body-thanks']);
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: practice activities', () => {
  it("saves a Verify practice with SPEC's composed response; it joins an emotion session", async () => {
    const response = composeVerifyResponse('yes', 'Take a walk and text my sister');
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a Verify Your Thoughts practice saved')
      .withRequest('POST', '/api/micro-activities/complete', (request) =>
        request
          .headers(withZoneAndJson)
          .jsonBody({ activityType: 'verify', response, shareAnonymously: false }),
      )
      .willRespondWith(201, (reply) => reply.headers(jsonType).jsonBody(aCompletion('verify', response)))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const saved = await completeMicroActivity({ activityType: 'verify', response });
        expect(saved.response).toBe(response);
        expect(saved.sessionId).toBe(SESSION_ID);
      });
  });

  it('reads the practices done, newest first', async () => {
    await pact
      .addInteraction()
      .given(PRACTISED)
      .uponReceiving('a request for the practice history')
      .withRequest('GET', '/api/micro-activities/completions', (request) => request.headers(withZone))
      .willRespondWith(200, (reply) =>
        reply.headers(jsonType).jsonBody(eachLike(aCompletion('gratitude', 'My dog waiting at the door'))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [latest] = await fetchCompletions();
        expect(latest?.activityType).toBe('gratitude');
      });
  });

  it("reads today's practices and how many", async () => {
    await pact
      .addInteraction()
      .given(PRACTISED)
      .uponReceiving("a request for today's practices")
      .withRequest('GET', '/api/micro-activities/today', (request) => request.headers(withZone))
      .willRespondWith(200, (reply) =>
        reply.headers(jsonType).jsonBody({
          date: localDate('2026-11-21'),
          count: integer(1),
          completions: eachLike(aCompletion('gratitude', 'My dog waiting at the door')),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const today = await fetchTodaysPractice();
        expect(today.count).toBe(1);
        expect(today.completions).toHaveLength(1);
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: the overview', () => {
  it("reads the dashboard's figures: today, this week from Sunday, 7-day habits and the intensity trend", async () => {
    await pact
      .addInteraction()
      .given(BUSY_DAY)
      .uponReceiving('a request for the wellness overview')
      .withRequest('GET', '/api/wellness/overview', (request) => request.headers(withZone))
      .willRespondWith(200, (reply) =>
        reply.headers(jsonType).jsonBody({
          today: {
            date: localDate('2026-11-21'),
            habits: aRate(2, 5, 40),
            practices: integer(1),
            checkedIn: boolean(false),
          },
          week: {
            start: localDate('2026-11-15'),
            practices: integer(1),
            practicePercent: integer(14),
            practicesByType: {
              verify: integer(0),
              gratitude: integer(1),
              reframe: integer(0),
              optimism: integer(0),
              humor: integer(0),
            },
            habitDays: eachLike({ date: localDate('2026-11-21'), completed: integer(2), total: integer(5) }),
          },
          habits7d: aRate(2, 5, 40),
          intensity: {
            direction: regex('improving|steady|needs-care|not-enough-data', 'not-enough-data'),
            average: null,
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const overview = await fetchOverview();
        expect(overview.today.habits.completed).toBe(2);
        expect(overview.today.practices).toBe(1);
        expect(overview.week.practicesByType.gratitude).toBe(1);
        expect(overview.intensity.direction).toBe('not-enough-data');
      });
  });
});
