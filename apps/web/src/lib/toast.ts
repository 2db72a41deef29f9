import type * as HotToastModule from 'react-hot-toast';

import { markToastsUsed } from './toast-use';

// The one door to react-hot-toast (eslint.config.js). Whoever can toast loads this module, which
// tells the app to mount its toaster; the library itself loads with the first toast or the
// toaster, whichever comes first, so a form's page does not wait for it (docs/decisions/037).
markToastsUsed();

type HotToast = typeof HotToastModule.default;
/** An `id` makes a repeated toast replace the one on screen instead of stacking. */
type ToastOptions = { id?: string };
let library: Promise<HotToast> | undefined;
const load = () => (library ??= import('react-hot-toast').then((module) => module.default));

/** react-hot-toast's calls that the app makes, each run once the library has loaded. */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    void load().then((hot) => hot.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void load().then((hot) => hot.error(message, options)),
};
