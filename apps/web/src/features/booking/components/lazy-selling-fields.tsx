import { lazy, Suspense } from 'react';

import type { SellingFieldsProps } from './selling-fields';

const SellingFields = lazy(() => import('./selling-fields'));

/**
 * The option, people and extras (docs/decisions/074), loaded once the chosen tour is known to sell
 * more than one price per person: a tour that does not never loads them, and the booking page's
 * first scripts stay within their budget.
 */
export function LazySellingFields(props: SellingFieldsProps) {
  return (
    <Suspense fallback={null}>
      <SellingFields {...props} />
    </Suspense>
  );
}
