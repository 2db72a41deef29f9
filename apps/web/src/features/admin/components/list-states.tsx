import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '../../../components/ui/spinner';

type ListStateProps = {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Shown when the list loaded and is empty. */
  isEmpty: boolean;
  emptyMessage: string;
  children: ReactNode;
};

/** Loading, failed (with Try again), empty, or the list itself: every admin tab's four states. */
export function ListState({ query, isEmpty, emptyMessage, children }: ListStateProps) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-red-800">{t('common.loadError')}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className={`${secondaryButton} mt-4`}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
        {emptyMessage}
      </p>
    );
  }
  return <>{children}</>;
}

/** A number with its label, for the counts above each list. */
export function Stat({
  label,
  value,
  tone = 'stone',
}: {
  label: string;
  value: ReactNode;
  tone?: 'stone' | 'green' | 'red' | 'blue';
}) {
  const tones = {
    stone: 'text-stone-900',
    green: 'text-green-700',
    red: 'text-red-700',
    blue: 'text-sky-700',
  };
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tones[tone]}`}>{value}</dd>
    </div>
  );
}

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-amber-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-700 transition hover:border-amber-500 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60';

export const tableClass = 'min-w-full divide-y divide-stone-200 text-left text-sm';
export const thClass = 'px-4 py-3 text-xs font-semibold tracking-wide text-stone-600 uppercase';
export const tdClass = 'px-4 py-3 align-top';
export const tableWrapClass =
  'overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** The dashboard's list tables: a labelled table with one header row, and the rows given. */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    // On a phone the table scrolls sideways: a keyboard reaches and scrolls it too.
    <div className={tableWrapClass} role="region" aria-label={label} tabIndex={0}>
      <table className={tableClass} aria-label={label}>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={thClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
