import 'server-only';
import type { Registry } from '../database/db';
import type { RegulatoryDocument } from '../schemas';

/** The regulatory base (spec "LAWS"), newest acts first. */
export async function listRegulatoryDocuments(db: Registry): Promise<RegulatoryDocument[]> {
  return db
    .selectFrom('regulatoryDocuments')
    .select(['id', 'kind', 'title', 'number', 'date', 'issuer', 'url'])
    .orderBy('date', 'desc')
    .orderBy('id')
    .execute();
}
