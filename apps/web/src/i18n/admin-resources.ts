import enAdmin from './en/admin.json';
import frAdmin from './fr/admin.json';
import { i18n } from './index';

/** The admin's texts: imported by the admin route only, so they load with the admin chunk. */
export const adminResources = { en: enAdmin, fr: frAdmin satisfies typeof enAdmin } as const;

for (const [language, bundle] of Object.entries(adminResources)) {
  i18n.addResourceBundle(language, 'admin', bundle);
}
