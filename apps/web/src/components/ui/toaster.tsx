import { Toaster as HotToaster } from 'react-hot-toast';

import { ToastLimiter } from './toast-limiter';

/**
 * docs/product.md (Limits): top right; 4 s for neutral and error, 2 s for success, loading until
 * replaced. A top-level duration also applies to loading toasts, hence the explicit Infinity.
 * Loaded lazily by the app provider, once a screen that toasts has loaded (lib/toast-use.ts).
 */
export default function Toaster() {
  return (
    <>
      <HotToaster
        position="top-right"
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          loading: { duration: Infinity },
        }}
      />
      <ToastLimiter />
    </>
  );
}
