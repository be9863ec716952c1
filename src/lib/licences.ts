// The two licences of the portal, said once: its code (LICENSE, package.json, the typed client
// package) and its content (the registry's data: the API, the exports, datapackage.json).

export interface Licence {
  /** SPDX identifier, as package.json and datapackage.json want it. */
  spdx: string;
  /** Short name people know it by. */
  name: string;
  /** Its full title. */
  title: string;
  /** Where its official text is. */
  url: string;
}

/** The code: EUPL-1.2, the EU public sector's licence, compatible with dictionary-uk's GPL-3.0. */
export const CODE_LICENCE: Licence = {
  spdx: 'EUPL-1.2',
  name: 'EUPL 1.2',
  title: 'European Union Public Licence 1.2',
  url: 'https://interoperable-europe.ec.europa.eu/collection/eupl/eupl-text-eupl-12',
};

/** The registry's data, whatever its format or way of access. */
export const CONTENT_LICENCE: Licence = {
  spdx: 'CC-BY-4.0',
  name: 'CC BY 4.0',
  title: 'Creative Commons Attribution 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};
