import { z } from 'zod';

/** SPEC §3: the dashboard check-in's 27 emotions, in display order. */
export const dashboardEmotions = [
  'admiration',
  'adoration',
  'aesthetic appreciation',
  'amusement',
  'anger',
  'anxiety',
  'awe',
  'awkwardness',
  'boredom',
  'calmness',
  'confusion',
  'craving',
  'disgust',
  'empathic pain',
  'entrancement',
  'excitement',
  'fear',
  'horror',
  'interest',
  'irritation',
  'joy',
  'nostalgia',
  'relief',
  'romance',
  'sadness',
  'satisfaction',
  'surprise',
] as const;

/** SPEC §3: the global quick check-in's 15 emotions, in display order. */
export const quickEmotions = [
  'joy',
  'sadness',
  'anger',
  'fear',
  'surprise',
  'disgust',
  'excitement',
  'calmness',
  'anxiety',
  'love',
  'confusion',
  'relief',
  'boredom',
  'awe',
  'satisfaction',
] as const;

/** Feelings that, at intensity 9 or 10, bring supportive words and helplines at once. */
export const distressingEmotions: readonly string[] = [
  'sadness',
  'fear',
  'anxiety',
  'horror',
  'empathic pain',
  'anger',
];
export const SUPPORT_INTENSITY = 9;

/** The feelings the Wellness Trend counts as "a fear identified". */
export const fearEmotions: readonly string[] = ['fear', 'anxiety', 'horror'];

export const Intensity = z.number().int().min(1).max(10);
export const DEFAULT_INTENSITY = 5;

/** SPEC §3 intensity labels 1–10; the quick dialog words the ends a little shorter. */
export const dashboardIntensityLabels = [
  'Just a little bit',
  'A little',
  'Some',
  'Medium',
  'Strong',
  'Very strong',
  'Really strong',
  'Super strong',
  'Really really strong',
  'The strongest ever',
] as const;
export const quickIntensityLabels = [
  'Just a little',
  ...dashboardIntensityLabels.slice(1, 9),
  'The strongest',
] as const;

export function intensityLabel(intensity: number, wording: 'dashboard' | 'quick' = 'dashboard'): string {
  const labels = wording === 'quick' ? quickIntensityLabels : dashboardIntensityLabels;
  return labels[Math.min(10, Math.max(1, Math.round(intensity))) - 1] ?? '';
}

export type IntensityBand = 'green' | 'yellow' | 'orange' | 'red';

/** SPEC §9 intensity colours: 1–3 green, 4–6 yellow, 7–8 orange, 9–10 red. */
export function intensityBand(intensity: number): IntensityBand {
  if (intensity <= 3) return 'green';
  if (intensity <= 6) return 'yellow';
  if (intensity <= 8) return 'orange';
  return 'red';
}

/** Whether a check-in should bring the support notice (server and client agree through this). */
export function needsSupport(emotion: string, intensity: number): boolean {
  return intensity >= SUPPORT_INTENSITY && distressingEmotions.includes(emotion.trim().toLowerCase());
}
