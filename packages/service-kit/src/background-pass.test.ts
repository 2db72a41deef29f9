import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundPass } from './background-pass';

const log = pino({ level: 'silent' });

/** A pass that only counts its runs, with nothing left after each. */
function countedPass() {
  let passes = 0;
  const pass = createBackgroundPass(
    async () => {
      passes += 1;
      return false;
    },
    { pollMs: 60_000, log, name: 'test' },
  );
  return { pass, passes: () => passes };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createBackgroundPass', () => {
  it('runs again at once while a pass finds a full batch, so a backlog drains without the poll', async () => {
    let backlog = 5;
    const pass = createBackgroundPass(
      async () => {
        backlog -= Math.min(2, backlog);
        return backlog > 0;
      },
      { pollMs: 60_000, log, name: 'test' },
    );
    await pass.kick();
    expect(backlog).toBe(0);
  });

  it('stops between batches once stop() is called, finishing the one in progress', async () => {
    let passes = 0;
    let release = () => {};
    const pass = createBackgroundPass(
      async () => {
        passes += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return true; // always more
      },
      { pollMs: 60_000, log, name: 'test' },
    );
    void pass.kick();
    const stopped = pass.stop();
    release();
    await stopped;
    expect(passes).toBe(1);
  });

  it('runs one pass for a burst of kickSoon calls, after the delay', async () => {
    const { pass, passes } = countedPass();
    for (let call = 0; call < 100; call += 1) pass.kickSoon(40);
    expect(passes()).toBe(0);
    await pause(80);
    expect(passes()).toBe(1);
    pass.kickSoon(20);
    await pause(50);
    expect(passes()).toBe(2);
  });

  it('runs a pending kickSoon pass at stop(), and none after it', async () => {
    const { pass, passes } = countedPass();
    pass.kickSoon(60_000);
    await pass.stop();
    expect(passes()).toBe(1);
    pass.kickSoon(20);
    await pause(60);
    expect(passes()).toBe(1);
  });
});
