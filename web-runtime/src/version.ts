import { majorOf } from '@heartwise/ui-kit';

/** This copy's version: the same as package.json (a unit test holds them together). */
export const WEB_RUNTIME_VERSION = '1.3.0';

/** The key of this copy's page-wide state (pageSingleton): shared by every copy of the same major. */
export const runtimeSlot = (thing: string): string => `web-runtime.${thing}.v${majorOf(WEB_RUNTIME_VERSION)}`;
