import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { RouteHandle } from '../app/route-tree';
import type { Prefetch, PrefetchContext } from '../lib/prefetch';
import { matchPage } from './page-address';
import { prefetchPage } from './prefetch-page';

type Seen = Omit<PrefetchContext, 'queryClient'>;

/** A route tree of two levels whose routes declare their data in their handles, as the app's do. */
function treeOf(layout: Prefetch | undefined, screen: Prefetch | undefined): RouteObject[] {
  const handle = (prefetch: Prefetch | undefined): RouteHandle => ({ namespaces: [], prefetch });
  return [
    {
      handle: handle(layout),
      children: [{ path: 'things/:id', handle: handle(screen) }, { path: 'plain' }],
    },
  ];
}

const context = () => ({
  queryClient: new QueryClient(),
  language: 'fr' as const,
  query: new URLSearchParams('tour=3'),
});

describe('prefetchPage (docs/decisions/072)', () => {
  it('runs what each matched route declares, with its own parameters; the screen names the status', async () => {
    const seen: Record<string, Seen> = {};
    const routes = treeOf(
      async ({ queryClient: _client, ...rest }) => {
        seen.layout = rest;
      },
      async ({ queryClient: _client, ...rest }) => {
        seen.screen = rest;
        return 410;
      },
    );

    const page = await prefetchPage(matchRoutes(routes, '/things/7')!, context());

    expect(page).toEqual({ status: 410, keepable: true });
    expect(seen.layout).toMatchObject({ params: { id: '7' }, language: 'fr' });
    expect(seen.screen?.params).toEqual({ id: '7' });
    expect(seen.screen?.query.get('tour')).toBe('3');
  });

  it('answers 200 for a route that declares no data, and for one that names no status', async () => {
    const routes = treeOf(undefined, async () => undefined);
    expect(await prefetchPage(matchRoutes(routes, '/plain')!, context())).toEqual({
      status: 200,
      keepable: true,
    });
    expect(await prefetchPage(matchRoutes(routes, '/things/1')!, context())).toEqual({
      status: 200,
      keepable: true,
    });
  });

  it('keeps no page a route says is not its address’s own (docs/decisions/057)', async () => {
    const routes = treeOf(undefined, async () => ({ status: 200, keepable: false }));
    expect(await prefetchPage(matchRoutes(routes, '/things/1')!, context())).toEqual({
      status: 200,
      keepable: false,
    });
  });

  it('rejects when a route’s required data fails, so the gateway serves the shell', async () => {
    const routes = treeOf(undefined, () => Promise.reject(new Error('tours is down')));
    await expect(prefetchPage(matchRoutes(routes, '/things/1')!, context())).rejects.toThrow(
      'tours is down',
    );
  });

  it("reads the app's statuses from its screens' own modules", async () => {
    // No service is asked: an id that is no tour id, and an unknown address, have no data.
    expect(await prefetchPage(matchPage('/tours/abc'), context())).toMatchObject({ status: 404 });
    expect(await prefetchPage(matchPage('/no/such/page'), context())).toMatchObject({
      status: 404,
    });
  });
});
