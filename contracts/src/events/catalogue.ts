import { UserRegistered } from './identity.events.js';

/** Every event the platform publishes; the infra and k8s checks read topics from here. */
export const eventCatalogue = [UserRegistered] as const;

export const allTopics: readonly string[] = eventCatalogue.map((event) => event.type);
