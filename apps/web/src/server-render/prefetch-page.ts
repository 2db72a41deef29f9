import type { RouteMatch } from 'react-router-dom';

import type { RouteHandle } from '../app/route-tree';
import type { PrefetchContext, Prefetched } from '../lib/prefetch';

/**
 * Loads the data of every route the address matched, each as its route declares it (the handle's
 * `prefetch`: the layout's own, and a screen module's `prefetch` export, docs/decisions/072), all
 * at once, into the page's client. The page's status is the deepest route's that names one (the
 * screen's), else 200; it is its address's own unless a route says otherwise. Rejects when a
 * route's required data fails: the caller then serves the client-rendered shell.
 */
export async function prefetchPage(
  matches: RouteMatch[],
  context: Omit<PrefetchContext, 'params'>,
): Promise<Prefetched> {
  const answers = await Promise.all(
    matches.map(({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.prefetch?.({ ...context, params }),
    ),
  );
  let page: Prefetched = { status: 200, keepable: true };
  for (const answer of answers) {
    if (answer === undefined) continue;
    const said = typeof answer === 'number' ? { status: answer, keepable: true } : answer;
    page = { status: said.status, keepable: page.keepable && said.keepable };
  }
  return page;
}
