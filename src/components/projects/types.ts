import type {
  Creditor,
  ProjectField,
  ProjectSearchResult,
  ProjectState,
  ResponsibleExecutor,
} from '../../registry/schemas';
import type { FieldErrors, FilterName, ProjectSearchQuery } from '../../lib/projectQuery';

/** The reference lists the filter selects offer, read once by the page. */
export interface SearchReferences {
  creditors: Creditor[];
  executors: ResponsibleExecutor[];
  states: ProjectState[];
  fields: ProjectField[];
}

export type FilterValues = Partial<Record<FilterName, string>>;

export interface SearchState {
  query: ProjectSearchQuery;
  errors: FieldErrors;
  values: FilterValues;
}

export type { ProjectSearchResult };
