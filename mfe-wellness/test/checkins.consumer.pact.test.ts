import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { CheckInType, MicroActivityType, TrendDirection } from '@heartwise/contracts';
import { ApiError, setApiBaseUrl } from '@heartwise/web-runtime';
import { fetchCheckInPage, fetchLatestCheckIn, fetchTrend, saveCheckIn } from '../src/api/checkins.js';
import { fetchInsights } from '../src/api/insights.js';
import { completeSession, fetchActiveSessions } from '../src/api/sessions.js';
import { fetchMySummary, fetchYouthSummaries } from '../src/api/summaries.js';

const { atLeastLike, boolean, eachLike, fromProviderState, integer, like, number, regex, timestamp, uuid } =
  MatchersV3;

// mfe-wellness's real API client for check-ins, emotion sessions, insights and family summaries,
// against Pact's mock of svc-wellness. It writes into the same pact file as the habits/practice
// consumer test; every description here starts with its call's area ("check-ins: ", "sessions: ",
// "insights: ", "summaries: ") so the two never collide. Who is signed in is the provider state's
// business: the verifier adds that person's session cookie.
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

const checkInTypes = CheckInType.options.join('|');
const practiceTypes = MicroActivityType.options.join('|');
const directions = TrendDirection.options.join('|');

const SESSION_ID = '8a0c1a52-3f0e-4c8e-9b51-6a2f0f1c0d01';

const SIGNED_IN = 'a youth is signed in';
const NOBODY = 'nobody is signed in';
const CHECKED_IN = "a youth is signed in and has checked in with 'joy' at 4 today";
const WAITING_SESSION = 'a youth is signed in and has a session with a post check-in but no post-post one';
const PRACTISED_THREE_TIMES =
  'a youth is signed in and has done 3 gratitude practices, each with a pre and a post check-in';
const NAMED_YOUTH = "a youth named Riley is signed in and has checked in with 'joy' at 4 today";
const LINKED_PARENT =
  "a parent is signed in, linked to a youth named Riley who has checked in with 'joy' at 4 today";

/** The session the provider state made (its id is the state's `sessionId`). */
const stateSessionId = fromProviderState('${sessionId}', SESSION_ID);

const aCheckIn = (checkInType: string, emotionLabel: string, intensity: number, prompted = false) => ({
  id: uuid('9c0c1a52-3f0e-4c8e-9b51-6a2f0f1c0e01'),
  sessionId: uuid(SESSION_ID),
  checkInType: regex(checkInTypes, checkInType),
  emotionLabel: like(emotionLabel),
  emotionRating: integer(intensity),
  intensity: integer(intensity),
  notes: like(''),
  // Chosen or an answer to the app's prompt: parents and staff count the two apart.
  prompted,
  date: localDate('2026-11-21'),
  createdAt: isoDate('2026-11-21T09:30:00.000Z'),
});

const aSummary = {
  youthId: uuid('1d0c1a52-3f0e-4c8e-9b51-6a2f0f1c0f01'),
  firstName: like('Riley'),
  habits7d: { completed: integer(0), total: integer(0), percent: integer(0) },
  checkIns7d: { chosen: integer(1), prompted: integer(0) },
  // One check-in: no average (issue 15: it would be that check-in's exact intensity, 4).
  intensity: { direction: regex(directions, 'not-enough-data'), average: null },
  practicesThisWeek: integer(0),
};

