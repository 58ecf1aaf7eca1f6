import {
  LinkApproved,
  LinkEnded,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserUpdated,
} from './identity.events.js';

/** Every event the platform publishes; topic declarations (k8s KafkaTopics) are checked against it. */
export const eventCatalogue = [
  UserRegistered,
  UserUpdated,
  UserRoleChanged,
  UserDeleted,
  LinkApproved,
  LinkEnded,
] as const;

export const allTopics: readonly string[] = eventCatalogue.map((event) => event.type);
