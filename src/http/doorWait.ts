import { z } from 'zod';

// How long a new connection waits at the cluster's door. node:cluster's primary accepts every
// connection and hands each worker its next one only after the worker took the previous one,
// so when renders run to their end without giving the loop a turn (SQLite answers at once; on
// Node 24 a whole render does), the line is in the primary, where no worker can see it. The
// primary measures it by walking through the door itself: a tiny request to its own port, timed
// until it is answered (../runtime/doorProbe.ts). It tells every worker the figure over IPC,
// and a worker's shedder adds it to the wait it measures in its own line.

/** The probe's path: answered by the edge before anything else, never logged nor counted. */
export const DOOR_PROBE_PATH = '/healthz/door';

export const doorWaitMessage = z.object({
  type: z.literal('ifi:door-wait'),
  ms: z.number().nonnegative(),
});
export type DoorWaitMessage = z.infer<typeof doorWaitMessage>;

/**
 * The door's wait from the primary's reports: the lower of the last two, like the event loop's
 * delay, so that one report of a primary that was itself not run for a moment (a loaded machine)
 * refuses nobody, while a line that stands is seen a tenth of a second later.
 */
export function createDoorReading(): { record(ms: number): void; ms(): number } {
  let previousMs = 0;
  let latestMs = 0;
  return {
    record: (ms) => {
      previousMs = latestMs;
      latestMs = ms;
    },
    ms: () => Math.min(previousMs, latestMs),
  };
}

const reading = createDoorReading();
let listening = false;

/**
 * The door's wait as the primary said it (0 in a single process, which has no door: its accept
 * queue is read whole on every turn of its loop). One listener per process.
 */
export function doorWaitMs(): number {
  if (!listening && process.send) {
    listening = true;
    process.on('message', (message) => {
      const door = doorWaitMessage.safeParse(message);
      if (door.success) reading.record(door.data.ms);
    });
  }
  return reading.ms();
}
