import { randomInt } from 'node:crypto';

// Gentle words only: usernames are shown to peers in the forum.
const ADJECTIVES = [
  'brave',
  'bright',
  'calm',
  'caring',
  'cheerful',
  'clever',
  'cosy',
  'curious',
  'gentle',
  'glad',
  'golden',
  'happy',
  'hopeful',
  'kind',
  'lively',
  'lucky',
  'mellow',
  'mighty',
  'patient',
  'peaceful',
  'playful',
  'proud',
  'quiet',
  'radiant',
  'silver',
  'steady',
  'sunny',
  'swift',
  'thoughtful',
  'warm',
];
const NOUNS = [
  'badger',
  'brook',
  'cedar',
  'cloud',
  'comet',
  'dolphin',
  'falcon',
  'fern',
  'finch',
  'fox',
  'harbor',
  'heron',
  'koala',
  'lantern',
  'maple',
  'meadow',
  'otter',
  'owl',
  'panda',
  'pebble',
  'penguin',
  'river',
  'robin',
  'sparrow',
  'star',
  'tiger',
  'turtle',
  'willow',
  'wren',
  'zebra',
];

function pick(words: readonly string[]): string {
  return words[randomInt(words.length)] ?? words[0] ?? 'friend';
}

/** adjective-noun plus digits (SPEC §2), e.g. "calm-otter482". Uniqueness is the caller's retry. */
export function generateUsername(): string {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}${randomInt(100, 1000)}`;
}
