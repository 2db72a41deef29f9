import { formatCalendarDate } from '@mt/domain/format';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../../components/ui/link-button';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';

type PanelProps = {
  icon: 'check' | 'warning';
  title: string;
  message: string;
  action: ReactNode;
  /** Shown in answer to the visitor's submit: its title is scrolled to and takes the focus. */
  takeFocus?: boolean;
};

const ICONS = {
  check: 'M20 6 9 17l-5-5',
  warning:
    'M12 9v4m0 4h.01M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z',
} as const;

function Panel({ icon, title, message, action, takeFocus = false }: PanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces was taller: on a phone the page stays scrolled down to where the submit
  // button was, below the thank-you. Focused, its title scrolls into view and is read out.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200 sm:px-10">
      <span
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full ${
          icon === 'check' ? 'bg-emerald-50' : 'bg-amber-50'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className={`size-7 fill-none stroke-2 ${icon === 'check' ? 'stroke-emerald-700' : 'stroke-amber-700'}`}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICONS[icon]} />
        </svg>
      </span>
      <h1
        ref={heading}
        tabIndex={takeFocus ? -1 : undefined}
        className="mt-5 scroll-mt-24 text-3xl font-bold tracking-tight text-stone-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-3 text-lg text-stone-600">{message}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}

/** The invalid or expired link, with a way home. */
export function InvalidLink() {
  const { t } = useTranslation('review');
  return (
    <Panel
      icon="warning"
      title={t('invalid.title')}
      message={t('invalid.text')}
      action={<LinkButton to={paths.home}>{t('invalid.home')}</LinkButton>}
    />
  );
}

/**
 * The thank-you, after submitting or when the review was already submitted; `afterSubmit` when it
 * answers the visitor's submit, so that it comes into view with the focus.
 */
export function ThankYou({
  message,
  afterSubmit = false,
}: {
  message: string;
  afterSubmit?: boolean;
}) {
  const { t } = useTranslation('review');
  return (
    <Panel
      icon="check"
      title={t('thanks.title')}
      message={message}
      takeFocus={afterSubmit}
      action={<LinkButton to={paths.tours}>{t('thanks.browse')}</LinkButton>}
    />
  );
}

/** A link sent before the trip ended: it opens on the trip's last day (docs/decisions/053). */
export function NotOpenYet({ tour, opensOn }: { tour: string; opensOn: string }) {
  const { t } = useTranslation('review');
  const language = useLanguage();
  return (
    <Panel
      icon="check"
      title={t('notOpen.title')}
      message={t('notOpen.text', { tour, date: formatCalendarDate(opensOn, language, 'long') })}
      action={<LinkButton to={paths.tours}>{t('thanks.browse')}</LinkButton>}
    />
  );
}
