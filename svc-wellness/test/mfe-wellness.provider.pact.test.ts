import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { LinkApproved, UserRegistered } from '@heartwise/contracts';
import { newEvent } from '@heartwise/service-kit';
import { randomUUID } from 'node:crypto';
import { eventually, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

// Verifies mfe-wellness's pact (habits, kindness, practice, check-ins, sessions, insights,
// summaries) against the real svc-wellness on embedded adapters. Each state makes its own people
// through the real API, so no state sees another's records.
let wellness: Wellness;
/** Who the replayed request comes from (none: 'nobody is signed in'). */
let caller: Person | undefined;

beforeAll(async () => {
  // Noon UTC on a Saturday: 'today' is the same day in every zone the pact uses.
  wellness = await startWellness({ now: '2026-11-21T12:00:00.000Z' });
});
afterAll(async () => {
  await wellness.stop();
});

async function ok(person: Person, method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) {
  const reply = await person.call(method, path, body);
  expect(reply.status).toBeLessThan(300);
  return reply.body as Record<string, unknown> & Array<Record<string, unknown>>;
}

const youth = (): Person => (caller = wellness.person({ role: 'youth' }));
const checkIn = (person: Person, body: Record<string, unknown>) =>
  ok(person, 'POST', '/api/emotional-checkins', body);
const joyAtFour = (person: Person) => checkIn(person, { emotionLabel: 'joy', emotionRating: 4 });

/** A youth's first name reaches svc-wellness the way it always does: identity's event. */
async function named(person: Person, firstName: string) {
  await wellness.bus.publish([
    newEvent(UserRegistered, {
      userId: person.id,
      username: `${firstName.toLowerCase()}-1`,
      firstName,
      lastName: null,
      role: person.role,
    }),
  ]);
}

describe('svc-wellness, as the provider of mfe-wellness', () => {
  it('honours the pact', async () => {
    await new Verifier({
      provider: 'svc-wellness',
      providerBaseUrl: wellness.url,
      // mfe-forum reads the latest check-in (Pause & Post) with the same states.
      pactUrls: ['mfe-wellness', 'mfe-forum'].map((consumer) =>
        resolve(process.cwd(), `pacts/${consumer}-svc-wellness.json`),
      ),
      logLevel: 'warn',
      stateHandlers: {
        'nobody is signed in': async () => {
          caller = undefined;
        },
        'a youth is signed in': async () => {
          youth();
        },
        "a youth is signed in and has opened today's habits": async () => {
          const habits = await ok(youth(), 'GET', '/api/habits');
          return { habitId: String(habits[0]?.id) };
        },
        "a youth is signed in and has done 'Baby Me' today": async () => {
          await ok(youth(), 'POST', '/api/daily-compassion-check/toggle', { activityId: 'baby-me' });
        },
        'a youth is signed in and has saved a gratitude practice today': async () => {
          await ok(youth(), 'POST', '/api/micro-activities/complete', {
            activityType: 'gratitude',
            response: 'My friend saved me a seat at lunch.',
          });
        },
        'a youth is signed in and today has done two habits and a gratitude practice': async () => {
          const person = youth();
          const habits = await ok(person, 'GET', '/api/habits');
          for (const habit of habits.slice(0, 2)) {
            await ok(person, 'PATCH', `/api/habits/${String(habit.id)}/complete`, { completed: true });
          }
          await ok(person, 'POST', '/api/micro-activities/complete', {
            activityType: 'gratitude',
            response: 'The sun came out on the way home.',
          });
        },
        "a youth is signed in and has checked in with 'joy' at 4 today": async () => {
          await joyAtFour(youth());
        },
        'a youth is signed in and has a session with a post check-in but no post-post one': async () => {
          const person = youth();
          const pre = await checkIn(person, {
            emotionLabel: 'anxiety',
            emotionRating: 6,
            checkInType: 'pre',
          });
          await ok(person, 'POST', '/api/micro-activities/complete', {
            activityType: 'verify',
            response: 'Question: Are thoughts 100% true? Answer: no\n\nResponse: I can try again tomorrow.',
            sessionId: pre.sessionId,
          });
          await checkIn(person, {
            emotionLabel: 'calmness',
            emotionRating: 3,
            checkInType: 'post',
            sessionId: pre.sessionId,
          });
          return { sessionId: String(pre.sessionId) };
        },
        'a youth is signed in and has done 3 gratitude practices, each with a pre and a post check-in':
          async () => {
            const person = youth();
            for (let round = 0; round < 3; round += 1) {
              const pre = await checkIn(person, {
                emotionLabel: 'sadness',
                emotionRating: 6,
                checkInType: 'pre',
              });
              await ok(person, 'POST', '/api/micro-activities/complete', {
                activityType: 'gratitude',
                response: `Something good, number ${round + 1}.`,
                sessionId: pre.sessionId,
              });
              await checkIn(person, {
                emotionLabel: 'calmness',
                emotionRating: 4,
                checkInType: 'post',
                sessionId: pre.sessionId,
              });
            }
          },
        "a youth named Riley is signed in and has checked in with 'joy' at 4 today": async () => {
          const riley = youth();
          await named(riley, 'Riley');
          await joyAtFour(riley);
          await eventually(
            async () =>
              (await riley.call('GET', '/api/wellness/my-summary')).status === 200 &&
              ((await riley.call('GET', '/api/wellness/my-summary')).body as { firstName?: string })
                .firstName === 'Riley',
          );
        },
        "a parent is signed in, linked to a youth named Riley who has checked in with 'joy' at 4 today":
          async () => {
            const riley = wellness.person({ role: 'youth' });
            const parent = (caller = wellness.person({ role: 'parent' }));
            await named(riley, 'Riley');
            await joyAtFour(riley);
            await wellness.bus.publish([
              newEvent(LinkApproved, { linkId: randomUUID(), parentId: parent.id, youthId: riley.id }),
            ]);
            await eventually(async () => {
              const reply = await parent.call('GET', '/api/wellness/youth-summaries');
              return (
                Array.isArray(reply.body) &&
                (reply.body as Array<{ firstName?: string }>)[0]?.firstName === 'Riley'
              );
            });
          },
      },
      requestFilter: (req, _res, next) => {
        delete req.headers.cookie;
        if (caller) req.headers.authorization = caller.authorization;
        else delete req.headers.authorization;
        next();
      },
    }).verifyProvider();
  }, 120_000);
});
