import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { TagInputSchema, TAG_LIMITS } from '@mt/contracts/tours';
import type { Tag, TagInput } from '@mt/contracts/tours';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { notifyError } from '../api/notify-error';
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from '../api/settings';
import { ListState, dangerButton, primaryButton, secondaryButton } from './list-states';
import { Panel } from './panel';

/** Keys of admin:settings.tags.* saying what is wrong with a name and icon. */
type TagProblem = 'invalid' | 'unsafeText';

/** What the tag form edits: the English name, the French name (optional) and the icon. */
type TagValues = { name: string; name_fr: string; icon: string };

const readTag = (
  values: TagValues,
): { input: TagInput; problem: null } | { input: null; problem: TagProblem } => {
  const parsed = TagInputSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data, problem: null };
  const unsafe = parsed.error.issues.some((issue) => issue.message === UNSAFE_TEXT_MESSAGE);
  return { input: null, problem: unsafe ? 'unsafeText' : 'invalid' };
};

const EMPTY_TAG: TagValues = { name: '', name_fr: '', icon: '' };

/** Global tag management: every tag; create, edit, delete (removed from all tours). */
export function GlobalTagsPanel() {
  const { t } = useTranslation('admin');
  const tags = useTags();
  const create = useCreateTag();
  const remove = useDeleteTag();
  const [values, setValues] = useState<TagValues>(EMPTY_TAG);
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const list = tags.data ?? [];

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, problem: found } = readTag(values);
    setProblem(found);
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('settings.tags.toasts.created'));
        setValues(EMPTY_TAG);
      },
      onError: (error) => notifyError(error, t('settings.tags.toasts.createFailed')),
    });
  };

  const onDelete = (tag: Tag) => {
    if (!window.confirm(t('settings.tags.confirmDelete'))) return;
    remove.mutate(tag.id, {
      onSuccess: () => toast.success(t('settings.tags.toasts.deleted')),
      onError: (error) => notifyError(error, t('settings.tags.toasts.deleteFailed')),
    });
  };

  return (
    <Panel title={t('settings.tags.heading')}>
      <TagFields values={values} problem={problem} onChange={setValues} onSubmit={onCreate}>
        <button type="submit" disabled={create.isPending} className={primaryButton}>
          {t('settings.tags.create')}
        </button>
      </TagFields>
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
  const [values, setValues] = useState<TagValues>({
    name: tag.name,
    name_fr: tag.name_fr ?? '',
    icon: tag.icon,
  });
  const [problem, setProblem] = useState<TagProblem | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, problem: found } = readTag(values);
    setProblem(found);
    if (!input) return;
    update.mutate(
      { id: tag.id, input },
      {
        onSuccess: () => {
          toast.success(t('settings.tags.toasts.updated'));
          onDone();
        },
        onError: (error) => notifyError(error, t('settings.tags.toasts.updateFailed')),
      },
    );
  };

  return (
    <li className="py-2">
      <TagFields values={values} problem={problem} onChange={setValues} onSubmit={onSubmit}>
        <button type="submit" disabled={update.isPending} className={primaryButton}>
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('common.cancel')}
        </button>
      </TagFields>
    </li>
  );
}

/**
 * The name inputs (English, and French for French pages: docs/decisions/041) and the icon, with
 * their buttons, and the message when they are not valid.
 */
function TagFields({
  values,
  problem,
  onChange,
  onSubmit,
  children,
}: {
  values: TagValues;
  problem: TagProblem | null;
  onChange: (values: TagValues) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's buttons. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('settings.tags.name')}
          value={values.name}
          maxLength={TAG_LIMITS.name}
          onChange={(event) => onChange({ ...values, name: event.target.value })}
          className="min-w-40 flex-1"
        />
        <TextField
          label={t('settings.tags.nameFr')}
          lang="fr"
          value={values.name_fr}
          maxLength={TAG_LIMITS.name}
          onChange={(event) => onChange({ ...values, name_fr: event.target.value })}
          className="min-w-40 flex-1"
        />
        <TextField
          label={t('settings.tags.icon')}
          value={values.icon}
          maxLength={TAG_LIMITS.icon}
          onChange={(event) => onChange({ ...values, icon: event.target.value })}
          className="w-32"
        />
        {children}
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(`settings.tags.${problem}`)}
        </p>
      ) : null}
    </>
  );
}
