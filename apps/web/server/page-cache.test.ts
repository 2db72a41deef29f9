import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

import { createPageCache } from './page-cache';

type Page = { body: string; status: number };

function cache(options: { maxBytes?: number; ttlMs?: number } = {}) {
  return createPageCache<Page>({
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 60_000,
    sizeOf: (page) => page.body.length,
    keep: (page) => page.status === 200,
  });
}

/** A render that counts its calls and, when held, finishes each call when told to. */
function renderer(body = 'page', status = 200) {
  let calls = 0;
  let held = false;
  const finishers: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    hold() {
      held = true;
    },
    /** Finishes the call made n-th (from 1), or every call held so far. */
    release(call?: number) {
      if (call === undefined) finishers.forEach((finish) => finish());
      else finishers[call - 1]?.();
    },
    render: (version = body) => {
      calls += 1;
      const page = { body: `${version}#${calls}`, status };
      if (!held) return Promise.resolve(page);
      return new Promise<Page>((resolve) => finishers.push(() => resolve(page)));
    },
  };
}

describe('the rendered-page cache', () => {
  it('answers a second request from memory', async () => {
    const pages = cache();
    const tour = renderer();
    expect(await pages.get('en /tours/1?', () => tour.render())).toEqual({
      body: 'page#1',
      status: 200,
    });
    expect((await pages.get('en /tours/1?', () => tour.render())).body).toBe('page#1');
    expect(tour.calls).toBe(1);
  });

  it('keeps each language of a page apart', async () => {
    const pages = cache();
    const tour = renderer();
    await pages.get('en /tours/1?', () => tour.render('English'));
    const french = await pages.get('fr /tours/1?', () => tour.render('Français'));
    expect(french.body).toBe('Français#2');
    expect((await pages.get('en /tours/1?', () => tour.render())).body).toBe('English#1');
    expect(pages.size).toBe(2);
  });

  it('renders once for requests that arrive while the page is being rendered', async () => {
    const pages = cache();
    const tour = renderer();
    tour.hold();
    const waiting = [1, 2, 3].map(() => pages.get('en /?', () => tour.render()));
    tour.release();
    const answers = await Promise.all(waiting);
    expect(tour.calls).toBe(1);
    expect(answers.map((page) => page.body)).toEqual(['page#1', 'page#1', 'page#1']);
  });

  it('drops everything on clear(), so the next request renders the change', async () => {
    const pages = cache();
    const tour = renderer();
    await pages.get('en /tours/1?', () => tour.render('old'));
    await pages.get('fr /tours/1?', () => tour.render('old'));
    pages.clear();
    expect(pages.size).toBe(0);
    expect((await pages.get('en /tours/1?', () => tour.render('new'))).body).toBe('new#3');
  });

  it('does not keep a render that began before clear(), and renders anew after it', async () => {
    const pages = cache();
    const tour = renderer();
    tour.hold();
    const before = pages.get('en /?', () => tour.render('old'));
    pages.clear(); // The change is announced while the old content is being rendered.
    const after = pages.get('en /?', () => tour.render('new'));
    tour.release(2);
    expect((await after).body).toBe('new#2');
    // The old render ends last: its request, made before the change, still gets its answer...
    tour.release(1);
    expect((await before).body).toBe('old#1');
    // ...but the cache kept the new page.
    expect((await pages.get('en /?', () => tour.render('newer'))).body).toBe('new#2');
    expect(tour.calls).toBe(2);
  });

  it('keeps no answer it may not keep (a 404), nor a failed render', async () => {
    const pages = cache();
    const missing = renderer('not found', 404);
    await pages.get('en /nowhere?', () => missing.render());
    await pages.get('en /nowhere?', () => missing.render());
    expect(missing.calls).toBe(2);

    await expect(pages.get('en /?', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    const home = renderer();
    expect((await pages.get('en /?', () => home.render())).body).toBe('page#1');
    expect(pages.size).toBe(1);
  });

  it('stays within its size, dropping the least recently used pages', async () => {
    const pages = cache({ maxBytes: 100 });
    const tour = renderer();
    const forty = 'x'.repeat(38); // "#n" makes 40
    await pages.get('a', () => tour.render(forty));
    await pages.get('b', () => tour.render(forty));
    await pages.get('a', () => tour.render(forty)); // a is now the more recently used
    await pages.get('c', () => tour.render(forty));
    expect(pages.size).toBe(2);
    expect(pages.bytes).toBeLessThanOrEqual(100);
    expect(tour.calls).toBe(3);
    await pages.get('a', () => tour.render(forty));
    expect(tour.calls).toBe(3); // still there
    await pages.get('b', () => tour.render(forty));
    expect(tour.calls).toBe(4); // dropped
  });

  it('forgets a page after its time to live', async () => {
    const pages = cache({ ttlMs: 50 });
    const tour = renderer();
    await pages.get('en /?', () => tour.render());
    await sleep(80);
    await pages.get('en /?', () => tour.render());
    expect(tour.calls).toBe(2);
  });
});
