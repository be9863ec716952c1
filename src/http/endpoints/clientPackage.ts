import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Handler } from 'hono';
import { contentDisposition } from '../../exports/contentDisposition';
import { mediaTypes } from '../../exports/mediaTypes';
import { clientPackageFile } from '../../lib/portalVersion';
import { corsHeaders, errorResponse } from '../responses';

// GET /api/client.tgz: the typed client package (`npm install <portal>/api/client.tgz`), built
// by `npm run build` (client/build.ts) for this portal's version. Read once: it is a few
// kilobytes and does not change while the process runs.

let loaded: Promise<{ bytes: Buffer; etag: string } | undefined> | undefined;

async function load() {
  try {
    const bytes = await fs.readFile(path.resolve('dist', 'client-package', clientPackageFile()));
    return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
  } catch {
    return undefined;
  }
}

export const clientPackage: Handler = async (c) => {
  const file = await (loaded ??= load());
  if (!file) {
    loaded = undefined;
    return errorResponse(404, 'not_found', 'Пакет клієнта ще не зібрано (npm run build).');
  }
  const headers = {
    ...corsHeaders,
    etag: file.etag,
    // A new portal version is a new file under the same address: revalidate, cheaply.
    'cache-control': 'public, max-age=300, no-transform',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(file.bytes), 200, {
    ...headers,
    'content-type': mediaTypes.tgz,
    'content-disposition': contentDisposition(clientPackageFile()),
  });
};
