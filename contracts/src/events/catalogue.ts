import {
  LinkApproved,
  LinkEnded,
  MembershipChanged,
  OrgCreated,
  OrgSettingsChanged,
  SessionEnded,
  UserDeleted,
  UserRegistered,
  UserRoleChanged,
  UserUpdated,
} from './identity.events.js';
import {
  ContentDeleted,
  ContentEdited,
  ContentRemoved,
  ContentReported,
  HelpRequested,
  ContentScreened,
  ReplyCreated,
  ThreadCreated,
} from './forum.events.js';
import { DecisionMade, SanctionIssued, SanctionLifted } from './moderation.events.js';

/** What svc-identity publishes: its events declaration names this list. */
export const identityEvents = [
  UserRegistered,
  UserUpdated,
  UserRoleChanged,
  UserDeleted,
  LinkApproved,
  LinkEnded,
  SessionEnded,
  OrgCreated,
  MembershipChanged,
  OrgSettingsChanged,
] as const;

/** What svc-forum publishes. */
export const forumEvents = [
  ThreadCreated,
  ReplyCreated,
  ContentReported,
  ContentScreened,
  ContentEdited,
  ContentDeleted,
  ContentRemoved,
  HelpRequested,
] as const;

/** What svc-moderation publishes. */
export const moderationEvents = [DecisionMade, SanctionIssued, SanctionLifted] as const;

/** Every event the platform publishes; topic declarations (k8s KafkaTopics) are checked against it. */
export const eventCatalogue = [...identityEvents, ...forumEvents, ...moderationEvents] as const;

export const allTopics: readonly string[] = eventCatalogue.map((event) => event.type);
