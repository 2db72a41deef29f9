import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { primaryAction, secondaryAction } from './styles';

/** One tour's page failing, a missing tour or a bad address: tourDetails.error with two ways on. */
export function TourLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('tours');
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-20 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto size-12 fill-none stroke-amber-700 stroke-[1.5]"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 9v4m0 4h.01M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      </svg>
      <p className="mt-4 text-lg text-stone-800">{t('tourDetails.error')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.tours} className={secondaryAction}>
          {t('tourDetails.backToTours')}
        </Link>
        <button type="button" onClick={onRetry} className={primaryAction}>
          {t('tourDetails.tryAgain')}
        </button>
      </div>
    </div>
  );
}
