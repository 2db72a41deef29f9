import type { ReactNode } from 'react';

import { AppProvider } from './provider';
import type { AppProviderProps } from './provider';
import { AppRouter } from './router';

type AppProps = Omit<AppProviderProps, 'children'> & {
  /** The router: the browser's by default; the server renderer passes a StaticRouter. */
  router?: ReactNode;
};

export function App({ router = <AppRouter />, ...provider }: AppProps) {
  return <AppProvider {...provider}>{router}</AppProvider>;
}
