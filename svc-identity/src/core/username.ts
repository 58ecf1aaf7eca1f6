import { randomInt } from 'node:crypto';

/** A list of words written as text, one space or line break apart. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

// Gentle words only: usernames are shown to peers in the forum. Larger lists than before (issue
// 14): with five digits they give about 10⁹ usernames, so guessing one is pointless.
export const ADJECTIVES = words(`
  agile airy amber ample azure balmy blissful bold brave breezy bright bubbly calm candid caring
  cheerful clever cosmic cosy crisp curious dapper dazzling dewy dreamy eager earnest festive fluffy
  friendly frosty gentle glad gleaming golden graceful grateful hardy happy hearty helpful honest
  hopeful humble jolly jovial joyful keen kind leafy lively loyal lucky lush mellow merry mighty
  mindful misty modest mossy neat nimble noble patient peaceful perky playful plucky polite proud
  quiet radiant rosy rustic serene shiny silver sincere smiley snowy snug soft sparkly spry starry
  steady sturdy sunny sweet swift tender thoughtful tidy tranquil trusty upbeat velvet vivid warm
  wise witty zesty
`);
export const NOUNS = words(`
  acorn aspen badger beacon beaver birch bison bluebell breeze brook bunny canary canyon cedar
  clover cloud comet coral cricket daisy dawn dolphin dove dune eagle ember falcon feather fern
  finch fjord forest fox garden gecko glacier grove hare harbor hazel hedgehog heron hill horizon
  iris island ivy jasmine kestrel kite koala lagoon lake lantern lark laurel lemur lily lotus lynx
  magpie maple meadow meerkat moon moose nebula oak ocean orchid osprey otter owl panda parrot peach
  pebble penguin pine planet pony poppy puffin quail rabbit rainbow raven reed river robin seal
  sequoia shell sky sparrow spruce squirrel star stream summit sunrise swan thrush tiger tulip
  turtle valley walrus whale willow wren zebra
`);

/** Five digits: 10000–99999. */
const DIGITS = { from: 10_000, to: 100_000 } as const;

/** How many different usernames generateUsername can make. */
export const USERNAME_SPACE = ADJECTIVES.length * NOUNS.length * (DIGITS.to - DIGITS.from);

function pick(list: readonly string[]): string {
  return list[randomInt(list.length)] ?? list[0] ?? 'friend';
}

/**
 * adjective-noun plus digits (SPEC §2), e.g. "calm-otter48213". Uniqueness is the caller's retry.
 * Usernames made before (three digits, e.g. "calm-otter482") keep working: nothing checks the shape.
 */
export function generateUsername(): string {
  return `${pick(ADJECTIVES)}-${pick(NOUNS)}${randomInt(DIGITS.from, DIGITS.to)}`;
}
