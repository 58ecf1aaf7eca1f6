import type { LinkPerson } from '@heartwise/contracts';

/** What we call the other side of a link: their first name, else their username. */
export const firstNameOf = (person: LinkPerson): string => person.firstName?.trim() || `@${person.username}`;

/** Their full name where we have one, else their username. */
export const fullNameOf = (person: LinkPerson): string =>
  [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || `@${person.username}`;

/** The avatar letter. */
export const initialOf = (person: LinkPerson): string =>
  (person.firstName?.trim() || person.username).charAt(0).toUpperCase();
