// Server only (pino writes to the process's standard output).
import pino from 'pino';
import { settings } from './environment';

// The portal's log: one JSON line per event on standard output (pino), for a log collector to
// read. LOG_LEVEL (default info) chooses how much: trace, debug, info, warn, error, fatal, silent.

/** LOG_LEVEL; a bad configuration logs at info until the start's own check reports it. */
function level(): string {
  try {
    return settings().logLevel;
  } catch {
    return 'info';
  }
}

export const log = pino({
  level: level(),
  base: { pid: process.pid },
  // err: the error's type, message and stack (pino's standard serializer).
  serializers: { err: pino.stdSerializers.err },
});
