import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  ActiveSessions,
  CheckInList,
  defaultHelplines,
  ErrorBody,
  helplinesOfCountry,
  LatestCheckIn,
  OCCURRED_AT_TOO_OLD,
  SavedCheckIn,
  Trend,
} from '@heartwise/contracts';
import { randomUUID } from 'node:crypto';
import { anonymousStatus, startWellness, type Person, type Wellness } from './support/wellness-harness.js';

const districtHelplines = [{ name: 'Northside Youth Line', contact: 'Call 0800 123 456' }];
let wellness: Wellness;
beforeAll(async () => {
  wellness = await startWellness({
    now: '2026-11-21T23:30:00.000Z',
    env: { HELPLINES: JSON.stringify(districtHelplines) },
  });
});
afterAll(() => wellness.stop());

const checkIn = async (who: Person, body: Record<string, unknown>) => {
  const reply = await who.call('POST', '/api/emotional-checkins', body);
  expect(reply.status).toBe(201);
  return SavedCheckIn.parse(reply.body);
};
const history = async (who: Person, query = '') => {
  const reply = await who.call('GET', `/api/emotional-checkins${query}`);
  expect(reply.status).toBe(200);
  return CheckInList.parse(reply.body);
};

describe('the dashboard check-in', () => {
  it("is saved with the person's local day; intensity is the rating when not given", async () => {
    const ana = wellness.person({ timeZone: 'Europe/Berlin' }); // 00:30 on the 22nd there
    const saved = await checkIn(ana, { emotionLabel: 'calmness', emotionRating: 3 });
    expect(saved).toMatchObject({
      emotionLabel: 'calmness',
      emotionRating: 3,
      intensity: 3,
      checkInType: 'pre',
      notes: '',
      prompted: false,
      date: '2026-11-22',
      createdAt: '2026-11-21T23:30:00.000Z',
    });
    expect(saved.support).toBeUndefined();
    expect(JSON.stringify(saved)).not.toContain('userId');

    const [latest] = await history(ana);
    expect(latest).toEqual({ ...saved, support: undefined });
    const losAngeles = wellness.person({ timeZone: 'America/Los_Angeles' });
    expect((await checkIn(losAngeles, { emotionLabel: 'joy', emotionRating: 6 })).date).toBe('2026-11-21');
  });

  it('needs an emotion and an intensity from 1 to 10', async () => {
    const ana = wellness.person();
    const noEmotion = await ana.call('POST', '/api/emotional-checkins', {
      emotionLabel: ' ',
      emotionRating: 5,
    });
    expect(noEmotion.status).toBe(400);
    expect(ErrorBody.parse(noEmotion.body).issues?.[0]?.message).toBe('Please select an emotion');
    for (const emotionRating of [0, 11, 5.5]) {
      expect(
        (await ana.call('POST', '/api/emotional-checkins', { emotionLabel: 'joy', emotionRating })).status,
      ).toBe(400);
    }
    expect(await anonymousStatus(wellness, 'POST', '/api/emotional-checkins')).toBe(401);
  });
});

describe('a check-in the app asked for (the quick check-in, the reflection)', () => {
  const sessionsOf = async (who: Person) =>
    ActiveSessions.parse((await who.call('GET', '/api/emotional-sessions/active')).body);

  it('is stored as prompted; one the person chose to make is not', async () => {
    wellness.setClock('2026-11-20T08:00:00.000Z');
    const ana = wellness.person();
    const asked = await checkIn(ana, { emotionLabel: 'joy', emotionRating: 6, prompted: true });
    wellness.setClock('2026-11-20T08:01:00.000Z');
    const chosen = await checkIn(ana, { emotionLabel: 'relief', emotionRating: 4, checkInType: 'post' });
    expect(asked.prompted).toBe(true);
    expect(chosen.prompted).toBe(false);
    expect((await history(ana)).map((item) => [item.emotionLabel, item.prompted])).toEqual([
      ['relief', false],
      ['joy', true],
    ]);
  });

  it('answered again within 30 minutes (another tab, a retried save), answers with the first and stores nothing new', async () => {
    wellness.setClock('2026-11-20T09:00:00.000Z');
    const ana = wellness.person();
    const first = await checkIn(ana, { emotionLabel: 'calmness', emotionRating: 3, prompted: true });
    wellness.setClock('2026-11-20T09:29:00.000Z');
    const again = await checkIn(ana, { emotionLabel: 'boredom', emotionRating: 5, prompted: true });
    expect(again).toEqual(first);
    expect((await history(ana)).map((item) => item.id)).toEqual([first.id]);
    // Not a second emotion session either: the repeated 'pre' opened nothing.
    expect((await sessionsOf(ana)).map((session) => session.id)).toEqual([first.sessionId]);

    // A check-in the person chooses to make is always stored, and another type is another prompt.
    const chosen = await checkIn(ana, { emotionLabel: 'joy', emotionRating: 7 });
    wellness.setClock('2026-11-20T09:29:30.000Z');
    const later = await checkIn(ana, {
      emotionLabel: 'joy',
      emotionRating: 7,
      checkInType: 'post-post',
      prompted: true,
    });
    expect((await history(ana)).map((item) => item.id)).toEqual([later.id, chosen.id, first.id]);

    // More than 30 minutes after the first: a new visit, a new answer.
    wellness.setClock('2026-11-20T09:30:01.000Z');
    const nextVisit = await checkIn(ana, { emotionLabel: 'awe', emotionRating: 2, prompted: true });
    expect(nextVisit.id).not.toBe(first.id);
    expect(nextVisit.emotionLabel).toBe('awe');
  });

  it("a reflection repeats only the same session's reflection", async () => {
    wellness.setClock('2026-11-20T10:00:00.000Z');
    const ana = wellness.person();
    const [one, two] = [
      await checkIn(ana, { emotionLabel: 'calmness', emotionRating: 5 }),
      await checkIn(ana, { emotionLabel: 'calmness', emotionRating: 5 }),
    ];
    const reflect = (sessionId: string | null, emotionLabel: string) =>
      checkIn(ana, { sessionId, checkInType: 'post-post', emotionLabel, emotionRating: 4, prompted: true });
    const first = await reflect(one.sessionId, 'proud');
    const second = await reflect(two.sessionId, 'peaceful');
    expect(second.id).not.toBe(first.id);
    expect(await reflect(one.sessionId, 'proud')).toEqual(first);
    expect((await history(ana)).filter((item) => item.checkInType === 'post-post')).toHaveLength(2);
  });

  it('a repeated answer to a hard prompt brings the support words again', async () => {
    wellness.setClock('2026-11-20T11:00:00.000Z');
    const ana = wellness.person();
    await checkIn(ana, { emotionLabel: 'sadness', emotionRating: 10, prompted: true });
    const again = await checkIn(ana, { emotionLabel: 'sadness', emotionRating: 10, prompted: true });
    expect(again.support?.helplines).toEqual(districtHelplines);
  });
});

