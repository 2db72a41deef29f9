import toast from 'react-hot-toast';

import { markToastsUsed } from './toast-use';

// The one door to react-hot-toast (eslint.config.js): whoever can toast loads this module, which
// tells the app to mount its toaster (docs/decisions/037).
markToastsUsed();

export { toast };
