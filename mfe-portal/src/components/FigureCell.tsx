import type { GuardedFigure } from '@heartwise/contracts';

/** A guarded figure as the page shows it: the number, or the words "fewer than 10" (never a number). */
export const figureText = (figure: GuardedFigure): string =>
  typeof figure === 'number' ? figure.toLocaleString('en') : figure;
