import { DuplicateKeyError, type DocumentStore } from '@heartwise/service-kit';
import { OrganizationRecord, organizationNameKey } from '../../core/organization.record.js';
import {
  OrganizationNameTakenError,
  type OrganizationRepository,
} from '../../ports/organization.repository.port.js';

/** Districts on the service-kit document store, keyed by their id. */
export function organizationRepository(store: DocumentStore): OrganizationRepository {
  const organizations = store.collection<OrganizationRecord>({
    name: 'organizations',
    schema: OrganizationRecord,
    indexes: [{ fields: { nameKey: 1 }, unique: true }],
  });

  return {
    async create(organization, events) {
      try {
        return await organizations.insert(organization, { events });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new OrganizationNameTakenError();
        throw error;
      }
    },
    findById: (id) => organizations.findById(id),
    findByName: (name) => organizations.findOne({ nameKey: organizationNameKey(name) }),
    list: () => organizations.find({}, { sort: { createdAt: 1 } }),
    updateSettings: (id, settings, events) =>
      organizations.updateOne({ id }, { set: { settings } }, { events }),
    updateSchools: (id, schools) => organizations.updateOne({ id }, { set: { schools } }),
    async remove(id) {
      await organizations.deleteOne({ id });
    },
  };
}
