import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import type { EventEnvelope } from '@heartwise/contracts';
import { UserRecord } from '../../core/user.record.js';
import {
  EmailTakenError,
  UsernameTakenError,
  type UserRepository,
} from '../../ports/user.repository.port.js';

/** Users on the service-kit document store (mongoose or embedded, chosen by the composition root). */
export function userRepository(store: DocumentStore): UserRepository {
  const users = store.collection<UserRecord>({
    name: 'users',
    schema: UserRecord,
    indexes: [
      { fields: { username: 1 }, unique: true },
      { fields: { emailKey: 1 }, unique: true },
      { fields: { role: 1 } },
      { fields: { organizationId: 1 } },
    ],
  });

  return {
    async create(user: UserRecord, events: EventEnvelope[]) {
      try {
        return await users.insert(user, { events });
      } catch (error) {
        if (error instanceof DuplicateKeyError) {
          if (error.detail.includes('emailKey')) throw new EmailTakenError();
          if (error.detail.includes('username')) throw new UsernameTakenError();
          // Adapters name the index differently; decide by looking.
          if (await users.findOne({ emailKey: user.emailKey })) throw new EmailTakenError();
          throw new UsernameTakenError();
        }
        throw error;
      }
    },
    findById: (id) => users.findById(id),
    findByUsername: (username) => users.findOne({ username }),
    findByEmail: (email) => users.findOne({ emailKey: email.trim().toLowerCase() }),
    async touchLastActive(id, at) {
      await users.updateOne({ id }, { set: { lastActive: at } });
    },
    list: () => users.find({}, { sort: { createdAt: -1 } }),
    countByRole: (role) => users.count({ role }),
    countInOrganization: (organizationId) => users.count({ organizationId }),
    updateIfUnchanged: (id, readAt, changes, events) =>
      users.updateOne({ id, updatedAt: readAt }, { set: changes }, { events }),
    delete: (id, events) => users.deleteOne({ id }, { events }),
  };
}
