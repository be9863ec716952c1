import 'server-only';
import { searchTerms, type SearchTerm } from '../../text/searchTerms';
import { lemmatiser } from './lexicon';

// Visitor text → the terms of a full-text search, the same for both dialects (the SQLite FTS5
// MATCH expression and the PostgreSQL tsquery are built from them in src/registry/dialect/).
// Terms hold letters and digits only (src/text), so quotes, operators and FTS syntax never
// reach the parser. All terms are required.

/** `all`: terms to find in name, purpose or beneficiary; `beneficiar`: in the beneficiary only. */
export interface FullTextQuery {
  all: SearchTerm[];
  beneficiar: SearchTerm[];
}

/** The terms of a search; undefined when there is nothing to match. */
export function fullTextQuery(text: {
  all?: string | undefined;
  beneficiar?: string | undefined;
}): FullTextQuery | undefined {
  const query = {
    all: text.all ? searchTerms(text.all, lemmatiser()) : [],
    beneficiar: text.beneficiar ? searchTerms(text.beneficiar, lemmatiser()) : [],
  };
  return query.all.length || query.beneficiar.length ? query : undefined;
}
