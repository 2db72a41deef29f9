import { useTranslation } from 'react-i18next';

/**
 * A placeholder for a map of Marrakech. Drawn in place: no map service, no iframe, nothing
 * fetched. One image to assistive technology, named by its label.
 */
export function MapPlaceholder() {
  const { t } = useTranslation('contact');
  return (
    <div
      role="img"
      aria-label={t('map.label')}
      className="relative flex aspect-[4/3] w-full flex-col items-center justify-center overflow-hidden rounded-2xl bg-amber-50 ring-1 ring-stone-200"
    >
      <svg aria-hidden="true" className="absolute inset-0 size-full text-amber-200">
        <defs>
          <pattern id="contact-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0v32" fill="none" stroke="currentColor" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#contact-map-grid)" />
      </svg>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="relative size-14 fill-amber-700 stroke-white stroke-[1.2] drop-shadow-md"
      >
        <path
          fillRule="evenodd"
          d="M12 22s-7.5-6.6-7.5-12.2a7.5 7.5 0 0 1 15 0C19.5 15.4 12 22 12 22Zm0-9.3a2.8 2.8 0 1 0 0-5.6 2.8 2.8 0 0 0 0 5.6Z"
        />
      </svg>
      <p className="relative mt-3 rounded-full bg-white/90 px-4 py-1.5 font-semibold text-stone-900 shadow-sm">
        {t('map.place')}
      </p>
      <p className="relative mt-2 text-sm text-stone-700">{t('map.note')}</p>
    </div>
  );
}
