import type { Tour, TourData } from '@mt/contracts/tours';
import { DIFFICULTY_LEVELS, TOUR_DATE_RANGE, TOUR_LIMITS } from '@mt/contracts/tours';
import { DEPOSIT_PERCENT_MAX } from '@mt/domain/deposit';
import { addMonths, MAX_TRIP_DAYS, todayIn } from '@mt/domain/trip-dates';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { notifyError, reasonOf } from '../api/notify-error';
import { useSaveTour, useUploadTourImage } from '../api/tours';
import { serverFieldKeys } from '../utils/contract-form';
import { checkImageFile } from '../utils/image-file';
import { saveTourDraft } from '../utils/tour-draft';
import {
  splitCommaList,
  TOUR_FORM_FIELDS,
  tourFormErrorKey,
  tourFormResolver,
} from '../utils/tour-form-values';
import type { TourFormErrorKey, TourFormField, TourFormValues } from '../utils/tour-form-values';
import {
  addImageRow,
  removeImageRow,
  setMainImageRow,
  updateImageRow,
} from '../utils/tour-image-rows';
import { useConfirmQuestion } from './confirm-question';
import { secondaryButton } from './list-states';
import { TourImagesEditor } from './tour-images-editor';
import { TourScheduleFields } from './tour-schedule-fields';

// The editor (Quill) is its own chunk, fetched when a form first opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type TourFormProps = {
  /** The tour being edited, or null for a new one. */
  tourId: number | null;
  initialValues: TourFormValues;
  /** The values the form opened with, to tell whether anything changed. */
  pristineValues: TourFormValues;
  /** Shown above the form, e.g. that a draft was restored. */
  notice?: ReactNode;
  onSaved: (tour: Tour) => void;
  /** Leaves the form; with unsaved changes, only once the admin said to discard them. */
  onCancel: () => void;
};

