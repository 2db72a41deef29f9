import { placeholderFields } from '@mt/contracts/settings';
import { useTranslation } from 'react-i18next';

import { useSiteSettings } from '../../../components/layout/operator-details';
import { secondaryButton } from './list-states';

/**
 * The details the site still shows as the spec's placeholders (docs/decisions/039), named until
 * the operator fills them, with the way to the panel that does.
 */
export function PlaceholderNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('admin');
  const settings = useSiteSettings().data;
  const missing = settings ? placeholderFields(settings) : [];
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="placeholder-notice-title"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="placeholder-notice-title" className="font-semibold text-amber-900">
        {t('placeholders.title')}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t('placeholders.intro')}</p>
      <ul aria-label={t('placeholders.listLabel')} className="mt-3 flex flex-wrap gap-2 text-sm">
        {missing.map((field) => (
          <li
            key={field}
            className="rounded-full bg-white px-3 py-1 text-stone-800 ring-1 ring-amber-200"
          >
            {t(`settings.business.fields.${field}`)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onOpenSettings} className={`${secondaryButton} mt-4`}>
        {t('placeholders.action')}
      </button>
    </section>
  );
}
