import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { dayPath, operatorDays } from '../../utils/operator-days';
import { primaryButton, secondaryButton } from '../list-states';

/**
 * The dashboard's way to the morning check, on its first screen, phone included: today's and
 * tomorrow's departures, one tap each (docs/decisions/066).
 */
export function DayLinks() {
  const { t } = useTranslation('admin');
  const { today, tomorrow } = operatorDays();
  return (
    <nav aria-label={t('day.nav')} className="flex flex-wrap gap-2">
      <Link to={dayPath(today)} className={`${secondaryButton} min-h-11 px-4`}>
        {t('day.headings.today')}
      </Link>
      <Link to={dayPath(tomorrow)} className={`${primaryButton} min-h-11`}>
        {t('day.headings.tomorrow')}
      </Link>
    </nav>
  );
}
