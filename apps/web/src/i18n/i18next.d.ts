import 'i18next';

import type enAdmin from './en/admin.json';
import type { defaultNS } from './index';
import type { resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // The admin namespace is registered when the admin chunk loads (./admin-resources.ts).
    resources: (typeof resources)['en'] & { admin: typeof enAdmin };
  }
}
