import { majorOf, pageSingleton } from '../page/pageSingleton.js';
import { UI_KIT_VERSION } from '../version.js';

/**
 * Heartwise design tokens: calm teal, warm peach, soft paper background.
 * Every text/background pair below meets WCAG AA (4.5:1 for text, 3:1 for borders and focus).
 */
const tokens = {
  colors: {
    background: '#FBF7F2',
    surface: '#FFFFFF',
    surfaceMuted: '#F4EEE6',
    text: '#2B2633',
    textMuted: '#5E5667',
    border: '#E9E1D6',
    borderStrong: '#8A8193',
    primary: '#1F6B66',
    primaryHover: '#175652',
    primarySoft: '#E3F1EE',
    primarySoftText: '#17504C',
    onPrimary: '#FFFFFF',
    accent: '#B4531F',
    accentSoft: '#FCE9DA',
    accentSoftText: '#7A3B12',
    danger: '#B42318',
    dangerSoft: '#FDECEA',
    dangerSoftText: '#8F1D14',
    success: '#1E5E3A',
    successSoft: '#E4F4EA',
    warningSoft: '#FDF1D8',
    warningSoftText: '#7A4B00',
    infoSoft: '#E6EFFA',
    infoSoftText: '#1D4E89',
    focus: '#B4531F',
    overlay: 'rgba(43, 38, 51, 0.45)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(43, 38, 51, 0.06), 0 4px 16px rgba(43, 38, 51, 0.06)',
    popover: '0 8px 30px rgba(43, 38, 51, 0.18)',
  },
  /** Min widths, mobile first. */
  breakpoints: { sm: '640px', md: '768px', lg: '1024px' },
  layout: { maxWidth: '1120px' },
} as const;

export type Theme = typeof tokens;

type Tokens = { [name: string]: string | Tokens };

// Every token is a string, so JSON makes a deep copy the page may extend.
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Adds to `page` every token of `own` it lacks, keeping the values it has. */
function addMissingTokens(page: Tokens, own: Tokens): void {
  for (const [name, value] of Object.entries(own)) {
    const current = page[name];
    if (current === undefined) page[name] = copyOf(value);
    else if (typeof current === 'object' && typeof value === 'object') addMissingTokens(current, value);
  }
}

/**
 * The theme the page wears: one object per page, the first copy's (the shell's). A copy of a newer
 * minor adds the tokens it brings and the page lacks, so its components never read a missing one;
 * the tokens the page has keep their values, so the page still looks like one app.
 */
export const theme: Theme = pageSingleton(`ui-kit.theme.v${majorOf(UI_KIT_VERSION)}`, () => copyOf(tokens));
addMissingTokens(theme as unknown as Tokens, tokens as unknown as Tokens);

/** `${media.md} { … }` applies from the md breakpoint up. */
export const media = {
  sm: `@media (min-width: ${tokens.breakpoints.sm})`,
  md: `@media (min-width: ${tokens.breakpoints.md})`,
  lg: `@media (min-width: ${tokens.breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
