import type { Difficulty, Tour } from '@mt/contracts/tours';
import { DIFFICULTY_LEVELS, TOUR_DATE_RANGE, TOUR_LIMITS } from '@mt/contracts/tours';
import { addMonths, MAX_TRIP_DAYS, todayIn } from '@mt/domain/trip-dates';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { notifyError, reasonOf } from '../api/notify-error';
import { useSaveTour, useUploadTourImage } from '../api/tours';
import { checkImageFile } from '../utils/image-file';
import { saveTourDraft } from '../utils/tour-draft';
import { tourFormErrorFor, validateTourForm } from '../utils/tour-form-values';
import type { TourFormErrors, TourFormField, TourFormValues } from '../utils/tour-form-values';
import {
  addImageRow,
  removeImageRow,
  setMainImageRow,
  updateImageRow,
} from '../utils/tour-image-rows';
import { secondaryButton } from './list-states';
import { TourImagesEditor } from './tour-images-editor';

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
  onCancel: (dirty: boolean) => void;
};

const same = (a: TourFormValues, b: TourFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** A server's field errors (400 `errors: [{path}]`) as the form's own, by their first segment. */
function serverFieldErrors(error: unknown): TourFormErrors {
  const errors: TourFormErrors = {};
  if (!(error instanceof ApiError) || !error.errors) return errors;
  for (const { path, message } of error.errors) {
    const field = path.split(/[.[]/)[0] as TourFormField;
    errors[field] ??= tourFormErrorFor(field, message);
  }
  return errors;
}

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
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TourFormErrors>({});
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const [newDate, setNewDate] = useState('');
  const save = useSaveTour();
  const upload = useUploadTourImage();
  const dirty = !same(values, pristineValues);

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

  const set = <K extends keyof TourFormValues>(field: K, value: TourFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  // `maxDays` is read by durationTooLong only.
  const error = (field: TourFormField) =>
    errors[field] ? t(`tourForm.errors.${errors[field]}`, { maxDays: MAX_TRIP_DAYS }) : undefined;

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
        setValues((current) => ({
          ...current,
          images: updateImageRow(current.images, key, { image_url: stored.url }),
        }));
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || uploading.size > 0) return;
    const result = validateTourForm(values);
    setErrors(result.errors ?? {});
    if (!result.input) return;
    save.mutate(
      { id: tourId, input: result.input },
      {
        onSuccess: (tour) => {
          toast.success(tourId === null ? t('tours.toasts.added') : t('tours.toasts.updated'));
          onSaved(tour);
        },
        onError: (saveError) => {
          setErrors(serverFieldErrors(saveError));
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
    const dates = values.available_dates
      .split(',')
      .map((date) => date.trim())
      .filter(Boolean);
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
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-8">
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
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={error('title')}
              required
              maxLength={TOUR_LIMITS.title}
            />
            <TextField
              label={t('tourForm.fields.location')}
              value={values.location}
              onChange={(event) => set('location', event.target.value)}
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
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              error={error('price')}
              required
            />
            <TextField
              label={t('tourForm.fields.duration')}
              hint={t('tourForm.fields.durationHint')}
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
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
              value={values.max_participants}
              onChange={(event) => set('max_participants', event.target.value)}
              error={error('max_participants')}
              required
            />
            <SelectField
              label={t('tourForm.fields.difficulty')}
              value={values.difficulty_level}
              onChange={(event) => set('difficulty_level', event.target.value as Difficulty)}
            >
              {DIFFICULTY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`tours.difficulty.${level}`)}
                </option>
              ))}
            </SelectField>
          </div>

          <RichTextField
            label={t('tourForm.fields.description')}
            value={values.description}
            onChange={(html) => set('description', html)}
            error={error('description')}
          />

          <TextField
            label={t('tourForm.fields.includes')}
            hint={t('tourForm.fields.includesHint')}
            value={values.includes}
            onChange={(event) => set('includes', event.target.value)}
            error={error('includes')}
          />

          <TextareaField
            label={t('tourForm.fields.meetingPoint')}
            hint={t('tourForm.fields.meetingPointHint')}
            rows={2}
            value={values.meeting_point}
            onChange={(event) => set('meeting_point', event.target.value)}
            error={error('meeting_point')}
            maxLength={TOUR_LIMITS.meetingPoint}
          />

          <div className="space-y-2">
            <TextField
              label={t('tourForm.fields.availableDates')}
              hint={t('tourForm.fields.availableDatesHint')}
              value={values.available_dates}
              onChange={(event) => set('available_dates', event.target.value)}
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
        </fieldset>

        <TourImagesEditor
          rows={values.images}
          uploading={uploading}
          error={error('images')}
          onAdd={() => set('images', addImageRow(values.images))}
          onRemove={(key) => set('images', removeImageRow(values.images, key))}
          onChange={(key, patch) => set('images', updateImageRow(values.images, key, patch))}
          onMainChange={(key, main) => set('images', setMainImageRow(values.images, key, main))}
          onUpload={onUpload}
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
              value={values.title_fr}
              onChange={(event) => set('title_fr', event.target.value)}
              error={error('title_fr')}
              maxLength={TOUR_LIMITS.title}
            />
            <TextField
              label={t('tourForm.fields.locationFr')}
              lang="fr"
              value={values.location_fr}
              onChange={(event) => set('location_fr', event.target.value)}
              error={error('location_fr')}
              maxLength={TOUR_LIMITS.location}
            />
            <TextField
              label={t('tourForm.fields.durationFr')}
              lang="fr"
              value={values.duration_fr}
              onChange={(event) => set('duration_fr', event.target.value)}
              error={error('duration_fr')}
              maxLength={TOUR_LIMITS.duration}
            />
          </div>
          <RichTextField
            label={t('tourForm.fields.descriptionFr')}
            value={values.description_fr}
            onChange={(html) => set('description_fr', html)}
            error={error('description_fr')}
          />
          <TextField
            label={t('tourForm.fields.includesFr')}
            hint={t('tourForm.fields.includesHint')}
            value={values.includes_fr}
            onChange={(event) => set('includes_fr', event.target.value)}
            error={error('includes_fr')}
          />
          <TextareaField
            label={t('tourForm.fields.meetingPointFr')}
            lang="fr"
            rows={2}
            value={values.meeting_point_fr}
            onChange={(event) => set('meeting_point_fr', event.target.value)}
            error={error('meeting_point_fr')}
            maxLength={TOUR_LIMITS.meetingPoint}
          />
        </fieldset>

        <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-6">
          <SubmitButton pending={save.isPending} pendingLabel={t('tourForm.saving')}>
            {tourId === null ? t('tourForm.addSubmit') : t('tourForm.updateSubmit')}
          </SubmitButton>
          <button
            type="button"
            onClick={() => onCancel(dirty)}
            className="rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 transition hover:border-amber-500 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            {t('tourForm.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
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