describe('a very strong hard feeling', () => {
  it('brings kind words and the configured helplines back at once', async () => {
    const ana = wellness.person();
    const saved = await checkIn(ana, { emotionLabel: 'sadness', emotionRating: 9 });
    expect(saved.support).toEqual({
      kind: 'distress',
      title: expect.any(String),
      message: expect.stringContaining('Thank you for telling us'),
      helplines: districtHelplines,
    });
    // Saved like any other: the notice never blocks the check-in.
    expect((await history(ana)).map((item) => item.id)).toEqual([saved.id]);
  });

  it('not for a strong good feeling, nor for a hard one below 9', async () => {
    const ana = wellness.person();
    expect((await checkIn(ana, { emotionLabel: 'joy', emotionRating: 10 })).support).toBeUndefined();
    expect((await checkIn(ana, { emotionLabel: 'sadness', emotionRating: 8 })).support).toBeUndefined();
    // The intensity decides when it is given apart from the rating.
    const byIntensity = await checkIn(ana, { emotionLabel: 'Anxiety', emotionRating: 5, intensity: 10 });
    expect(byIntensity.support?.kind).toBe('distress');
  });

  it("uses the helplines of the person's country when the deployment configures none", async () => {
    const plain = await startWellness();
    try {
      const nowhere = await checkIn(plain.person(), { emotionLabel: 'fear', emotionRating: 10 });
      expect(nowhere.support?.helplines).toEqual(defaultHelplines);

      const inTheUk = await checkIn(plain.person({ country: 'GB' }), {
        emotionLabel: 'fear',
        emotionRating: 10,
      });
      expect(inTheUk.support?.helplines).toEqual(helplinesOfCountry('GB'));
      expect(inTheUk.support?.helplines.map((helpline) => `${helpline.name}: ${helpline.contact}`)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Samaritans: Call 116 123'),
          expect.stringContaining('Childline: Call 0800 1111'),
        ]),
      );

      // A country the directory does not know is no reason to withhold help.
      const unknown = await checkIn(plain.person({ country: 'XX' }), {
        emotionLabel: 'fear',
        emotionRating: 10,
      });
      expect(unknown.support?.helplines).toEqual(defaultHelplines);
    } finally {
      await plain.stop();
    }
  });

  it("keeps the deployment's helplines for a person in any country", async () => {
    const saved = await checkIn(wellness.person({ country: 'AU' }), {
      emotionLabel: 'sadness',
      emotionRating: 10,
    });
    expect(saved.support?.helplines).toEqual(districtHelplines);
  });
});

