import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { TagInputSchema, TAG_LIMITS } from '@mt/contracts/tours';
import type { Tag, TagData } from '@mt/contracts/tours';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { notifyError } from '../api/notify-error';
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from '../api/tags';
import { contractResolver, serverFieldKeys } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
import { useConfirmQuestion } from './confirm-question';
import { ListState, dangerButton, primaryButton, secondaryButton } from './list-states';
import { Panel } from './panel';

/** What the tag form edits: the English name, the French name (optional) and the icon. */
type TagValues = { name: string; name_fr: string; icon: string };
const TAG_FIELDS = ['name', 'name_fr', 'icon'] as const;

/** Keys of admin:settings.tags.errors.*, and the refusal of a name already taken. */
type TagErrorKey =
  | 'admin:settings.tags.errors.nameRequired'
  | 'admin:settings.tags.errors.tooLong'
  | 'admin:settings.tags.errors.unsafeText'
  | 'admin:settings.tags.errors.iconRequired'
  | 'admin:settings.tags.errors.iconInvalid'
  | 'admin:settings.tags.errors.invalid'
  | 'common:refusals.TAG_NAME_TAKEN';

const tagErrorKey: KeyFor<TagValues> = (field, values, { type, message }): TagErrorKey => {
  const blank = (values[field as keyof TagValues] ?? '').trim() === '';
  if (field === 'icon') {
    return blank
      ? 'admin:settings.tags.errors.iconRequired'
      : 'admin:settings.tags.errors.iconInvalid';
  }
  if (field === 'name' && blank) return 'admin:settings.tags.errors.nameRequired';
  if (message === UNSAFE_TEXT_MESSAGE) return 'admin:settings.tags.errors.unsafeText';
  if (type === 'too_big') return 'admin:settings.tags.errors.tooLong';
  return 'admin:settings.tags.errors.invalid';
};

const tagResolver = contractResolver(TagInputSchema, tagErrorKey);

const EMPTY_TAG: TagValues = { name: '', name_fr: '', icon: '' };

/** Global tag management: every tag; create, edit, delete (removed from all tours). */
export function GlobalTagsPanel() {
  const { t } = useTranslation('admin');
  const tags = useTags();
  const create = useCreateTag();
  const remove = useDeleteTag();
  const [editing, setEditing] = useState<number | null>(null);
  const list = tags.data ?? [];

  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const onDelete = (tag: Tag) => {
    setAskedFor(tag.id);
    ask({
      title: t('settings.tags.confirmDelete'),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(tag.id, {
          onSuccess: () => toast.success(t('settings.tags.toasts.deleted')),
          onError: (error) => notifyError(error, t('settings.tags.toasts.deleteFailed')),
        }),
    });
  };

  return (
    <Panel title={t('settings.tags.heading')}>
      <TagForm
        initial={EMPTY_TAG}
        pending={create.isPending}
        save={(input, callbacks) => create.mutate(input, callbacks)}
        savedMessage={t('settings.tags.toasts.created')}
        failedMessage={t('settings.tags.toasts.createFailed')}
        emptyOnSave
      >
        <button type="submit" disabled={create.isPending} className={primaryButton}>
          {t('settings.tags.create')}
        </button>
      </TagForm>
      <div className="mt-5">
        <ListState query={tags} isEmpty={list.length === 0} emptyMessage={t('settings.tags.empty')}>
          <ul aria-label={t('settings.tags.listLabel')} className="divide-y divide-stone-100">
            {list.map((tag) =>
              editing === tag.id ? (
                <TagEditor key={tag.id} tag={tag} onDone={() => setEditing(null)} />
              ) : (
                <li key={tag.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-stone-900">
                    <span aria-hidden="true" className="mr-2">
                      {tag.icon}
                    </span>
                    {tag.name}
                    {tag.name_fr ? (
                      <span lang="fr" className="ml-2 text-stone-500">
                        · {tag.name_fr}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(tag.id)}
                      aria-label={t('settings.tags.editLabel', { name: tag.name })}
                      className={secondaryButton}
                    >
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(tag)}
                      disabled={remove.isPending}
                      aria-label={t('settings.tags.deleteLabel', { name: tag.name })}
                      className={dangerButton}
                    >
                      {t('common.delete')}
                    </button>
                  </span>
                  {askedFor === tag.id ? question : null}
                </li>
              ),
            )}
          </ul>
        </ListState>
      </div>
    </Panel>
  );
}

function TagEditor({ tag, onDone }: { tag: Tag; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateTag();
  return (
    <li className="py-2">
      <TagForm
        initial={{ name: tag.name, name_fr: tag.name_fr ?? '', icon: tag.icon }}
        pending={update.isPending}
        save={(input, callbacks) => update.mutate({ id: tag.id, input }, callbacks)}
        savedMessage={t('settings.tags.toasts.updated')}
        failedMessage={t('settings.tags.toasts.updateFailed')}
        onSaved={onDone}
      >
        <button type="submit" disabled={update.isPending} className={primaryButton}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('common.cancel')}
        </button>
      </TagForm>
    </li>
  );
}

type SaveCallbacks = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * A tag's form, to create or edit one: the name inputs (English, and French for French pages:
 * docs/decisions/041) and the icon, checked with the contract the tours service applies, each
 * with its message; a name already taken is said on the name.
 */
function TagForm({
  initial,
  pending,
  save,
  savedMessage,
  failedMessage,
  emptyOnSave = false,
  onSaved,
  children,
}: {
  initial: TagValues;
  pending: boolean;
  save: (input: TagData, callbacks: SaveCallbacks) => void;
  savedMessage: string;
  failedMessage: string;
  /** The create form empties itself for the next tag. */
  emptyOnSave?: boolean;
  onSaved?: () => void;
  /** The form's buttons. */
  children: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors },
  } = useForm<TagValues, unknown, TagData>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver: tagResolver,
  });

  const onValid = (input: TagData) => {
    if (pending) return;
    save(input, {
      onSuccess: () => {
        toast.success(savedMessage);
        if (emptyOnSave) reset(EMPTY_TAG);
        onSaved?.();
      },
      onError: (error) => {
        const found: Partial<Record<(typeof TAG_FIELDS)[number], string>> = serverFieldKeys(
          error,
          TAG_FIELDS,
          getValues(),
          tagErrorKey,
        );
        if (error instanceof ApiError && error.reason === 'TAG_NAME_TAKEN') {
          found.name = 'common:refusals.TAG_NAME_TAKEN';
        }
        markServerErrors(setError, TAG_FIELDS, found);
        notifyError(error, failedMessage);
      },
    });
  };

  const message = (field: keyof TagValues) => {
    const key = errors[field]?.message as TagErrorKey | undefined;
    return key ? t(key, { max: TAG_LIMITS.name }) : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-wrap items-start gap-3"
    >
      <TextField
        label={t('settings.tags.name')}
        maxLength={TAG_LIMITS.name}
        error={message('name')}
        className="min-w-40 flex-1"
        {...register('name')}
      />
      <TextField
        label={t('settings.tags.nameFr')}
        lang="fr"
        maxLength={TAG_LIMITS.name}
        error={message('name_fr')}
        className="min-w-40 flex-1"
        {...register('name_fr')}
      />
      <TextField
        label={t('settings.tags.icon')}
        maxLength={TAG_LIMITS.icon}
        error={message('icon')}
        className="w-32"
        {...register('icon')}
      />
      {/* The buttons line up with the inputs, below their labels. */}
      <div className="flex gap-3 self-start pt-6">{children}</div>
    </form>
  );
}
