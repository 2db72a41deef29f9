import { useEffect, type ReactNode } from 'react';

import { AppProvider } from './provider';
import type { AppProviderProps } from './provider';
import { AppRouter } from './router';

type AppProps = Omit<AppProviderProps, 'children'> & {
  /** The router: the browser's by default; the server renderer passes a StaticRouter. */
  router?: ReactNode;
};

/**
 * Marks the document once the app is live in the browser (hydrated, or mounted from the shell):
 * `<html data-hydrated>`. A field typed into before hydration is not in React's state, so the
 * end-to-end tests wait for it (e2e/fixtures.ts); an effect, so the server never writes it.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}

export function App({ router = <AppRouter />, ...provider }: AppProps) {
  useHydratedMark();
  return <AppProvider {...provider}>{router}</AppProvider>;
}
