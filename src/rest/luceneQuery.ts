import lucene, { type BinaryNode, type Node, type RangeNode, type TermNode } from 'lucene';
import { filterSpec, type FilterName } from '../lib/projectFilters';
import {
  projectFiltersSchema,
  type ProjectFilters,
  type SearchCriteria,
} from '../lib/projectQuery';
import { luceneField, type LuceneField } from './luceneFields';

// Lucene query string (registry-compatible `query` parameter) → registry filters. The registry
// search is a conjunction of filters, so the query is brought to disjunctive normal form: each
// OR alternative becomes one filter set, and the registry matches any of them. Everything the
// registry cannot answer exactly (NOT, fuzzy, boosts, regexes, wildcards inside words, exclusive
// ranges) is refused with a message rather than silently approximated.

export const MAX_QUERY_LENGTH = 1000;
export const MAX_ALTERNATIVES = 20;
/** Group nesting and operators allowed; checked before the parser runs (see checkShape). */
export const MAX_GROUP_DEPTH = 4;
export const MAX_OPERATORS = 40;

export class QueryError extends Error {}

interface Condition {
  field: LuceneField;
  written: string;
  node: TermNode | RangeNode;
}
type Dnf = Condition[][];

const isRange = (node: Node): node is RangeNode => 'term_min' in node;
const isTerm = (node: Node): node is TermNode => 'term' in node;

function operatorKind(operator: string | undefined): 'AND' | 'OR' {
  if (operator === 'AND' || operator === '&&') return 'AND';
  if (operator === 'OR' || operator === '||') return 'OR';
  if (operator === '<implicit>') {
    throw new QueryError(
      'Між умовами потрібен оператор AND або OR; фразу з кількох слів візьміть у лапки',
    );
  }
  throw new QueryError(`Оператор ${operator ?? '?'} не підтримується; можна AND, OR і дужки`);
}

function leaf(node: TermNode | RangeNode, groupField: string | undefined): Dnf {
  let written = node.field === '<implicit>' ? (groupField ?? 'data.projectName') : node.field;
  if (written.startsWith('-') || written.startsWith('!')) {
    throw new QueryError('Заперечення (NOT, -) не підтримується');
  }
  if (written.startsWith('+')) written = written.slice(1);
  const field = luceneField(written);
  if (!field) {
    throw new QueryError(
      `Поле «${written}» не підтримується; див. перелік полів запиту в /v2/api-docs`,
    );
  }
  return [[{ field, written, node }]];
}

function toDnf(node: Node, groupField?: string): Dnf {
  if (isTerm(node) || isRange(node)) return leaf(node, groupField);
  const binary = node as BinaryNode;
  if (binary.start) throw new QueryError('Заперечення (NOT, -) не підтримується');
  const field = binary.field ?? groupField;
  const left = toDnf(binary.left, field);
  if (!binary.right) return left;
  const kind = operatorKind(binary.operator);
  const right = binary.right as BinaryNode;
  if (right.operator && !right.parenthesized && operatorKind(right.operator) !== kind) {
    throw new QueryError('Поєднуючи AND і OR, згрупуйте умови дужками: a AND (b OR c)');
  }
  const rest = toDnf(binary.right, field);
  const dnf =
    kind === 'OR' ? [...left, ...rest] : left.flatMap((l) => rest.map((r) => [...l, ...r]));
  if (dnf.length > MAX_ALTERNATIVES) {
    throw new QueryError(`Запит розгортається в понад ${MAX_ALTERNATIVES} альтернатив (OR)`);
  }
  return dnf;
}

function checkTerm(c: Condition & { node: TermNode }): string {
  const { node, written } = c;
  if (node.regex) throw new QueryError(`${written}: регулярні вирази не підтримуються`);
  if (node.similarity != null || node.proximity != null) {
    throw new QueryError(`${written}: нечіткий пошук (~) не підтримується`);
  }
  if (node.boost != null) throw new QueryError(`${written}: вага умови (^) не підтримується`);
  let value = node.term;
  // Text already matches by word prefix, so a trailing * says nothing new.
  if (c.field.kind === 'text' && !node.quoted) value = value.replace(/\*$/, '');
  if (!node.quoted && /[*?]/.test(value)) {
    throw new QueryError(`${written}: шаблони * і ? підтримуються лише в кінці слова тексту`);
  }
  return value.replace(/\\(.)/g, '$1');
}

function setFilter(
  filters: Record<string, unknown>,
  name: FilterName,
  raw: string,
  written: string,
) {
  if (name in filters) {
    throw new QueryError(`${written}: поле повторюється в одній групі AND; використайте OR`);
  }
  const parsed = filterSpec(name).schema.safeParse(raw);
  if (!parsed.success) {
    throw new QueryError(`${written}: ${parsed.error.issues[0]?.message ?? 'невірне значення'}`);
  }
  filters[name] = parsed.data;
}

