import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { dangerButton, secondaryButton } from '../list-states';

/**
 * One thing a tour sells, in its list: its English name and its French one (what each site
 * shows), what it costs and how, and its Edit and Delete buttons (none when it cannot be deleted).
 */
export function SoldItem({
  name,
  nameFr,
  details,
  badge,
  note,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleting,
  editRef,
  question,
}: {
  name: string;
  nameFr: string | null;
  details: readonly string[];
  /** A state worth seeing at a glance ("Off sale"). */
  badge?: string | undefined;
  /** Why it cannot be deleted, or what is special about it. */
  note?: string | undefined;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Absent: it cannot be deleted. */
  onDelete?: (() => void) | undefined;
  deleting: boolean;
  editRef: Ref<HTMLButtonElement> | undefined;
  /** The confirm question, when it was asked here. */
  question: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 break-words">
          <p className="font-medium text-stone-900">
            {name}
            {nameFr ? (
              <span lang="fr" className="ml-2 font-normal text-stone-600">
                · {nameFr}
              </span>
            ) : null}
            {badge ? (
              <span className="ml-2 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300">
                {badge}
              </span>
            ) : null}
          </p>
          {details.length > 0 ? (
            <p className="text-sm text-stone-700">{details.join(' · ')}</p>
          ) : null}
          {note ? <p className="mt-1 text-sm text-stone-600">{note}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            ref={editRef}
            type="button"
            onClick={onEdit}
            aria-label={editLabel}
            className={secondaryButton}
          >
            {t('common.edit')}
          </button>
          {onDelete ? (
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-label={deleteLabel}
              className={dangerButton}
            >
              {t('common.delete')}
            </button>
          ) : null}
        </div>
      </div>
      {question}
    </li>
  );
}

/** The box an item's form opens in, in place of the item or below the list. */
export const formBoxClass =
  'my-3 rounded-xl border border-amber-200 bg-amber-50/50 p-4 [&_input]:min-w-0';
