import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDoorReading,
  DOOR_PROBE_PATH,
  doorWaitMessage,
  type DoorWaitMessage,
} from '../../src/http/doorWait';
import { probeDoor, type DoorProbe } from '../../src/runtime/doorProbe';

// The cluster primary measures the line of new connections at its door with sentinels: the age
// of the oldest one not yet answered, told to the workers as it grows, and 0 once the line is gone.

let server: http.Server | undefined;
let probe: DoorProbe | undefined;

afterEach(async () => {
  probe?.stop();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that holds every sentinel while `holding` is set. */
async function door() {
  const state = { holding: false, held: [] as http.ServerResponse[], paths: new Set<string>() };
  server = http.createServer((req, res) => {
    state.paths.add(req.url ?? '');
    if (state.holding) state.held.push(res);
    else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, state };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the door probe', () => {
  it('tells how long the oldest sentinel has waited, and 0 once one got through', async () => {
    const { port, state } = await door();
    const told: DoorWaitMessage[] = [];
    probe = probeDoor({ host: '127.0.0.1', port }, (message) => told.push(message));
    await pause(350);
    // An open door: every sentinel answered at once.
    expect(Math.max(...told.map((m) => m.ms))).toBeLessThan(100);
    expect(state.paths).toEqual(new Set([DOOR_PROBE_PATH]));
    // A stalled door: the oldest sentinel's age grows, said every tenth of a second.
    state.holding = true;
    await pause(600);
    expect(probe.latestMs()).toBeGreaterThan(350);
    expect(told.at(-1)!.ms).toBeGreaterThan(350);
    // The line clears: 0 again.
    state.holding = false;
    for (const res of state.held.splice(0)) res.writeHead(204).end();
    await pause(250);
    expect(probe.latestMs()).toBeLessThan(100);
    for (const message of told) expect(doorWaitMessage.parse(message)).toEqual(message);
  });

  it('keeps at most 20 sentinels out, however long the door stalls', async () => {
    const { port, state } = await door();
    state.holding = true;
    probe = probeDoor({ host: '127.0.0.1', port }, () => {});
    await pause(2_600);
    expect(state.held.length).toBeLessThanOrEqual(20);
    expect(probe.latestMs()).toBeGreaterThan(2_000);
    for (const res of state.held.splice(0)) res.writeHead(204).end();
  });
});

describe("a worker's reading of the door", () => {
  it('refuses nobody for one late report, and sees a standing line a report later', () => {
    const door = createDoorReading();
    // A primary not run for 600 ms says so once; its next report is of an open door.
    for (const ms of [0, 0, 600, 5]) door.record(ms);
    expect(door.ms()).toBe(5);
    door.record(0);
    expect(door.ms()).toBe(0);
    // A line that stands: each report older than the last.
    const seen = [300, 400, 500, 600].map((ms) => (door.record(ms), door.ms()));
    expect(seen).toEqual([0, 300, 400, 500]);
  });
});
