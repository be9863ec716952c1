import type {
  CreditorsTable,
  ProjectFieldsTable,
  ProjectStatesTable,
  ResponsibleExecutorsTable,
} from '../registry/database/dbTypes';
import { RecordError } from './errors';

// The four reference lists a project points into. A project may name a reference by id, by
// name or both (contract "Tolerance"); names the lists do not know are added with a new id.

export type ReferenceKind = 'state' | 'field' | 'creditor' | 'executor';

interface Entry {
  id: number;
  name: string;
}

export interface ReferenceBook {
  resolve(kind: ReferenceKind, id: number | null, name: string | null): number | null;
  lists(): {
    projectStates: ProjectStatesTable[];
    projectFields: ProjectFieldsTable[];
    creditors: CreditorsTable[];
    responsibleExecutors: ResponsibleExecutorsTable[];
  };
}

const normalise = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('uk');

// A sync adds names as it meets them; a registry with more than this many distinct names is not
// a reference list but broken data, and memory must stay bounded.
const MAX_ENTRIES = 100_000;

export function createReferenceBook(initial: {
  states: Entry[];
  fields: Entry[];
  creditors: (Entry & { shortName: string })[];
  executors: Entry[];
}): ReferenceBook {
  const shortNames = new Map(initial.creditors.map((c) => [c.id, c.shortName]));
  const books = new Map<ReferenceKind, { byId: Map<number, Entry>; byName: Map<string, Entry> }>();
  const sources: [ReferenceKind, Entry[]][] = [
    ['state', initial.states],
    ['field', initial.fields],
    ['creditor', initial.creditors],
    ['executor', initial.executors],
  ];
  for (const [kind, entries] of sources) {
    const byId = new Map<number, Entry>();
    const byName = new Map<string, Entry>();
    for (const e of entries) {
      byId.set(e.id, { id: e.id, name: e.name });
      if (!byName.has(normalise(e.name))) byName.set(normalise(e.name), byId.get(e.id)!);
    }
    books.set(kind, { byId, byName });
  }

  function add(kind: ReferenceKind, id: number | null, name: string): Entry {
    const book = books.get(kind)!;
    if (book.byId.size >= MAX_ENTRIES) throw new RecordError(`${kind}: too many distinct names`);
    let newId = id ?? 0;
    if (!newId) for (const known of book.byId.keys()) newId = Math.max(newId, known);
    if (!id) newId += 1;
    const entry = { id: newId, name };
    book.byId.set(newId, entry);
    book.byName.set(normalise(name), entry);
    return entry;
  }

  return {
    resolve(kind, id, name) {
      const book = books.get(kind)!;
      if (id !== null) {
        const known = book.byId.get(id);
        if (known) return known.id;
        if (name) return add(kind, id, name).id;
        throw new RecordError(`${kind} ${id}: not in the reference list and no name given`);
      }
      if (name) return (book.byName.get(normalise(name)) ?? add(kind, null, name)).id;
      return null;
    },
    lists() {
      const entries = (kind: ReferenceKind) =>
        [...books.get(kind)!.byId.values()].sort((a, b) => a.id - b.id);
      // States keep the registry's order (the list shows them so), added names last.
      const states = [...books.get('state')!.byId.values()];
      return {
        projectStates: states.map((e, sortOrder) => ({ ...e, sortOrder })),
        projectFields: entries('field').map((e) => ({ id: e.id, fieldNameUkr: e.name })),
        creditors: entries('creditor').map((e) => ({
          ...e,
          shortName: shortNames.get(e.id) ?? e.name,
        })),
        responsibleExecutors: entries('executor'),
      };
    },
  };
}
