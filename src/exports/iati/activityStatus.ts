import { byName } from './names';

// Table 2.1 of MAPPING.md: the registry's project state → IATI ActivityStatus. The registry's
// own list of states is not published; these are the names the portal knows (the demo's). A
// state not listed here cannot be published: its projects are skipped and logged.

export const activityStatusTable = [
  // Not signed yet.
  ['Підготовка', '1'],
  ['Переговори', '1'],
  // Signed but not in force: nothing is implemented yet.
  ['Підписано', '1'],
  // In force: the demo starts implementation on the day the agreement takes effect.
  ['Набрання чинності', '2'],
  ['Реалізація', '2'],
  ['Завершено', '4'],
  ['Призупинено', '6'],
] as const;

export type ActivityStatusCode = (typeof activityStatusTable)[number][1];

/** The activity-status code of a project state, or undefined when the state is not mapped. */
export const activityStatusOf = byName<ActivityStatusCode>(activityStatusTable);
