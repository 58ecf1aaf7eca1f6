import { z } from 'zod';

/** SPEC §3's topic catalogue, in group order: a thread's title is one of these sentences. */
export const topicCatalogue = [
  {
    group: 'Emotions & Feelings',
    topics: [
      {
        title: 'I feel worried and I am not sure why',
        prompt: 'When does the worry show up? What does it feel like?',
      },
      {
        title: 'I have been feeling sad lately',
        prompt: 'What has been weighing on you? You can share as much or as little as you like.',
      },
      {
        title: 'I get angry more easily than I want to',
        prompt: 'What tends to set it off, and what helps you cool down?',
      },
      {
        title: 'I feel lonely even around other people',
        prompt: 'When do you feel most alone? What kind of company would help?',
      },
      {
        title: 'Something made me really happy today',
        prompt: 'What happened? Let the good moment grow by sharing it.',
      },
      {
        title: 'I feel nervous about something coming up',
        prompt: 'What is coming up, and what part feels the hardest?',
      },
    ],
  },
  {
    group: 'Thoughts & Mindset',
    topics: [
      {
        title: 'I keep comparing myself to others',
        prompt: 'Who or what do you compare yourself to? How does it leave you feeling?',
      },
      {
        title: 'I am too hard on myself when I make mistakes',
        prompt: 'What would you say to a friend who made the same mistake?',
      },
      {
        title: 'I am trying to think more kindly about myself',
        prompt: 'What kind thought are you practising? What makes it hard or easy?',
      },
      {
        title: 'My thoughts race when I try to relax',
        prompt: 'What kinds of thoughts come up? What have you tried so far?',
      },
      {
        title: 'I learned something about myself this week',
        prompt: 'What did you notice, and how did you find out?',
      },
    ],
  },
  {
    group: 'Body & Health',
    topics: [
      { title: 'I have trouble falling asleep', prompt: 'What is your evening like? What keeps you awake?' },
      {
        title: 'Moving my body helps me feel better',
        prompt: 'What kind of movement do you enjoy? How does it change your mood?',
      },
      {
        title: 'I feel tired all the time',
        prompt: 'When do you feel most tired? What do your days look like right now?',
      },
      {
        title: 'I am learning to like my body',
        prompt: 'What helps you be kinder to your body? What makes it hard?',
      },
      { title: 'Stress shows up in my body', prompt: 'Where do you feel stress, and what helps it ease?' },
      {
        title: 'I want to eat in a way that feels good',
        prompt: 'What helps you feel good after you eat? What gets in the way?',
      },
      {
        title: 'Being outside helps me breathe',
        prompt: 'Where do you like to go outside? What do you notice there?',
      },
    ],
  },
  {
    group: 'Habits & Daily Life',
    topics: [
      {
        title: 'Schoolwork feels like too much right now',
        prompt: 'What is piling up? Which part would help most to talk through?',
      },
      {
        title: 'I want to spend less time on my phone',
        prompt: 'When do you reach for your phone? What would you like to do instead?',
      },
      {
        title: 'I am building a new healthy habit',
        prompt: 'What habit are you building, and what keeps you going?',
      },
    ],
  },
  {
    group: 'Support & Encouragement',
    topics: [
      {
        title: 'I want to help a friend who is struggling',
        prompt: 'What is your friend going through? What have you tried? (Keep their name private.)',
      },
      {
        title: 'I need some encouragement today',
        prompt: 'What is making today hard? The community is here for you.',
      },
      {
        title: 'Something that helped me through a hard time',
        prompt: 'What helped? Your story might help someone else.',
      },
      {
        title: 'How do you ask for help?',
        prompt: 'Who would you like to ask, and what makes it hard to ask?',
      },
    ],
  },
];

/** Every catalogue sentence, in catalogue order. */
export const topicTitles: readonly string[] = topicCatalogue.flatMap((group) =>
  group.topics.map((topic) => topic.title),
);
export const topicGroups: readonly string[] = topicCatalogue.map((group) => group.group);

/**
 * A thread's title: one of the catalogue's sentences, an enum wherever it is parsed and in the
 * OpenAPI document; `string` in TypeScript, so what the services store keeps its type.
 */
export const TopicTitle = z.enum(topicTitles, { error: 'Please select a topic' }).meta({ id: 'TopicTitle' });
/** A thread's tag: the catalogue group its title belongs to. */
export const TopicGroupName = z.enum(topicGroups).meta({ id: 'TopicGroupName' });

export const ForumTopic = z.object({ title: TopicTitle, prompt: z.string() });
export type ForumTopic = z.infer<typeof ForumTopic>;
export const TopicGroup = z.object({ group: TopicGroupName, topics: z.array(ForumTopic) });
export type TopicGroup = z.infer<typeof TopicGroup>;

/** GET /api/forum/topics: the catalogue, in group order. */
export const TopicCatalogue = z.array(TopicGroup).meta({ id: 'TopicCatalogue' });

/** The group a catalogue title belongs to (a thread's tag), or undefined for any other title. */
export function groupOfTopic(title: string): string | undefined {
  return topicCatalogue.find((group) => group.topics.some((topic) => topic.title === title))?.group;
}
