// The per-client limits count requests per minute. With the counters in PostgreSQL
// (src/registry/limits/rateLimits.ts) the windows are whole clock minutes, so requests that run across
// a minute's end count in two windows and may never meet the limit. A test that must see a limit
// reached starts where the minute has room for its requests, and checks afterwards that they all
// fell in it. In-memory counters start their window at the first request: nothing to wait for.

const MINUTE_MS = 60_000;
const minuteOf = (time: number) => Math.floor(time / MINUTE_MS);

/** Waits until the clock minute has at least `roomMs` left; `sameMinute()` says whether it still runs. */
export async function inOneClockMinute(
  roomMs: number,
  countersInDatabase: boolean,
): Promise<{ sameMinute: () => boolean }> {
  if (!countersInDatabase) return { sameMinute: () => true };
  if (roomMs > MINUTE_MS - 5_000) throw new Error(`no minute has ${roomMs} ms of room to wait for`);
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
  const minute = minuteOf(Date.now());
  return { sameMinute: () => minuteOf(Date.now()) === minute };
}
