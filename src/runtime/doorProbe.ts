import http from 'node:http';
import { DOOR_PROBE_PATH, type DoorWaitMessage } from '../http/doorWait';

// The cluster primary's measure of its own door (why: ../http/doorWait.ts): sentinels in the
// line. Every tenth of a second it asks its own port for DOOR_PROBE_PATH on a fresh connection,
// which joins the same line as a visitor's new connection, and says how long the oldest sentinel
// not yet answered has waited: the age of the oldest connection not yet taken, to a tenth of a
// second. A line that is gone is known as soon as a sentinel passed it, one that grows as its
// sentinels age. At most MAX_OUT sentinels at a time and one timer: nothing here grows with the
// traffic.

/** A sentinel is sent this often, and the door's wait said as often. */
const TICK_MS = 100;
/** Sentinels out at once at most: two seconds of them. */
const MAX_OUT = 20;
/** A sentinel unanswered for this long is given up. */
const GIVE_UP_MS = 10_000;

export interface DoorProbe {
  /** How long the oldest sentinel out has waited (ms; 0 when none is out). */
  latestMs(): number;
  stop(): void;
}

export function probeDoor(
  target: { host: string; port: number },
  tell: (message: DoorWaitMessage) => void,
): DoorProbe {
  // Send times of the sentinels out, oldest first.
  const out: number[] = [];
  let stopped = false;
  const oldestMs = () => (out.length > 0 ? performance.now() - out[0]! : 0);
  const say = () => tell({ type: 'ifi:door-wait', ms: oldestMs() });
  const send = () => {
    const sentAt = performance.now();
    out.push(sentAt);
    const finish = (answered: boolean) => {
      const at = out.indexOf(sentAt);
      if (at < 0) return;
      out.splice(at, 1);
      // Through the door: the line behind it is younger. (A refused connection, a worker
      // restarting, says nothing about the line.)
      if (answered) say();
    };
    const request = http.get(
      {
        host: target.host,
        port: target.port,
        path: DOOR_PROBE_PATH,
        agent: false,
        headers: { connection: 'close' },
        timeout: GIVE_UP_MS,
      },
      (res) => {
        res.resume();
        res.once('end', () => finish(true));
      },
    );
    request.once('timeout', () => request.destroy());
    request.once('error', () => finish(false));
  };
  const timer = setInterval(() => {
    if (stopped) return;
    if (out.length < MAX_OUT) send();
    say();
  }, TICK_MS);
  timer.unref();
  return {
    latestMs: oldestMs,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