describe('mfe-wellness, as a consumer of svc-wellness: check-ins', () => {
  it("saves a dashboard check-in as 'pre' (which opens an emotion session)", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('check-ins: a dashboard check-in saved')
      .withRequest('POST', '/api/emotional-checkins', (request) =>
        request
          .headers(withZoneAndJson)
          .jsonBody({ emotionLabel: 'joy', emotionRating: 4, intensity: 4, checkInType: 'pre', notes: '' }),
      )
      .willRespondWith(201, (response) => response.headers(jsonType).jsonBody(aCheckIn('pre', 'joy', 4)))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const saved = await saveCheckIn({
          emotionLabel: 'joy',
          emotionRating: 4,
          intensity: 4,
          checkInType: 'pre',
          notes: '',
        });
        expect(saved.checkInType).toBe('pre');
        expect(saved.support).toBeUndefined();
      });
  });

  it('saves the quick check-in as prompted: the app asked, the youth did not choose to', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("check-ins: a quick check-in saved as an answer to the app's prompt")
      .withRequest('POST', '/api/emotional-checkins', (request) =>
        request.headers(withZoneAndJson).jsonBody({
          emotionLabel: 'calmness',
          emotionRating: 5,
          intensity: 5,
          checkInType: 'pre',
          notes: '',
          prompted: true,
        }),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody(aCheckIn('pre', 'calmness', 5, true)),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const saved = await saveCheckIn({
          emotionLabel: 'calmness',
          emotionRating: 5,
          intensity: 5,
          checkInType: 'pre',
          notes: '',
          prompted: true,
        });
        expect(saved.prompted).toBe(true);
      });
  });

  it('gets support words and helplines back with a very strong, hard feeling', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('check-ins: a very strong sadness saved, with support words')
      .withRequest('POST', '/api/emotional-checkins', (request) =>
        request.headers(withZoneAndJson).jsonBody({
          emotionLabel: 'sadness',
          emotionRating: 10,
          intensity: 10,
          checkInType: 'pre',
          notes: '',
        }),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          ...aCheckIn('pre', 'sadness', 10),
          support: {
            kind: 'distress',
            title: like("You don't have to carry this alone"),
            message: like('That sounds really hard. Talking to someone can help.'),
            // Some helplines have a web address and some do not: only name and contact are promised.
            helplines: eachLike({
              name: like('A trusted adult'),
              contact: like('A parent or school counsellor'),
            }),
          },
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const saved = await saveCheckIn({
          emotionLabel: 'sadness',
          emotionRating: 10,
          intensity: 10,
          checkInType: 'pre',
          notes: '',
        });
        expect(saved.support?.kind).toBe('distress');
        expect(saved.support?.helplines.length).toBeGreaterThan(0);
      });
  });

  it('reads a signed-out check-in as a 401 (the dialog then sends the person to sign in)', async () => {
    await pact
      .addInteraction()
      .given(NOBODY)
      .uponReceiving('check-ins: a check-in without a session cookie')
      .withRequest('POST', '/api/emotional-checkins', (request) =>
        request
          .headers(withZoneAndJson)
          .jsonBody({ emotionLabel: 'joy', emotionRating: 4, intensity: 4, checkInType: 'pre', notes: '' }),
      )
      .willRespondWith(401, (response) => response.jsonBody({ message: like('Please sign in to continue.') }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const failure = await saveCheckIn({
          emotionLabel: 'joy',
          emotionRating: 4,
          intensity: 4,
          checkInType: 'pre',
          notes: '',
        }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(401);
      });
  });

  it("saves a reflection as the session's post-post check-in, prompted", async () => {
    await pact
      .addInteraction()
      .given(WAITING_SESSION)
      .uponReceiving('check-ins: a reflection saved for a waiting session')
      .withRequest('POST', '/api/emotional-checkins', (request) =>
        request.headers(withZoneAndJson).jsonBody({
          sessionId: stateSessionId,
          checkInType: 'post-post',
          emotionLabel: 'proud',
          emotionRating: 4,
          notes: '',
          prompted: true,
          reflection: 'Writing it down helped.',
        }),
      )
      .willRespondWith(201, (response) =>
        response.headers(jsonType).jsonBody({
          ...aCheckIn('post-post', 'proud', 4, true),
          reflection: like('Writing it down helped.'),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const saved = await saveCheckIn({
          sessionId: SESSION_ID,
          checkInType: 'post-post',
          emotionLabel: 'proud',
          emotionRating: 4,
          notes: '',
          prompted: true,
          reflection: 'Writing it down helped.',
        });
        expect(saved.checkInType).toBe('post-post');
        expect(saved.prompted).toBe(true);
        expect(saved.reflection).toBe('Writing it down helped.');
      });
  });

  it('reads the first page of the check-in history, newest first', async () => {
    await pact
      .addInteraction()
      .given(CHECKED_IN)
      .uponReceiving('check-ins: a request for the first page of the history')
      .withRequest('GET', '/api/emotional-checkins', (request) =>
        request.headers(withZone).query({ limit: '20' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(eachLike(aCheckIn('pre', 'joy', 4))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const page = await fetchCheckInPage({ limit: 20 });
        expect(page[0]?.emotionLabel).toBe('joy');
      });
  });

  it('reads an older page of the history with the before cursor', async () => {
    const before = '2099-01-01T00:00:00.000Z';
    await pact
      .addInteraction()
      .given(CHECKED_IN)
      .uponReceiving('check-ins: a request for check-ins before a moment')
      .withRequest('GET', '/api/emotional-checkins', (request) =>
        request.headers(withZone).query({ limit: '20', before }),
      )
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(eachLike(aCheckIn('pre', 'joy', 4))),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const page = await fetchCheckInPage({ limit: 20, before });
        expect(page.length).toBeGreaterThan(0);
      });
  });

  it('reads the latest check-in', async () => {
    await pact
      .addInteraction()
      .given(CHECKED_IN)
      .uponReceiving('check-ins: a request for the latest check-in')
      .withRequest('GET', '/api/emotional-checkins/latest', (request) => request.headers(withZone))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aCheckIn('pre', 'joy', 4)))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect((await fetchLatestCheckIn())?.emotionLabel).toBe('joy');
      });
  });

  it('reads the trend of the last check-ins', async () => {
    await pact
      .addInteraction()
      .given(CHECKED_IN)
      .uponReceiving('check-ins: a request for the wellness trend')
      .withRequest('GET', '/api/emotional-checkins/trend', (request) => request.headers(withZone))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          eachLike({
            intensity: integer(4),
            emotionName: like('joy'),
            identifiedFear: boolean(false),
            createdAt: isoDate('2026-11-21T09:30:00.000Z'),
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const trend = await fetchTrend();
        expect(trend[0]?.emotionName).toBe('joy');
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: emotion sessions', () => {
  it('reads the active sessions, one waiting for its reflection', async () => {
    await pact
      .addInteraction()
      .given(WAITING_SESSION)
      .uponReceiving('sessions: a request for the active sessions')
      .withRequest('GET', '/api/emotional-sessions/active', (request) => request.headers(withZone))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody(
          eachLike({
            id: uuid(SESSION_ID),
            startedAt: isoDate('2026-11-21T09:00:00.000Z'),
            completedAt: null,
            hasPreCheckin: boolean(true),
            hasPostCheckin: true,
            hasPostPostCheckin: false,
            activityType: regex(practiceTypes, 'gratitude'),
            sessionStatus: 'active',
          }),
        ),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [session] = await fetchActiveSessions();
        expect(session?.hasPostCheckin && !session.hasPostPostCheckin).toBe(true);
      });
  });

  it('completes a session (no body, so no JSON content type)', async () => {
    await pact
      .addInteraction()
      .given(WAITING_SESSION)
      .uponReceiving('sessions: a session marked complete')
      .withRequest(
        'POST',
        fromProviderState(
          '/api/emotional-sessions/${sessionId}/complete',
          `/api/emotional-sessions/${SESSION_ID}/complete`,
        ),
        (request) => request.headers(withZone),
      )
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody({ ok: true }))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        expect(await completeSession(SESSION_ID)).toEqual({ ok: true });
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: insights', () => {
  it('reads what helps, once a practice type has 3 sessions', async () => {
    await pact
      .addInteraction()
      .given(PRACTISED_THREE_TIMES)
      .uponReceiving('insights: a request for what helps')
      .withRequest('GET', '/api/wellness/insights', (request) => request.headers(withZone))
      .willRespondWith(200, (response) =>
        response.headers(jsonType).jsonBody({
          whatHelps: eachLike({
            activityType: regex(practiceTypes, 'gratitude'),
            sessions: integer(3),
            averageChange: number(-1.5),
          }),
          // Habits against mood need days of data: none yet is a fine answer.
          habitMood: atLeastLike(
            {
              habitType: regex('water|exercise|outdoor|nutrition|sleep', 'water'),
              daysWith: integer(3),
              daysWithout: integer(3),
              averageWith: number(3.5),
              averageWithout: number(5),
            },
            0,
          ),
        }),
      )
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const insights = await fetchInsights();
        expect(insights.whatHelps[0]?.sessions).toBeGreaterThanOrEqual(3);
      });
  });
});

