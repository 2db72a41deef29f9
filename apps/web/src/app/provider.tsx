import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../components/ui/spinner';
import { createQueryClient } from '../lib/react-query';
import { SiteOriginContext } from '../lib/site-origin';
import { useToastsUsed } from '../lib/toast-use';

const Toaster = lazy(() => import('../components/ui/toaster'));

export type AppProviderProps = {
  children: ReactNode;
  /** The server renderer's own client, already holding the page's data. */
  queryClient?: QueryClient | undefined;
  /** A server-rendered page's data, handed over so that hydration asks for nothing again. */
  dehydratedState?: DehydratedState | undefined;
  /** The origin a server-rendered page was written with (lib/site-origin.tsx). */
  origin?: string | undefined;
};

export function AppProvider({
  children,
  queryClient: given,
  dehydratedState,
  origin,
}: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const { t } = useTranslation();
  const toastsUsed = useToastsUsed();

  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext value={origin}>
        <HydrationBoundary state={dehydratedState}>
          <Suspense fallback={<Spinner label={t('loading')} className="min-h-screen" />}>
            {children}
          </Suspense>
        </HydrationBoundary>
      </SiteOriginContext>
      {toastsUsed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
