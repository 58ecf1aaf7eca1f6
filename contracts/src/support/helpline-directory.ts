import { defaultHelplines, type Helpline } from './support-notice.js';
import type { HelplineCountry } from './helpline-country.js';

// The lists of issue 19's directory, by country (./helpline-country.ts). Precedence where they are
// shown: a district's own helplines, else a deployment's HELPLINES, else these (service-kit's
// `helplinesFor`); the app's built-in fallback reads them too.

const trustedAdult: Helpline = {
  name: 'A trusted adult',
  contact: 'A parent, school counsellor, teacher or coach you trust',
};

const emergency = (contact: string): Helpline => ({ name: 'Emergency services', contact });

/**
 * Real, public services for young people, each list opening with the emergency number and ending
 * with a trusted adult, as the default list does. URLs only where they are the services' own.
 */
export const helplineDirectory: Record<HelplineCountry, readonly Helpline[]> = {
  US: [
    emergency('Call 911 if you are in danger right now'),
    { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', url: 'https://988lifeline.org' },
    { name: 'Crisis Text Line', contact: 'Text HOME to 741741', url: 'https://www.crisistextline.org' },
    trustedAdult,
  ],
  GB: [
    emergency('Call 999 if you are in danger right now'),
    { name: 'Samaritans', contact: 'Call 116 123, free, day or night', url: 'https://www.samaritans.org' },
    {
      name: 'Childline',
      contact: 'Call 0800 1111, free, if you are under 19',
      url: 'https://www.childline.org.uk',
    },
    { name: 'Shout', contact: 'Text SHOUT to 85258', url: 'https://giveusashout.org' },
    trustedAdult,
  ],
  CA: [
    emergency('Call 911 if you are in danger right now'),
    { name: '9-8-8 Suicide Crisis Helpline', contact: 'Call or text 988', url: 'https://988.ca' },
    {
      name: 'Kids Help Phone',
      contact: 'Call 1-800-668-6868 or text CONNECT to 686868',
      url: 'https://kidshelpphone.ca',
    },
    trustedAdult,
  ],
  IE: [
    emergency('Call 112 or 999 if you are in danger right now'),
    { name: 'Samaritans', contact: 'Call 116 123, free, day or night', url: 'https://www.samaritans.org' },
    {
      name: 'Childline (ISPCC)',
      contact: 'Call 1800 66 66 66, free, day or night',
      url: 'https://www.childline.ie',
    },
    { name: 'Text About It', contact: 'Text HELLO to 50808' },
    trustedAdult,
  ],
  AU: [
    emergency('Call 000 if you are in danger right now'),
    { name: 'Lifeline', contact: 'Call 13 11 14', url: 'https://www.lifeline.org.au' },
    { name: 'Kids Helpline', contact: 'Call 1800 55 1800', url: 'https://kidshelpline.com.au' },
    trustedAdult,
  ],
  NZ: [
    emergency('Call 111 if you are in danger right now'),
    { name: '1737, Need to talk?', contact: 'Call or text 1737', url: 'https://1737.org.nz' },
    { name: 'Youthline', contact: 'Call 0800 376 633 or text 234', url: 'https://www.youthline.co.nz' },
    trustedAdult,
  ],
};

/** The list for a country; the default list for none or one the directory does not cover. */
export const helplinesOfCountry = (country: HelplineCountry | null | undefined): Helpline[] => [
  ...(country ? helplineDirectory[country] : defaultHelplines),
];
