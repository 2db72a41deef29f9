import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../../lib/toast';
import { notifyError } from '../../api/notify-error';
import { useConfirmQuestion } from '../confirm-question';
import { ListState, secondaryButton } from '../list-states';
import { Panel } from '../panel';
import { SoldItem } from './sold-item';
import { useEditing } from './use-editing';

/** What a tour sells, by the name its texts stand under in admin:settings.*. */
type Section = 'categories' | 'options' | 'extras';

const LIMIT = {
  categories: { max: SELLING_LIMITS.categories, refusal: 'CATEGORY_LIMIT' },
  options: { max: SELLING_LIMITS.options, refusal: 'OPTION_LIMIT' },
  extras: { max: SELLING_LIMITS.extras, refusal: 'EXTRA_LIMIT' },
} as const;

type Sold = { id: number; name: string; name_fr: string | null };

type SoldListPanelProps<T extends Sold> = {
  section: Section;
  tourId: number;
  /** The list's query, for its loading and failed states. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[];
  remove: {
    mutate: (
      input: { tourId: number; id: number },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** What the question before a delete adds, where the section has something to say. */
  deleteMessage?: string;
  /** The form, for an item or (null) for the one being added; `onDone` closes it. */
  renderForm: (item: T | null, onDone: () => void) => ReactNode;
  /** An item's line: what it costs and how, a badge or a note, and whether it may go. */
  describe: (item: T) => { details: string[]; badge?: string; note?: string; deletable: boolean };
};

/**
 * A list of what a tour sells (its categories, options or extras: docs/decisions/074), each
 * line edited in place and deleted after a question, and the form of a new one below, until
 * the tour has as many as it may.
 */
export function SoldListPanel<T extends Sold>({
  section,
  tourId,
  query,
  items,
  remove,
  deleteMessage,
  renderForm,
  describe,
}: SoldListPanelProps<T>) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const { editing, open, close, returnFocus } = useEditing();
  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const limit = LIMIT[section];

  const onDelete = (item: T) => {
    setAskedFor(item.id);
    ask({
      title: t(`settings.${section}.confirmDelete`, { name: item.name }),
      message: deleteMessage,
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          { tourId, id: item.id },
          {
            onSuccess: () => toast.success(t(`settings.${section}.toasts.deleted`)),
            onError: (error) => notifyError(error, t(`settings.${section}.toasts.deleteFailed`)),
          },
        ),
    });
  };

  return (
    <Panel title={t(`settings.${section}.heading`)} hint={t(`settings.${section}.hint`)}>
      <ListState
        query={query}
        isEmpty={items.length === 0 && editing !== 'new'}
        emptyMessage={t(`settings.${section}.empty`)}
      >
        <ul aria-label={t(`settings.${section}.listLabel`)} className="divide-y divide-stone-100">
          {items.map((item) => {
            if (editing === item.id) return <li key={item.id}>{renderForm(item, close)}</li>;
            const { details, badge, note, deletable } = describe(item);
            return (
              <SoldItem
                key={item.id}
                name={item.name}
                nameFr={item.name_fr}
                details={details}
                badge={badge}
                note={note}
                editLabel={t('settings.selling.editLabel', { name: item.name })}
                deleteLabel={t('settings.selling.deleteLabel', { name: item.name })}
                onEdit={() => open(item.id)}
                onDelete={deletable ? () => onDelete(item) : undefined}
                deleting={remove.isPending}
                editRef={returnFocus(item.id)}
                question={askedFor === item.id ? question : null}
              />
            );
          })}
        </ul>
      </ListState>
      {query.isPending || query.isError ? null : editing === 'new' ? (
        renderForm(null, close)
      ) : items.length >= limit.max ? (
        <p className="mt-3 text-sm text-stone-600">
          {tCommon(`refusals.${limit.refusal}`, { max: limit.max })}
        </p>
      ) : (
        <button
          ref={returnFocus('new')}
          type="button"
          onClick={() => open('new')}
          className={`${secondaryButton} mt-3`}
        >
          {t(`settings.${section}.add`)}
        </button>
      )}
    </Panel>
  );
}
