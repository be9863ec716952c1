// The PostgreSQL full-text index expressions (migration 002), shared with the queries in
// src/registry/dialect/postgres.ts: a query uses an expression index only when it repeats the
// expression exactly. They index what SQLite's FTS5 table holds: NFC text, apostrophes removed,
// lower case (ICU, so the database's locale does not matter), every other non-letter,
// non-digit character a word break; the 'simple' configuration neither stems nor drops words.

const norm = (column: string) =>
  `regexp_replace(lower(normalize(translate(coalesce(${column}, ''), 'ʼ''’‘\`', ''), NFC) COLLATE "und-x-icu"), '[^[:alnum:]]+', ' ', 'g')`;

/** Name, purpose and beneficiary of alias `projects`. */
export const allTextVector = `to_tsvector('simple', ${norm('"projectName"')} || ' ' || ${norm('"projectPurpose"')} || ' ' || ${norm('beneficiar')})`;

/** The beneficiary alone. */
export const beneficiarVector = `to_tsvector('simple', ${norm('beneficiar')})`;
