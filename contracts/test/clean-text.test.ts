import { describe, expect, it } from '@jest/globals';
import {
  AskForHelpRequest,
  CheckInRequest,
  cleanText,
  CompleteMicroActivityRequest,
  CreateReplyRequest,
  CreateStaffRequest,
  CreateThreadRequest,
  DecisionReasonForm,
  LinkRequest,
  ModerationActionRequest,
  RegisterRequest,
  RemoveContentRequest,
  RequestEditForm,
  SanctionRequest,
  UpdateProfileRequest,
} from '../src/index.js';

/** Words with everything issue 15 keeps out of storage: NUL, a bidi override and isolate, a BOM. */
const dirty = (words: string) => `\ufeff${words.slice(0, 2)}\u0000${words.slice(2)}\u202e\u2066\u2069`;

describe('cleanText: what free text is stored as', () => {
  it('drops NUL and the other control characters, keeping tabs and new lines', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(cleanText('one\ttwo\nthree\r\nfour\rfive')).toBe('one\ttwo\nthree\nfour\nfive');
  });

  it('drops bidirectional overrides, embeddings and isolates, and the byte order mark', () => {
    expect(cleanText('\ufeffnice \u202egood\u202c \u202a\u202b\u202d\u2066\u2067\u2068x\u2069')).toBe(
      'nice good x',
    );
  });

  it('keeps what people need to write: joiners in emoji, marks of right-to-left text, soft hyphens', () => {
    const kept = '👨\u200d👩\u200d👧 می\u200cخواهم \u200fשלום\u200e extra\u00adordinary ❤️';
    expect(cleanText(kept)).toBe(kept);
  });

  it('composes accents (NFC), so the same words are stored the same way', () => {
    expect(cleanText('Zoe\u0308 cafe\u0301')).toBe('Zoë café');
  });
});

describe('every free-text field of a request is cleaned before it is checked and stored', () => {
  it.each([
    [
      'a new thread',
      CreateThreadRequest,
      { title: 'I feel lonely even around other people', content: 'A long enough post' },
      'content',
    ],
    ['a reply', CreateReplyRequest, { content: 'A kind reply' }, 'content'],
    ['a removal reason', RemoveContentRequest, { reason: 'Off topic' }, 'reason'],
    ['a request for help', AskForHelpRequest, { message: 'Please help' }, 'message'],
    ['moderator notes', ModerationActionRequest, { notes: 'Looked at it' }, 'notes'],
    [
      'a message to the author',
      ModerationActionRequest,
      { messageToAuthor: 'Please edit' },
      'messageToAuthor',
    ],
    ['a request-edit message', RequestEditForm, { messageToAuthor: 'Change the name' }, 'messageToAuthor'],
    ['a decision reason', DecisionReasonForm, { notes: 'Restored' }, 'notes'],
    ['a sanction reason', SanctionRequest, { kind: 'warning', reason: 'Unkind words' }, 'reason'],
    ['a check-in label', CheckInRequest, { emotionLabel: 'Calm', emotionRating: 3 }, 'emotionLabel'],
    [
      'check-in notes',
      CheckInRequest,
      { emotionLabel: 'Calm', emotionRating: 3, notes: 'Good day' },
      'notes',
    ],
    [
      'a reflection',
      CheckInRequest,
      { emotionLabel: 'Calm', emotionRating: 3, reflection: 'Better' },
      'reflection',
    ],
    ['a trigger', CheckInRequest, { emotionLabel: 'Calm', emotionRating: 3, trigger: 'Exams' }, 'trigger'],
    [
      'a coping strategy',
      CheckInRequest,
      { emotionLabel: 'Calm', emotionRating: 3, copingStrategy: 'A walk' },
      'copingStrategy',
    ],
    [
      'a practice response',
      CompleteMicroActivityRequest,
      { activityType: 'gratitude', response: 'My dog' },
      'response',
    ],
    ['a new first name', UpdateProfileRequest, { firstName: 'Ana' }, 'firstName'],
    [
      'a last name at sign-up',
      RegisterRequest,
      {
        email: 'ana@example.com',
        password: 'Tangerine-Orbit-Lantern-93',
        confirmPassword: 'Tangerine-Orbit-Lantern-93',
        firstName: 'Ana',
        lastName: 'Lee',
        role: 'youth',
      },
      'lastName',
    ],
    [
      "a staff member's name",
      CreateStaffRequest,
      {
        email: 'mo@example.com',
        firstName: 'Mo',
        lastName: 'Ray',
        role: 'moderator',
        password: 'Tangerine-Orbit-Lantern-93',
      },
      'firstName',
    ],
    ["a youth's username to link with", LinkRequest, { youthUsername: 'ana-lee-7' }, 'youthUsername'],
  ] as const)('%s', (_what, schema, body, field) => {
    const words = (body as Record<string, string>)[field] as string;
    const parsed = schema.parse({ ...body, [field]: dirty(words) }) as Record<string, unknown>;
    expect(parsed[field]).toBe(words);
  });

  it('checks lengths on the cleaned words: invisible padding does not make a post long enough', () => {
    expect(CreateReplyRequest.safeParse({ content: `ok\u0000\u0000\u0000\u202e\u202e\ufeff` }).success).toBe(
      false,
    );
  });
});