describe('my check-in history', () => {
  it('is newest first, a page at a time, and the latest is null before the first', async () => {
    const ana = wellness.person();
    const latest = await ana.call('GET', '/api/emotional-checkins/latest');
    expect(latest.status).toBe(200);
    expect(LatestCheckIn.parse(latest.body)).toBeNull();

    const saved = [];
    for (let minute = 0; minute < 5; minute += 1) {
      wellness.setClock(`2026-11-21T10:0${minute}:00.000Z`);
      saved.push(await checkIn(ana, { emotionLabel: 'interest', emotionRating: minute + 1 }));
    }
    const newestFirst = saved.map((item) => item.id).reverse();
    expect((await history(ana)).map((item) => item.id)).toEqual(newestFirst);
    const firstPage = await history(ana, '?limit=2');
    expect(firstPage.map((item) => item.id)).toEqual(newestFirst.slice(0, 2));
    const secondPage = await history(
      ana,
      `?limit=2&before=${encodeURIComponent(firstPage[1]?.createdAt ?? '')}`,
    );
    expect(secondPage.map((item) => item.id)).toEqual(newestFirst.slice(2, 4));
    expect((await ana.call('GET', '/api/emotional-checkins?limit=0')).status).toBe(400);

    expect(LatestCheckIn.parse((await ana.call('GET', '/api/emotional-checkins/latest')).body)?.id).toBe(
      newestFirst[0],
    );
  });

  it("never shows anyone else's check-ins", async () => {
    const ana = wellness.person();
    const ben = wellness.person();
    await checkIn(ana, { emotionLabel: 'joy', emotionRating: 7, notes: 'my private words' });
    expect(await history(ben)).toEqual([]);
    expect(LatestCheckIn.parse((await ben.call('GET', '/api/emotional-checkins/latest')).body)).toBeNull();
    expect(Trend.parse((await ben.call('GET', '/api/emotional-checkins/trend')).body)).toEqual([]);
    for (const path of ['', '/latest', '/trend']) {
      expect(await anonymousStatus(wellness, 'GET', `/api/emotional-checkins${path}`)).toBe(401);
    }
  });
});

describe('the Wellness Trend', () => {
  it('is the last 7 check-ins, oldest first, each with whether a fear was found', async () => {
    const ana = wellness.person();
    const feelings = ['joy', 'fear', 'calmness', 'anxiety', 'sadness', 'horror', 'relief', 'awe', 'boredom'];
    for (const [index, emotionLabel] of feelings.entries()) {
      wellness.setClock(new Date(Date.UTC(2026, 10, 20, 9, index)).toISOString());
      await checkIn(ana, { emotionLabel, emotionRating: index + 1 });
    }
    const trend = Trend.parse((await ana.call('GET', '/api/emotional-checkins/trend')).body);
    expect(trend.map((point) => [point.emotionName, point.intensity, point.identifiedFear])).toEqual([
      ['calmness', 3, false],
      ['anxiety', 4, true],
      ['sadness', 5, false],
      ['horror', 6, true],
      ['relief', 7, false],
      ['awe', 8, false],
      ['boredom', 9, false],
    ]);
  });
});

describe('a check-in made offline, sent when the connection returns (issue 18)', () => {
  it('is dated when it was made, and sent again with its clientRef is answered 201 with the first', async () => {
    wellness.setClock('2026-11-22T13:00:00.000Z'); // 08:00 in New York
    const ana = wellness.person({ timeZone: 'America/New_York' });
    const body = {
      emotionLabel: 'sadness',
      emotionRating: 9,
      clientRef: randomUUID(),
      occurredAt: '2026-11-22T04:50:00.000Z', // 23:50 the evening before, there
    };
    const first = await checkIn(ana, body);
    expect(first).toMatchObject({ date: '2026-11-21', createdAt: body.occurredAt });
    expect(first.support?.helplines).toEqual(districtHelplines);
    const again = await ana.call('POST', '/api/emotional-checkins', { ...body, emotionRating: 3 });
    expect(again).toEqual({ status: 201, body: first });
    expect((await history(ana)).map((item) => item.id)).toEqual([first.id]);
  });

  it('is refused with a sentence when its moment is over 7 days ago; one ahead of the server is dated now', async () => {
    wellness.setClock('2026-11-22T13:00:00.000Z');
    const ana = wellness.person();
    const at = async (occurredAt: string) => {
      const reply = await ana.call('POST', '/api/emotional-checkins', {
        emotionLabel: 'joy',
        emotionRating: 5,
        clientRef: randomUUID(),
        occurredAt,
      });
      return { status: reply.status, message: ErrorBody.parse(reply.body).message };
    };
    expect(await at('2026-11-15T12:59:00.000Z')).toEqual({ status: 400, message: OCCURRED_AT_TOO_OLD });
    expect(await history(ana)).toEqual([]);
    for (const odd of [{ clientRef: 'tap-1' }, { occurredAt: 'yesterday' }]) {
      const reply = await ana.call('POST', '/api/emotional-checkins', {
        emotionLabel: 'joy',
        emotionRating: 5,
        ...odd,
      });
      expect(reply.status).toBe(400);
    }
    // A device clock running fast: the check-in is kept, dated by the server's clock.
    const ahead = await ana.call('POST', '/api/emotional-checkins', {
      emotionLabel: 'joy',
      emotionRating: 5,
      clientRef: randomUUID(),
      occurredAt: '2026-11-23T09:00:00.000Z',
    });
    expect(ahead.status).toBe(201);
    expect((await history(ana)).map((item) => item.createdAt)).toEqual(['2026-11-22T13:00:00.000Z']);
  });
});
