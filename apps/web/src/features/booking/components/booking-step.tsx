import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type BookingStepProps = { number: number; title: string; children: ReactNode };

/** One of the booking screen's three numbered steps, a section named "Step n: title". */
export function BookingStep({ number, title, children }: BookingStepProps) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-xl font-bold text-stone-900">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-700 text-base text-white"
        >
          {number}
        </span>
        <span>
          {/* The space sits outside: an accessible name trims each element's own text. */}
          <span className="sr-only">{t('step', { number })}</span> {title}
        </span>
      </h2>
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}
