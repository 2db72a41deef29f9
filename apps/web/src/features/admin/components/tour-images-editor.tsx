import { TOUR_LIMITS } from '@mt/contracts/tours';
import { useId } from 'react';
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
import type { ImageRow } from '../utils/tour-image-rows';
import { dangerButton, secondaryButton } from './list-states';

type TourImagesEditorProps = {
  /** The group, focusable, where a submit's first error may send the focus. */
  ref?: Ref<HTMLFieldSetElement>;
  rows: ImageRow[];
  /** Keys of the rows whose file is being uploaded (an indicator per row). */
  uploading: ReadonlySet<string>;
  error?: string | undefined;
  onAdd: () => void;
  onRemove: (key: string) => void;
  onChange: (key: string, patch: Partial<Pick<ImageRow, 'image_url' | 'alt_text'>>) => void;
  onMainChange: (key: string, main: boolean) => void;
  onUpload: (key: string, file: File) => void;
};

/** Tour images: add, upload, URL, alt text, main checkbox and remove, row by row. */
export function TourImagesEditor({
  ref,
  rows,
  uploading,
  error,
  onAdd,
  onRemove,
  onChange,
  onMainChange,
  onUpload,
}: TourImagesEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className="space-y-4 rounded-2xl border border-stone-200 p-4 focus:outline-2 focus:outline-amber-600"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="px-1 text-base font-semibold text-stone-900">
        {t('tourForm.images.heading')}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('tourForm.images.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-stone-500">{t('tourForm.images.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <ImageRowEditor
              key={row.key}
              row={row}
              number={index + 1}
              uploading={uploading.has(row.key)}
              onRemove={onRemove}
              onChange={onChange}
              onMainChange={onMainChange}
              onUpload={onUpload}
            />
          ))}
        </ol>
      )}
      <button type="button" onClick={onAdd} className={secondaryButton}>
        {t('tourForm.images.add')}
      </button>
    </fieldset>
  );
}

type ImageRowEditorProps = Pick<
  TourImagesEditorProps,
  'onRemove' | 'onChange' | 'onMainChange' | 'onUpload'
> & { row: ImageRow; number: number; uploading: boolean };

function ImageRowEditor({
  row,
  number,
  uploading,
  onRemove,
  onChange,
  onMainChange,
  onUpload,
}: ImageRowEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const preview = row.image_url.trim();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onUpload(row.key, file);
  };

  return (
    <li
      aria-label={t('tourForm.images.row', { number })}
      aria-busy={uploading || undefined}
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-[5rem_1fr]"
    >
      <div className="flex size-20 items-center justify-center overflow-hidden rounded-lg bg-stone-200">
        {uploading ? (
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-2 border-amber-200 border-t-amber-600"
          />
        ) : preview ? (
          <img src={preview} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="space-y-2">
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-url`} className="block text-sm font-medium text-stone-700">
              {t('tourForm.images.url')}
            </label>
            <input
              id={`${id}-url`}
              type="text"
              inputMode="url"
              value={row.image_url}
              maxLength={TOUR_LIMITS.imageUrl}
              disabled={uploading}
              onChange={(event) => onChange(row.key, { image_url: event.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-stone-700">
              {t('tourForm.images.alt')}
            </label>
            <input
              id={`${id}-alt`}
              type="text"
              value={row.alt_text}
              maxLength={TOUR_LIMITS.altText}
              onChange={(event) => onChange(row.key, { alt_text: event.target.value })}
              className={inputClass}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-2 text-sm text-stone-700">
            <input
              type="checkbox"
              checked={row.is_main}
              onChange={(event) => onMainChange(row.key, event.target.checked)}
              className="size-4 accent-amber-700"
            />
            {t('tourForm.images.main')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={onFile}
            className="peer sr-only"
            aria-label={t('tourForm.images.uploadLabel', { number })}
          />
          <label
            htmlFor={`${id}-file`}
            aria-hidden="true"
            className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-amber-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            {uploading ? t('tourForm.images.uploading') : t('tourForm.images.upload')}
          </label>
          {uploading ? (
            <span role="status" className="sr-only">
              {t('tourForm.images.uploading')}
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => onRemove(row.key)}
            aria-label={t('tourForm.images.removeLabel', { number })}
            className={dangerButton}
          >
            {t('tourForm.images.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
