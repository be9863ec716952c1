import type { RegulatoryDocument } from '../../registry/schemas';

// The regulatory base grouped by kind of act, in the order of legal force (codes and laws
// first, ministry orders last), newest first inside a group. Kinds not listed follow, A–Я.
const KIND_ORDER = ['Кодекс', 'Закон', 'Указ Президента', 'Постанова КМУ', 'Розпорядження КМУ'];
const collator = new Intl.Collator('uk');

const PLURAL: Record<string, string> = {
  Кодекс: 'Кодекси',
  Закон: 'Закони України',
  'Указ Президента': 'Укази Президента України',
  'Постанова КМУ': 'Постанови Кабінету Міністрів України',
  'Розпорядження КМУ': 'Розпорядження Кабінету Міністрів України',
  'Наказ Мінфіну': 'Накази Міністерства фінансів України',
};

export interface DocumentGroup {
  kind: string;
  title: string;
  documents: RegulatoryDocument[];
}

const rank = (kind: string): number => {
  const index = KIND_ORDER.indexOf(kind);
  return index === -1 ? KIND_ORDER.length : index;
};

export function groupDocuments(documents: readonly RegulatoryDocument[]): DocumentGroup[] {
  const byKind = new Map<string, RegulatoryDocument[]>();
  for (const d of documents) byKind.set(d.kind, [...(byKind.get(d.kind) ?? []), d]);
  return [...byKind.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || collator.compare(a, b))
    .map(([kind, docs]) => ({
      kind,
      title: PLURAL[kind] ?? kind,
      documents: [...docs].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id),
    }));
}
