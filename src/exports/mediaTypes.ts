// The media types of everything the portal hands out as a file or feed, said once: the
// downloads, the export limits, datapackage.json and the OpenAPI document read them here.
export const mediaTypes = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  // An npm package (the typed client): npm and browsers take it as a gzip file.
  tgz: 'application/gzip',
} as const;

export type MediaTypeName = keyof typeof mediaTypes;

/** The type without its parameters (`text/csv`), as datapackage.json and OpenAPI name it. */
export const bareMediaType = (name: MediaTypeName): string => mediaTypes[name].split(';')[0]!;
