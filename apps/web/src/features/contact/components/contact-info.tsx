import { useTranslation } from 'react-i18next';

import { useOperatorDetails } from '../../../components/layout/operator-details';

// Drawn, not emoji, like the home page's icons.
const ITEMS = [
  // A map pin.
  {
    key: 'address',
    icon: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  // A telephone handset.
  {
    key: 'phone',
    icon: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  },
  // An envelope.
  { key: 'email', icon: 'M3 6h18v12H3V6Zm0 0 9 7 9-7' },
  // A clock.
  { key: 'hours', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2' },
] as const;

const LINK =
  'rounded font-semibold text-amber-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/**
 * Address, phone, e-mail and hours. The values are the footer's (the operator's settings, else
 * the placeholders: docs/decisions/039), so the two never disagree.
 */
export function ContactInfo() {
  const { t } = useTranslation(['contact', 'common']);
  const { email, telephone, address, hours, mapUrl } = useOperatorDetails();

  const values = {
    address: (
      <>
        <address className="not-italic">{address}</address>
        {mapUrl && (
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t('contact:info.map')}
          </a>
        )}
      </>
    ),
    phone: telephone,
    email: (
      <a href={`mailto:${email}`} className={LINK}>
        {email}
      </a>
    ),
    hours,
  };

  return (
    <section aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="text-2xl font-bold text-stone-900">
        {t('contact:info.title')}
      </h2>
      <p className="mt-2 text-stone-600">{t('contact:info.intro')}</p>
      <dl className="mt-6 space-y-5">
        {ITEMS.map(({ key, icon }) => (
          // dt and dd straight inside each group, as a definition list wants: the icon is a
          // part of the term, set beside both.
          <div key={key} className="relative min-h-11 pl-15">
            <dt className="text-sm font-semibold text-stone-900">
              <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-full bg-amber-100">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5 fill-none stroke-amber-800 stroke-[1.8]"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icon} />
                </svg>
              </span>
              {t(`contact:info.${key}`)}
            </dt>
            <dd className="mt-0.5 text-stone-700">{values[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
