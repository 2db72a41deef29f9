import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `data-hydrating` for the root of a part that hydrates after its screen (a lazily loaded form,
 * docs/decisions/044-form-validation.md): in the served HTML and while React hydrates the part,
 * gone once it is live. The end-to-end tests wait until no element carries it (e2e/fixtures.ts),
 * as they wait for the screen's `data-hydrated`. The server's snapshot says "hydrating", the
 * browser's does not, so React renders the part again right after hydrating it.
 */
export function useHydratingMark(): { 'data-hydrating'?: '' } {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return hydrating ? { 'data-hydrating': '' } : {};
}
