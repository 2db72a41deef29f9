import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../components/ui/spinner';
import { ToastLimiter } from '../components/ui/toast-limiter';
import { createQueryClient } from '../lib/react-query';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { t } = useTranslation();

  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner label={t('loading')} className="min-h-screen" />}>
        {children}
      </Suspense>
      {/* §9: top-right; 4 s for neutral and error, 2 s for success, loading until replaced. A
          top-level duration also applies to loading toasts, hence the explicit Infinity. */}
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
