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

/** Every event the platform publishes; topic declarations (k8s KafkaTopics) are checked against it. */
export const eventCatalogue = [
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
  ThreadCreated,
  ReplyCreated,
  ContentReported,
  ContentScreened,
  ContentEdited,
  ContentDeleted,
  ContentRemoved,
  HelpRequested,
  DecisionMade,
  SanctionIssued,
  SanctionLifted,
] as const;

export const allTopics: readonly string[] = eventCatalogue.map((event) => event.type);
