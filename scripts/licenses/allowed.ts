// The one list of licences the portal's production dependencies may carry (`npm test`'s
// `licenses` step reads it). The portal's own code is EUPL-1.2 (LICENSE): every licence here is
// either permissive or on the EUPL's list of compatible licences (its appendix names GPL-3.0,
// which dictionary-uk, the spelling dictionary of the search, is under).

/** SPDX identifiers a production dependency may be under. */
export const ALLOWED = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'Zlib',
  'Unlicense',
  'CC0-1.0',
  'WTFPL',
  // Data, not code: caniuse-lite's browser tables.
  'CC-BY-4.0',
  // In the EUPL-1.2 appendix of compatible licences.
  'GPL-3.0',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'EUPL-1.2',
]);

/** Old or informal spellings found in package.json files, read as the SPDX identifier meant. */
export const ALIASES: Record<string, string> = { 'MIT/X11': 'MIT' };

/**
 * Packages whose package.json says no SPDX licence, each read by hand: the name and the reason.
 * A new version of one of them is checked again (the version is part of the key).
 */
export const REVIEWED: Record<string, string> = {
  'dejavu-fonts-ttf@2.37.3':
    'the DejaVu fonts (PDF exports): Bitstream Vera and Arev font licences, free to use, embed and redistribute (its LICENSE)',
  'png-js@1.1.0': 'MIT: its LICENSE file (package.json has no license field)',
  'buffers@0.1.1':
    'states no licence; a dependency of exceljs (XLSX exports) by way of binary/unzipper, by the author of chainsaw (MIT/X11)',
};
