import { describe, expect, it } from 'vitest';
import { createRenderQueue, STALE_RENDER_MS } from '../../src/http/middleware/renderQueue';

// The worker's line of renders: slots, arrival order, measured waits, an average render time,
// and a slot never lost to a body nobody read.

describe('the render queue', () => {
  it('starts renders in arrival order as slots free, and measures each wait', async () => {
    let clock = 0;
    const queue = createRenderQueue(1, () => clock);
    const first = await queue.enter();
    expect(first.waitedMs).toBe(0);
    const second = queue.enter();
    clock = 10;
    const third = queue.enter();
    expect(queue.waiting()).toBe(2);
    expect(queue.oldestWaitMs()).toBe(10);
    clock = 30;
    first.release();
    first.release(); // twice counts once
    const slot2 = await second;
    expect(slot2.waitedMs).toBe(30);
    expect(queue.running()).toBe(1);
    expect(queue.waiting()).toBe(1);
    clock = 50;
    slot2.release();
    expect((await third).waitedMs).toBe(40);
  });

  it('tells the expected wait from the line ahead and the average render', async () => {
    let clock = 0;
    const queue = createRenderQueue(2, () => clock);
    const a = await queue.enter();
    const b = await queue.enter();
    expect(queue.expectedWaitMs()).toBe(0);
    const waiting = [queue.enter(), queue.enter(), queue.enter(), queue.enter()];
    // Four waiting, two slots, 40 ms a render (the first guess).
    expect(queue.expectedWaitMs()).toBe(80);
    // Renders that take 140 ms move the average up.
    clock = 140;
    a.release();
    b.release();
    expect(queue.averageRenderMs()).toBeGreaterThan(40);
    for (const w of waiting) (await w).release();
  });

  it('takes back a slot whose render was never seen to end', async () => {
    let clock = 0;
    const queue = createRenderQueue(1, () => clock);
    await queue.enter(); // its body is dropped, never read nor cancelled
    const next = queue.enter();
    expect(queue.waiting()).toBe(1);
    clock = STALE_RENDER_MS + 1;
    const late = queue.enter();
    const slot = await next;
    expect(slot.waitedMs).toBe(STALE_RENDER_MS + 1);
    slot.release();
    (await late).release();
    expect(queue.running()).toBe(0);
  });
});
