// Server only (pino writes to the process's standard output).
import pino from 'pino';

// The portal's log: one JSON line per event on standard output (pino), for a log collector to
// read. LOG_LEVEL (default info) chooses how much: trace, debug, info, warn, error, fatal, silent.
export const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { pid: process.pid },
  // err: the error's type, message and stack (pino's standard serializer).
  serializers: { err: pino.stdSerializers.err },
});
