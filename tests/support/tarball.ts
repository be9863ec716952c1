import { gunzipSync } from 'node:zlib';

// Reads a gzipped tar (an npm package) into memory: the file names and their bytes. Enough of
// ustar for what `npm pack` writes (regular files, names under 100 bytes plus prefix).

export interface TarEntry {
  name: string;
  bytes: Buffer;
}

const text = (block: Buffer, from: number, length: number) =>
  block
    .subarray(from, from + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

export function readTarball(gzipped: Uint8Array): TarEntry[] {
  const tar = gunzipSync(gzipped);
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = text(header, 156, 1);
    if (type === '' || type === '0') {
      entries.push({ name, bytes: tar.subarray(offset + 512, offset + 512 + size) });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}
