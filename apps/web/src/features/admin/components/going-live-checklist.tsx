import { goingLiveStepsLeft, type GoingLiveField } from '@mt/domain/going-live';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useSiteSettings } from '../../../components/layout/operator-details';
import { useMailSettings } from '../api/mail-settings';
import { settingLink } from '../hooks/use-focus-from-hash';

const linkClass =
  'font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';

/**
 * The Overview's "going live" checklist (docs/decisions/065): what the operator has still to set
 * for the site to be theirs, each step a link to its field in Settings; gone once all are set.
 * Shown once both the details and the alert inbox are read, so it never flashes a done step.
 */
export function GoingLiveChecklist() {
  const { t } = useTranslation('admin');
  const details = useSiteSettings().data;
  const mail = useMailSettings().data;
  if (!details || !mail) return null;
  const values: Record<GoingLiveField, string> = { ...details, alert_email: mail.alert_email };
  const left = goingLiveStepsLeft(values);
  if (left.length === 0) return null;
  return (
    <section
      aria-labelledby="going-live-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="going-live-title" className="font-semibold text-amber-900">
        {t('overview.goingLive.title', { count: left.length })}
      </h2>
      <ul
        aria-label={t('overview.goingLive.listLabel')}
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      >
        {left.map(({ step, field }) => (
          <li key={step}>
            <Link to={settingLink(field)} className={linkClass}>
              {t(`overview.goingLive.steps.${step}`, { address: mail.default_alert_email })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
