import packageJson from '../../package.json';

// The portal's version, from package.json: the OpenAPI document's info.version and the typed
// client package (/api/client.tgz) carry it, so a client names the portal it was built from.
export const PORTAL_VERSION: string = packageJson.version;

/** The typed client package: its npm name and the file name the portal serves it under. */
export const CLIENT_PACKAGE_NAME = 'ifi-portal-client';
export const CLIENT_PACKAGE_PATH = '/api/client.tgz';
export const clientPackageFile = (version = PORTAL_VERSION) =>
  `${CLIENT_PACKAGE_NAME}-${version}.tgz`;
