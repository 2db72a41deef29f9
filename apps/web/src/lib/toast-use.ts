import { useSyncExternalStore } from 'react';

let used = false;
const listeners = new Set<() => void>();

/** Called once by lib/toast.ts when a screen that can show a toast has loaded. */
export function markToastsUsed() {
  if (used) return;
  used = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether any loaded screen can show a toast, so the app mounts the toaster (and downloads it)
 * only then: the tour list and a tour's page never toast (docs/decisions/037). False on the
 * server and during hydration, so the served HTML and the first client render agree.
 */
export function useToastsUsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => used,
    () => false,
  );
}
