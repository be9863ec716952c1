import type {
  Creditor,
  ProjectField,
  ProjectSearchResult,
  ProjectState,
  ResponsibleExecutor,
} from '../../registry/schemas';
import type { FilterName } from '../../lib/projectQuery';

/** The reference lists the filter selects offer, read once by the page. */
export interface SearchReferences {
  creditors: Creditor[];
  executors: ResponsibleExecutor[];
  states: ProjectState[];
  fields: ProjectField[];
}

export type FilterValues = Partial<Record<FilterName, string>>;

export type { ProjectSearchResult };