function conjunctionFilters(conditions: Condition[]): ProjectFilters {
  const filters: Record<string, unknown> = {};
  for (const c of conditions) {
    const { field, written, node } = c;
    if (isRange(node)) {
      if (!field.range) throw new QueryError(`${written}: діапазон [a TO b] не підтримується`);
      if (node.inclusive !== 'both') {
        throw new QueryError(`${written}: підтримуються лише діапазони з межами [a TO b]`);
      }
      if (node.term_min !== '*') setFilter(filters, field.range[0], node.term_min, written);
      if (node.term_max !== '*') setFilter(filters, field.range[1], node.term_max, written);
      continue;
    }
    const value = checkTerm({ ...c, node });
    if (field.kind === 'type') {
      if (value !== 'PROJECT') {
        throw new QueryError(`typeKey: пошук підтримує лише typeKey:PROJECT`);
      }
      continue;
    }
    if (field.range) {
      setFilter(filters, field.range[0], value, written);
      setFilter(filters, field.range[1], value, written);
    } else if (field.filter) {
      setFilter(filters, field.filter, value, written);
    }
  }
  const checked = projectFiltersSchema().safeParse(filters);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new QueryError(`${String(issue?.path[0] ?? '')}: ${issue?.message ?? ''}`);
  }
  return checked.data;
}

// The PEG parser costs ~0.7 ms per query, a tenth of a whole search; clients repeat the same
// few queries while paging, so recent results are kept (frozen: callers share them).
const CACHE_SIZE = 500;
const cache = new Map<string, SearchCriteria>();

/** Parses `query`; throws QueryError with a Ukrainian message for anything unsupported. */
export function parseLuceneQuery(query: string | undefined): SearchCriteria {
  const text = query?.trim() ?? '';
  if (!text) return { filters: {} };
  const cached = cache.get(text);
  if (cached) return cached;
  const criteria = deepFreeze(parseUncached(text));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, criteria);
  return criteria;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The PEG parser of the `lucene` package backtracks exponentially on unbalanced groups and
 * quotes ('AND ('.repeat(8) takes 40 s; 22 of them kill the process with "invalid array size"),
 * so a query reaches it only when its groups, ranges and quotes are balanced, shallow and have
 * few operators. Balanced queries within these bounds parse in about a millisecond.
 */
export function checkShape(text: string): void {
  if (text.length > MAX_QUERY_LENGTH) {
    throw new QueryError(`Запит довший за ${MAX_QUERY_LENGTH} символів`);
  }
  let depth = 0;
  let ranges = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (quoted) continue;
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '[' || ch === '{') ranges++;
    else if (ch === ']' || ch === '}') ranges--;
    if (depth < 0 || ranges < 0 || ranges > 1) {
      throw new QueryError('Синтаксична помилка в запиті: дужки не збалансовані');
    }
    if (depth > MAX_GROUP_DEPTH) {
      throw new QueryError(`Запит вкладає дужки глибше ніж на ${MAX_GROUP_DEPTH} рівні`);
    }
  }
  if (quoted) throw new QueryError('Синтаксична помилка в запиті: лапки не закриті');
  if (depth !== 0 || ranges !== 0)
    throw new QueryError('Синтаксична помилка в запиті: дужки не збалансовані');
  const operators = text.match(/\b(AND|OR|NOT)\b|&&|\|\||\(/g)?.length ?? 0;
  if (operators > MAX_OPERATORS) {
    throw new QueryError(`Запит має понад ${MAX_OPERATORS} операторів`);
  }
}

function parseUncached(text: string): SearchCriteria {
  checkShape(text);
  let ast: BinaryNode;
  try {
    ast = lucene.parse(text);
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start
      ?.column;
    throw new QueryError(
      `Синтаксична помилка в запиті${column ? ` (позиція ${column})` : ''}: перевірте дужки, лапки й оператори`,
    );
  }
  let alternatives: ProjectFilters[];
  try {
    alternatives = toDnf(ast).map(conjunctionFilters);
  } catch (error) {
    if (error instanceof QueryError) throw error;
    // An AST shape the reader does not expect (e.g. a lone operator) is a syntax error too.
    throw new QueryError('Синтаксична помилка в запиті: перевірте дужки, лапки й оператори');
  }
  if (alternatives.length === 1) return { filters: alternatives[0]! };
  // One alternative without any filter matches everything: the OR is then no restriction.
  if (alternatives.some((f) => Object.keys(f).length === 0)) return { filters: {} };
  return { filters: {}, anyOf: alternatives };
}
