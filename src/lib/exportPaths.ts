// Where the portal publishes its downloads: the registry export, its data package descriptor and
// the IATI activity files. Route names, so that the screens, the edge and the API guide link them
// without reaching into the writers in `exports/`.

/** The /projects list's downloads: every row of the filtered, sorted list. */
export const PROJECT_LIST_EXPORT_PATHS = {
  csv: '/api/projects/export.csv',
  xlsx: '/api/projects/export.xlsx',
} as const;

export const EXPORT_PATH = '/api/xm-entities/export/';
export const DATAPACKAGE_PATH = '/api/xm-entities/export/datapackage.json';

export const IATI_PREFIX = '/api/iati';
/** Every project of a search (the /projects query string), or of the whole registry. */
export const IATI_ACTIVITIES_PATH = `${IATI_PREFIX}/activities.xml`;
/** One project's activity. */
export const iatiActivityPath = (projectId: string): string =>
  `${IATI_PREFIX}/activities/${encodeURIComponent(projectId)}.xml`;
