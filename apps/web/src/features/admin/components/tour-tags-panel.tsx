import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { inLanguage } from '@mt/domain/in-language';
import type { Tag } from '@mt/contracts/tours';

import { inputClass } from '../../../components/ui/field-shell';
import { useLanguage } from '../../../i18n/use-language';
import { notifyError } from '../api/notify-error';
import { useAddTourTag, useRemoveTourTag, useTags, useTourTags } from '../api/tags';
import { ListState, primaryButton } from './list-states';
import { Panel } from './panel';

/** The tags panel in per-tour mode: the tour's tags, each removable, and a tag to add. */
export function TourTagsPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  // Each tag in the dashboard's language, with the site's fallback (docs/decisions/041).
  const nameOf = (tag: Tag) => inLanguage(language, tag.name, tag.name_fr);
  const tourTags = useTourTags(tourId);
  const tags = useTags();
  const add = useAddTourTag();
  const remove = useRemoveTourTag();
  const [choice, setChoice] = useState('');
  const id = useId();
  const onTour = tourTags.data ?? [];
  const available = (tags.data ?? []).filter(
    (tag) => !onTour.some((link) => link.tag.id === tag.id),
  );

  const onAdd = () => {
    if (!choice) return;
    add.mutate(
      { tourId, tagId: Number(choice) },
      {
        onSuccess: () => {
          toast.success(t('settings.tourTags.toasts.added'));
          setChoice('');
        },
        onError: (error) => notifyError(error, t('settings.tourTags.toasts.addFailed')),
      },
    );
  };

  const onRemove = (tagId: number) =>
    remove.mutate(
      { tourId, tagId },
      {
        onSuccess: () => toast.success(t('settings.tourTags.toasts.removed')),
        onError: (error) => notifyError(error, t('settings.tourTags.toasts.removeFailed')),
      },
    );

  return (
    <Panel title={t('settings.tourTags.heading')}>
      <ListState
        query={tourTags}
        isEmpty={onTour.length === 0}
        emptyMessage={t('settings.tourTags.empty')}
      >
        <ul className="flex flex-wrap gap-2">
          {onTour.map((link) => (
            <li
              key={link.id}
              className="inline-flex items-center gap-1 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <span aria-hidden="true">{link.tag.icon}</span> {nameOf(link.tag)}
              <button
                type="button"
                onClick={() => onRemove(link.tag.id)}
                disabled={remove.isPending}
                aria-label={t('settings.tourTags.removeLabel', { name: nameOf(link.tag) })}
                className="ml-1 inline-flex size-6 items-center justify-center rounded-full text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      </ListState>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-tag`} className="block text-sm font-medium text-stone-700">
            {t('settings.tourTags.choose')}
          </label>
          <select
            id={`${id}-tag`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className={inputClass}
          >
            <option value="">{t('settings.tourTags.chooseOption')}</option>
            {available.map((tag) => (
              <option key={tag.id} value={tag.id}>
                {tag.icon} {nameOf(tag)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={onAdd}
          disabled={!choice || add.isPending}
          className={primaryButton}
        >
          {t('settings.tourTags.add')}
        </button>
      </div>
    </Panel>
  );
}
