import type { ReactElement } from 'react';

/** Simple line icons drawn for Heartwise (24×24, stroke in the current text colour). */
const paths = {
  sprout: (
    <>
      <path d="M12 21v-9" />
      <path d="M12 12C12 8 9 5.5 4.5 5.5c0 4.5 3 6.5 7.5 6.5z" />
      <path d="M12 14.5c0-3.5 2.6-5.5 7-5.5 0 3.5-2.6 5.5-7 5.5z" />
    </>
  ),
  chat: <path d="M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3.5 20.5l1.4-4.9A8.5 8.5 0 1 1 21 11.5z" />,
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14c2.8.3 5 2.7 5 6" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.8-4.4-1.5-7.5-5.2-7.5-9.8V6L12 3z" />
      <path d="M8.75 12.25l2.25 2.25 4.25-4.5" />
    </>
  ),
  droplet: <path d="M12 3c-3.6 4.6-6.25 8-6.25 11.25a6.25 6.25 0 0 0 12.5 0C18.25 11 15.6 7.6 12 3z" />,
  activity: <path d="M3 12h4l3-8 4 16 3-8h4" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
    </>
  ),
  apple: (
    <>
      <path d="M12 7.5c-1.6-1.3-4.2-1.5-5.8.2-2 2.2-1.5 6.9 1 10.2 1.5 2 3.1 2.5 4.8 1.5 1.7 1 3.3.5 4.8-1.5 2.5-3.3 3-8 1-10.2-1.6-1.7-4.2-1.5-5.8-.2z" />
      <path d="M12 7.5c0-2 1-3.6 3-4.5" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4 6.75 6.75 0 0 0 20 14.5z" />,
  /** No connection: a signal's arcs, struck through. Since 1.1.0. */
  offline: (
    <>
      <path d="M5 12.5a10 10 0 0 1 4-2.3M14.5 10.1a10 10 0 0 1 4.5 2.4" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="0.75" />
      <path d="M3 4l18 16" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;

/** A decorative icon: always hidden from screen readers, so put the meaning in text next to it. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
