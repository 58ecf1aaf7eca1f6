import {
  LinkApproved,
  LinkEnded,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserUpdated,
} from './identity.events.js';

/** Every event the platform publishes; the infra and k8s checks read topics from here. */
export const eventCatalogue = [
  UserRegistered,
  UserUpdated,
  UserRoleChanged,
  UserDeleted,
  LinkApproved,
  LinkEnded,
] as const;

export const allTopics: readonly string[] = eventCatalogue.map((event) => event.type);
