import type { Tour } from '@mt/contracts/tours';
import { pickMainImage } from '@mt/domain/tour-images';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@mt/domain/format';
import { notifyError } from '../api/notify-error';
import { useAdminTours, useDeleteTour } from '../api/tours';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { clearTourDraft, loadTourDraft } from '../utils/tour-draft';
import { emptyTourForm, tourToFormValues } from '../utils/tour-form-values';
import type { TourFormValues } from '../utils/tour-form-values';
import {
  AdminTable,
  dangerButton,
  ListState,
  primaryButton,
  secondaryButton,
  tdClass,
} from './list-states';
import { useConfirmQuestion } from './confirm-question';
import { TourForm } from './tour-form';

/** The placeholder image of a tour without images (docs/architecture.md, The API). */
export const TOUR_PLACEHOLDER = '/api/placeholder/40/40';

type OpenForm = {
  tourId: number | null;
  values: TourFormValues;
  pristine: TourFormValues;
  restored: boolean;
  /** Changes on each opening, so the form starts afresh. */
  key: number;
};

let openings = 0;

/** A draft left by a reload, a tab switch or an expired session reopens the form it came from. */
function openFromDraft(): OpenForm | null {
  const draft = loadTourDraft();
  if (!draft) return null;
  // The pristine values are unknown now: treat the draft as changed until saved or discarded.
  return {
    tourId: draft.tourId,
    values: draft.values,
    pristine: emptyTourForm(),
    restored: true,
    key: ++openings,
  };
}

/**
 * The Tours tab (docs/product.md, Admin dashboard): the catalogue as a table, and the add/edit
 * form.
 */
export function ToursTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tours = useAdminTours();
  const remove = useDeleteTour();
  const [form, setForm] = useState<OpenForm | null>(openFromDraft);
  useErrorToast(tours, t('tours.toasts.loadFailed'));
  const list = tours.data ?? [];

  const open = (tour: Tour | null) => {
    const values = tour ? tourToFormValues(tour) : emptyTourForm();
    clearTourDraft();
    setForm({
      tourId: tour?.id ?? null,
      values,
      pristine: values,
      restored: false,
      key: ++openings,
    });
  };

  const close = () => {
    clearTourDraft();
    setForm(null);
  };

  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const onDelete = (tour: Tour) => {
    setAskedFor(tour.id);
    ask({
      title: t('tours.confirmDelete'),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(tour.id, {
          onSuccess: () => toast.success(t('tours.toasts.deleted')),
          onError: (error) => notifyError(error, t('tours.toasts.deleteFailed')),
        }),
    });
  };

  // A French-speaking admin reads the French version where there is one.
  const localized = (english: string, french: string | null) =>
    language === 'fr' && french ? french : english;

  if (form) {
    return (
      <TourForm
        key={form.key}
        tourId={form.tourId}
        initialValues={form.values}
        pristineValues={form.pristine}
        notice={
          form.restored ? (
            <p role="status" className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {t('session.draftRestored')}
            </p>
          ) : null
        }
        onSaved={close}
        onCancel={close}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-stone-600">
          {tours.data ? t('tours.count', { count: list.length }) : null}
        </p>
        <button type="button" onClick={() => open(null)} className={primaryButton}>
          {t('tours.add')}
        </button>
      </div>
      <ListState query={tours} isEmpty={list.length === 0} emptyMessage={t('tours.empty')}>
        <AdminTable
          label={t('tours.tableLabel')}
          columns={[
            t('tours.columns.tour'),
            t('tours.columns.location'),
            t('tours.columns.price'),
            t('tours.columns.duration'),
            t('tours.columns.actions'),
          ]}
        >
          {list.map((tour) => {
            const title = localized(tour.title, tour.title_fr);
            return (
              <tr key={tour.id}>
                <td className={tdClass}>
                  <div className="flex items-center gap-3">
                    <img
                      src={pickMainImage(tour.images)?.image_url ?? TOUR_PLACEHOLDER}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 shrink-0 rounded-lg bg-stone-200 object-cover"
                    />
                    <div>
                      <p className="font-semibold text-stone-900">{title}</p>
                      <p className="text-xs text-stone-500">
                        {t(`tours.difficulty.${tour.difficulty_level}`)}
                      </p>
                    </div>
                  </div>
                </td>
                <td className={tdClass}>{localized(tour.location, tour.location_fr)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {formatPrice(tour.price, language)}
                </td>
                <td className={tdClass}>{localized(tour.duration, tour.duration_fr)}</td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => open(tour)}
                      aria-label={t('tours.editLabel', { title })}
                      className={secondaryButton}
                    >
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(tour)}
                      disabled={remove.isPending && remove.variables === tour.id}
                      aria-label={t('tours.deleteLabel', { title })}
                      className={dangerButton}
                    >
                      {t('common.delete')}
                    </button>
                  </div>
                  {askedFor === tour.id ? question : null}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </ListState>
    </div>
  );
}
