import { useTranslation } from 'react-i18next';

/**
 * Several public pages reserve an advertisement area. Until an ad network is chosen it is a
 * quiet, labelled box of fixed height, so adding real ads later will not shift the layout.
 */
const TONES = {
  light: 'border-stone-300 bg-stone-50 text-stone-600',
  dark: 'border-stone-700 bg-stone-800/50 text-stone-400',
} as const;

export function AdPlaceholder({
  tone = 'light',
  className = '',
}: {
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <aside
      aria-label={t('ads.label')}
      className={`mx-auto flex h-24 w-full max-w-5xl items-center justify-center rounded-xl border border-dashed text-sm ${TONES[tone]} ${className}`}
    >
      {t('ads.placeholder')}
    </aside>
  );
}
