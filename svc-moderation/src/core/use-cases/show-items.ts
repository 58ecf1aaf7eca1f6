import type { ModerationItem } from '@heartwise/contracts';
import type { ModerationItemRecord } from '../../ports/moderation-item.repository.port.js';
import type { PersonRepository } from '../../ports/person.repository.port.js';
import type { SanctionRepository } from '../../ports/sanction.repository.port.js';
import { peopleNamedBy, toModerationItem } from '../item-view.js';

export interface ShowDeps {
  people: Pick<PersonRepository, 'byIds'>;
  sanctions: Pick<SanctionRepository, 'ofMembers'>;
}

/** Items in the read shape: their authors' sanctions read at once, then everyone they name. */
export async function showItems(deps: ShowDeps, records: ModerationItemRecord[]): Promise<ModerationItem[]> {
  const sanctions = await deps.sanctions.ofMembers(records.map((record) => record.authorId));
  const issuers = [...sanctions.values()].flat().map((sanction) => sanction.issuedBy);
  const people = await deps.people.byIds([...records.flatMap(peopleNamedBy), ...issuers]);
  return records.map((record) => toModerationItem(record, people, sanctions.get(record.authorId) ?? []));
}
