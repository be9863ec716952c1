// Where the portal publishes its IATI activity files.

export const IATI_PREFIX = '/api/iati';
/** Every project of a search (the /projects query string), or of the whole registry. */
export const IATI_ACTIVITIES_PATH = `${IATI_PREFIX}/activities.xml`;
/** One project's activity. */
export const iatiActivityPath = (projectId: string): string =>
  `${IATI_PREFIX}/activities/${encodeURIComponent(projectId)}.xml`;