const same = (a: TourFormValues, b: TourFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The tour form (docs/product.md, Admin dashboard), add or edit: every field, the French versions,
 * images and rich text.
 */
export function TourForm({
  tourId,
  initialValues,
  pristineValues,
  notice,
  onSaved,
  onCancel,
}: TourFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<TourFormValues, unknown, TourData>({
    mode: 'onTouched',
    defaultValues: initialValues,
    resolver: tourFormResolver,
  });
  const values = useWatch({ control }) as TourFormValues;
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [newDate, setNewDate] = useState('');
  const save = useSaveTour();
  const upload = useUploadTourImage();
  const dirty = !same(values, pristineValues);
  const { ask, question } = useConfirmQuestion();

  // Keep the draft on every change, so neither a reload nor an expired session loses it.
  useEffect(() => {
    if (dirty) saveTourDraft({ tourId, values });
  }, [dirty, tourId, values]);

  // Closing or reloading the browser tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A value set by a control of its own (a date picked, an upload's address); after a first
  // submit it is checked again at once, as typing is.
  const set = <K extends keyof TourFormValues>(field: K, value: TourFormValues[K]) =>
    setValue(field, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  // `maxDays` is read by durationTooLong only.
  const error = (field: TourFormField) => {
    const key = errors[field]?.message as TourFormErrorKey | undefined;
    return key ? t(`tourForm.errors.${key}`, { maxDays: MAX_TRIP_DAYS }) : undefined;
  };

  const onUpload = (key: string, file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(`tourForm.toasts.${problem}`));
      return;
    }
    setUploading((current) => new Set(current).add(key));
    upload
      .mutateAsync(file)
      .then((stored) => {
        // The rows as they are now: others may have changed while the file travelled.
        set('images', updateImageRow(getValues('images'), key, { image_url: stored.url }));
        toast.success(t('tourForm.toasts.uploaded'));
      })
      .catch((uploadError: unknown) =>
        notifyError(
          uploadError,
          t('tourForm.toasts.uploadFailed', {
            reason: reasonOf(uploadError, t('common.unknownError')),
          }),
        ),
      )
      .finally(() =>
        setUploading((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
      );
  };

  const onValid = (input: TourData) => {
    if (save.isPending || uploading.size > 0) return;
    save.mutate(
      { id: tourId, input },
      {
        onSuccess: (tour) => {
          toast.success(tourId === null ? t('tours.toasts.added') : t('tours.toasts.updated'));
          onSaved(tour);
        },
        onError: (saveError) => {
          // The values stay as typed; the fields the service named say why.
          markServerErrors(
            setError,
            TOUR_FORM_FIELDS,
            serverFieldKeys(saveError, TOUR_FORM_FIELDS, getValues(), tourFormErrorKey),
          );
          notifyError(
            saveError,
            tourId === null ? t('tours.toasts.addFailed') : t('tours.toasts.updateFailed'),
          );
        },
      },
    );
  };

  const addDate = () => {
    if (!newDate) return;
    const dates = splitCommaList(getValues('available_dates'));
    if (!dates.includes(newDate)) set('available_dates', [...dates, newDate].join(', '));
    setNewDate('');
  };

  const hasErrors = Object.keys(errors).length > 0;
  const titleId = `${id}-title`;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        {tourId === null ? t('tourForm.addTitle') : t('tourForm.editTitle')}
      </h2>
      {notice}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="mt-6 space-y-8"
      >
        <div role="alert" className="empty:hidden">
          {hasErrors ? (
            <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {t('tourForm.errors.summary')}
            </p>
          ) : null}
        </div>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-stone-900">
            {t('tourForm.english')}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('tourForm.fields.title')}
              {...register('title')}
              error={error('title')}
              required
              maxLength={TOUR_LIMITS.title}
            />
            <TextField
              label={t('tourForm.fields.location')}
              {...register('location')}
              error={error('location')}
              required
              maxLength={TOUR_LIMITS.location}
            />
            <TextField
              label={t('tourForm.fields.price')}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              {...register('price')}
              error={error('price')}
              required
            />
            <TextField
              label={t('tourForm.fields.duration')}
              hint={t('tourForm.fields.durationHint')}
              {...register('duration')}
              error={error('duration')}
              required
              maxLength={TOUR_LIMITS.duration}
            />
            <TextField
              label={t('tourForm.fields.maxParticipants')}
              type="number"
              min={1}
              max={TOUR_LIMITS.maxParticipants}
              step={1}
              inputMode="numeric"
              {...register('max_participants')}
              error={error('max_participants')}
              required
            />
            <SelectField label={t('tourForm.fields.difficulty')} {...register('difficulty_level')}>
              {DIFFICULTY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`tours.difficulty.${level}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('tourForm.fields.depositPercent')}
              hint={t('tourForm.fields.depositPercentHint')}
              type="number"
              min={0}
              max={DEPOSIT_PERCENT_MAX}
              step={1}
              inputMode="numeric"
              {...register('deposit_percent')}
              error={error('deposit_percent')}
            />
          </div>

          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextField
                label={t('tourForm.fields.description')}
                value={field.value}
                onChange={field.onChange}
                focusRef={field.ref}
                error={error('description')}
              />
            )}
          />

          <TextField
            label={t('tourForm.fields.includes')}
            hint={t('tourForm.fields.includesHint')}
            {...register('includes')}
            error={error('includes')}
          />

          <TextareaField
            label={t('tourForm.fields.meetingPoint')}
            hint={t('tourForm.fields.meetingPointHint')}
            rows={2}
            {...register('meeting_point')}
            error={error('meeting_point')}
            maxLength={TOUR_LIMITS.meetingPoint}
          />

          <div className="space-y-2">
            <TextField
              label={t('tourForm.fields.availableDates')}
              hint={t('tourForm.fields.availableDatesHint')}
              {...register('available_dates')}
              error={error('available_dates')}
            />
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`${id}-new-date`} className="block text-sm text-stone-700">
                  {t('tourForm.fields.pickDate')}
                </label>
                <input
                  id={`${id}-new-date`}
                  type="date"
                  min={TOUR_DATE_RANGE.first}
                  max={addMonths(todayIn(), TOUR_DATE_RANGE.monthsAhead)}
                  value={newDate}
                  onChange={(event) => setNewDate(event.target.value)}
                  className={inputClass}
                />
              </div>
              <button
                type="button"
                onClick={addDate}
                disabled={!newDate}
                className={secondaryButton}
              >
                {t('tourForm.fields.addDate')}
              </button>
            </div>
          </div>

          <TourScheduleFields register={register} cutoff={values.sales_cutoff} error={error} />
        </fieldset>

        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <TourImagesEditor
              ref={field.ref}
              rows={field.value}
              uploading={uploading}
              error={error('images')}
              onAdd={() => field.onChange(addImageRow(field.value))}
              onRemove={(key) => field.onChange(removeImageRow(field.value, key))}
              onChange={(key, patch) => field.onChange(updateImageRow(field.value, key, patch))}
              onMainChange={(key, main) => field.onChange(setMainImageRow(field.value, key, main))}
              onUpload={onUpload}
            />
          )}
        />

        <fieldset className="space-y-4" aria-describedby={`${id}-fr-hint`}>
          <legend className="text-base font-semibold text-stone-900">{t('tourForm.french')}</legend>
          <p id={`${id}-fr-hint`} className="text-sm text-stone-600">
            {t('tourForm.frenchHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('tourForm.fields.titleFr')}
              lang="fr"
              {...register('title_fr')}
              error={error('title_fr')}
              maxLength={TOUR_LIMITS.title}
            />
            <TextField
              label={t('tourForm.fields.locationFr')}
              lang="fr"
              {...register('location_fr')}
              error={error('location_fr')}
              maxLength={TOUR_LIMITS.location}
            />
            <TextField
              label={t('tourForm.fields.durationFr')}
              lang="fr"
              {...register('duration_fr')}
              error={error('duration_fr')}
              maxLength={TOUR_LIMITS.duration}
            />
          </div>
          <Controller
            control={control}
            name="description_fr"
            render={({ field }) => (
              <RichTextField
                label={t('tourForm.fields.descriptionFr')}
                value={field.value}
                onChange={field.onChange}
                focusRef={field.ref}
                error={error('description_fr')}
              />
            )}
          />
          <TextField
            label={t('tourForm.fields.includesFr')}
            hint={t('tourForm.fields.includesHint')}
            {...register('includes_fr')}
            error={error('includes_fr')}
          />
          <TextareaField
            label={t('tourForm.fields.meetingPointFr')}
            lang="fr"
            rows={2}
            {...register('meeting_point_fr')}
            error={error('meeting_point_fr')}
            maxLength={TOUR_LIMITS.meetingPoint}
          />
        </fieldset>

        <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-6">
          {/* An image still uploading has no address yet: the form waits for it. */}
          <SubmitButton
            pending={save.isPending}
            disabled={uploading.size > 0}
            pendingLabel={t('tourForm.saving')}
          >
            {tourId === null ? t('tourForm.addSubmit') : t('tourForm.updateSubmit')}
          </SubmitButton>
          <button
            type="button"
            onClick={() =>
              dirty
                ? ask({
                    title: t('tourForm.confirmDiscard'),
                    confirmLabel: t('tourForm.discard'),
                    cancelLabel: t('tourForm.keepEditing'),
                    onConfirm: onCancel,
                  })
                : onCancel()
            }
            className="rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 transition hover:border-amber-500 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            {t('tourForm.cancel')}
          </button>
        </div>
        {question}
      </form>
    </section>
  );
}

function RichTextField({
  label,
  value,
  onChange,
  focusRef,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Where a submit's first error sends the focus: the editable area. */
  focusRef: (target: { focus: () => void } | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div
      ref={(element) =>
        focusRef(
          element && {
            focus: () =>
              element.querySelector<HTMLElement>(`[aria-labelledby="${id}-label"]`)?.focus(),
          },
        )
      }
    >
      <p id={`${id}-label`} className="block text-sm font-medium text-stone-700">
        {label}
      </p>
      <Suspense
        fallback={
          <p role="status" className="mt-1 rounded-lg border border-stone-200 p-4 text-stone-500">
            {t('tourForm.editorLoading')}
          </p>
        }
      >
        <RichTextEditor
          defaultValue={value}
          onChange={onChange}
          labelledBy={`${id}-label`}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
