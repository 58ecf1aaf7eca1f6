// Test support for mfe-forum's jsdom tests: contract-shaped threads, replies and check-ins, and a
// stand-in for mfe-wellness's check-in dialog. Never imported by app code, so never bundled.
import type {
  CheckIn,
  MemberNotice,
  MemberStanding,
  Reply,
  SavedCheckIn,
  SupportNotice,
  ThreadDetail,
  ThreadSummary,
} from '@heartwise/contracts';
import type { EmotionCheckInDialogProps } from '@heartwise/web-runtime';
import { localToday } from '../pages/pause-post-preview/localDate.js';

export const THREAD_ID = 'c0ffee00-1111-4222-8333-444455556666';
export const REPLY_ID = 'c0ffee00-1111-4222-8333-444455558888';

export const aThread = (overrides: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id: THREAD_ID,
  title: 'I feel nervous about something coming up',
  content: 'My exams start next week and my heart races whenever I think about them.',
  tags: ['Emotions & Feelings'],
  createdAt: '2026-11-21T09:30:00.000Z',
  replyCount: 1,
  user: { firstName: 'Mia' },
  status: 'active',
  mine: false,
  reportedByMe: false,
  ...overrides,
});

export const aReply = (overrides: Partial<Reply> = {}): Reply => ({
  id: REPLY_ID,
  threadId: THREAD_ID,
  content: 'Breathing slowly before I start helps me a lot.',
  createdAt: '2026-11-21T10:00:00.000Z',
  user: { firstName: 'Leo' },
  status: 'active',
  mine: false,
  reportedByMe: false,
  ...overrides,
});

export const aThreadDetail = (overrides: Partial<ThreadDetail> = {}): ThreadDetail => ({
  ...aThread(),
  replies: [aReply()],
  ...overrides,
});

/** A check-in on the device's local day `daysAgo` days back (0 = today). */
export function aCheckIn(daysAgo = 0): CheckIn {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return {
    id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    sessionId: null,
    checkInType: 'pre',
    emotionLabel: 'calmness',
    emotionRating: 6,
    intensity: 6,
    notes: '',
    prompted: false,
    date: localToday(day),
    createdAt: day.toISOString(),
  };
}

export const crisisNotice: SupportNotice = {
  kind: 'crisis',
  title: "You matter, and you don't have to go through this alone",
  message: 'Please reach out to one of the people below: they are there to listen, any time.',
  helplines: [
    {
      name: '988 Suicide & Crisis Lifeline (US)',
      contact: 'Call or text 988',
      url: 'https://988lifeline.org',
    },
    { name: 'A trusted adult', contact: 'A parent, school counsellor, teacher or coach you trust' },
  ],
};

export const reviewNotice: SupportNotice = {
  kind: 'review',
  title: 'A moderator will read this first',
  message: 'Until then only you can see it, marked as waiting for review.',
  helplines: [],
};

export const NOTICE_ID = 'c0ffee00-1111-4222-8333-44445555aaaa';
export const BLOCK_ID = 'c0ffee00-1111-4222-8333-44445555bbbb';

/** A moderators' message as GET /api/forum/standing lists it. */
export const aNotice = (overrides: Partial<MemberNotice> = {}): MemberNotice => ({
  id: NOTICE_ID,
  kind: 'warning',
  title: 'A moderator sent you a warning',
  message: 'Please keep to the Community Guidelines, so everyone feels safe here.',
  at: '2026-11-21T11:00:00.000Z',
  read: false,
  ...overrides,
});

/** A member in good standing, with nothing unread. */
export const goodStanding: MemberStanding = { restriction: null, notices: [] };

const savedCheckIn: SavedCheckIn = aCheckIn(0);

/** Stands in for mfe-wellness's 'How are you feeling right now?' dialog (as the shell would load it). */
export function FakeCheckInDialog({ open, onOpenChange, onComplete }: EmotionCheckInDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="How are you feeling right now?">
      <button
        type="button"
        onClick={() => {
          onOpenChange(false);
          onComplete?.(savedCheckIn);
        }}
      >
        Complete Check-in
      </button>
      <button type="button" onClick={() => onOpenChange(false)}>
        Maybe Later
      </button>
    </div>
  );
}

export const wellnessRemotes = { 'wellness/EmotionCheckInDialog': FakeCheckInDialog };
