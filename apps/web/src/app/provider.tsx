import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../components/ui/spinner';
import { ToastLimiter } from '../components/ui/toast-limiter';
import { createQueryClient } from '../lib/react-query';
import { SiteOriginContext } from '../lib/site-origin';

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

  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginContext value={origin}>
        <HydrationBoundary state={dehydratedState}>
          <Suspense fallback={<Spinner label={t('loading')} className="min-h-screen" />}>
            {children}
          </Suspense>
        </HydrationBoundary>
      </SiteOriginContext>
      {/* docs/product.md (Limits): top right; 4 s for neutral and error, 2 s for success,
          loading until replaced. A top-level duration also applies to loading toasts, hence the
          explicit Infinity. */}
      <Toaster
        position="top-right"
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          loading: { duration: Infinity },
        }}
      />
      <ToastLimiter />
    </QueryClientProvider>
  );
}
