import { useTranslation } from 'react-i18next';

import { useOperatorDetails } from './operator-details';

/**
 * The operator's cancellation policy in the page's language (French falls back to English), on the
 * tour and booking pages; nothing while the operator has set none (docs/decisions/042).
 */
export function CancellationPolicy({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const policy = useOperatorDetails().cancellationPolicy;
  if (!policy) return null;
  return (
    <section aria-labelledby="cancellation-policy-title" className={className}>
      <h2 id="cancellation-policy-title" className="text-2xl font-bold text-stone-900">
        {t('cancellationPolicy')}
      </h2>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-stone-700">{policy}</p>
    </section>
  );
}