describe('mfe-wellness, as a consumer of svc-wellness: family summaries', () => {
  it("reads each linked youth's aggregates, for a parent", async () => {
    await pact
      .addInteraction()
      .given(LINKED_PARENT)
      .uponReceiving("summaries: a request for the linked youth's summaries")
      .withRequest('GET', '/api/wellness/youth-summaries', (request) => request.headers(withZone))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(eachLike(aSummary)))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const [riley] = await fetchYouthSummaries();
        expect(riley?.firstName).toBe('Riley');
        // Aggregates only: nothing a youth wrote or named travels to a parent.
        expect(Object.keys(riley ?? {}).sort()).toEqual(
          ['checkIns7d', 'firstName', 'habits7d', 'intensity', 'practicesThisWeek', 'youthId'].sort(),
        );
      });
  });

  it('reads what a linked parent sees, for the youth themself', async () => {
    await pact
      .addInteraction()
      .given(NAMED_YOUTH)
      .uponReceiving('summaries: a request for my own summary')
      .withRequest('GET', '/api/wellness/my-summary', (request) => request.headers(withZone))
      .willRespondWith(200, (response) => response.headers(jsonType).jsonBody(aSummary))
      .executeTest(async (mock) => {
        setApiBaseUrl(mock.url);
        const mine = await fetchMySummary();
        expect(mine.checkIns7d).toEqual({ chosen: 1, prompted: 0 });
      });
  });
});
