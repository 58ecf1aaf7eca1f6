// The morning-peak load profile of `npm run bench` (issue 18 §3) and the one-at-a-time hot calls
// (§4): what main.ts calls. Journey: journey.ts; figures: figures.ts; the client: send.ts.
export type { CallFigures } from './figures.js';
export type { Student } from './journey.js';
export { runMorningPeak, type MorningPeakResult } from './peak.js';
export { measureHotCalls } from './hot-calls.js';
