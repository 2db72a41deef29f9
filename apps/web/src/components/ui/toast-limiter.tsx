import { useEffect } from 'react';
import { toast, useToasterStore } from 'react-hot-toast';

/** At most 20 toasts on screen at once. */
export const MAX_VISIBLE_TOASTS = 20;

/**
 * Dismisses the oldest toasts beyond the limit, so they leave with their exit animation. The store
 * keeps the newest toast first.
 */
export function ToastLimiter() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return null;
}
