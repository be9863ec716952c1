import { iatiDateTime } from './values';
import { log as logger } from '../../config/log';

// What one export shares across its activities: the portal's public address, its start (the
// file's generated-datetime, and "today" for every not-in-the-future rule: the IATI Validator
// compares with its own, later, clock), and its log.

export interface ExportContext {
  /** PUBLIC_URL's origin: every absolute URL in the file. */
  origin: string;
  /** `YYYY-MM-DDTHH:MM:SSZ`, the export's start. */
  generatedAt: string;
  /** The UTC date of `generatedAt`. */
  today: string;
  log: (line: string) => void;
  /** Creditors without an IATI organisation already logged by this export (once each). */
  loggedCreditors: Set<string>;
}

export function exportContext(
  origin: string,
  now = new Date(),
  log: (line: string) => void = (line) => logger.warn(line),
): ExportContext {
  const generatedAt = iatiDateTime(now);
  return { origin, generatedAt, today: generatedAt.slice(0, 10), log, loggedCreditors: new Set() };
}
