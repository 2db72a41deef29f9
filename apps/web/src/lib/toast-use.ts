import { startTransition, useEffect, useState } from 'react';

let used = false;
const listeners = new Set<() => void>();

/** Called once by lib/toast.ts when a screen that can show a toast has loaded. */
export function markToastsUsed() {
  if (used) return;
  used = true;
  for (const listener of listeners) listener();
}

/**
 * Whether any loaded screen can show a toast, so the app mounts the toaster (and downloads it)
 * only then: the tour list and a tour's page never toast (docs/decisions/037). False on the
 * server and in the first render, so the served HTML and hydration agree; the switch is a
 * transition, which never hurries the hydration of a screen still on its way.
 */
export function useToastsUsed(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (used) show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return shown;
}
