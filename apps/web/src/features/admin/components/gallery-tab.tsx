import { GalleryCaptionsInputSchema } from '@mt/contracts/media';
import { MAX_CAPTION } from '@mt/contracts/media-limits';
import type { GalleryItem } from '@mt/contracts/media';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { formatBytes, formatDate } from '@mt/domain/format';
import {
  useAdminGallery,
  useDeleteGalleryImage,
  useGalleryStats,
  useSaveGalleryCaptions,
  useUploadGalleryImage,
} from '../api/gallery';
import { notifyError, reasonOf } from '../api/notify-error';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorToast } from '../hooks/use-error-toast';
import { contractResolver, serverFieldKeys } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
import { checkImageFile } from '../utils/image-file';
import { useConfirmQuestion } from './confirm-question';
import { ListState, Stat, dangerButton, primaryButton, secondaryButton } from './list-states';

/**
 * The Gallery tab (docs/product.md, Admin dashboard): count and storage, an upload picker, and
 * every image with its facts.
 */
export function GalleryTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const gallery = useAdminGallery();
  const stats = useGalleryStats();
  useErrorToast(gallery, t('gallery.toasts.loadFailed'));
  // A stats failure is only logged, never toasted (docs/product.md, Admin dashboard).
  useEffect(() => {
    if (stats.error) console.error('Failed to fetch media stats', stats.error);
  }, [stats.error]);
  const items = gallery.data ?? [];
  const storage = stats.data
    ? formatBytes(stats.data.storage_used, language)
    : stats.isError
      ? t('gallery.stats.unavailable')
      : '…';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-6">
        {/* Without stats, the count comes from the list, and the storage says it is unknown. */}
        <dl className="grid grid-cols-2 gap-3 sm:w-96">
          <Stat
            label={t('gallery.stats.images')}
            value={stats.data?.total_items ?? (gallery.data ? items.length : '…')}
          />
          <Stat label={t('gallery.stats.storage')} value={storage} />
        </dl>
        <UploadPicker />
      </div>
      <ListState query={gallery} isEmpty={items.length === 0} emptyMessage={t('gallery.empty')}>
        <ul
          aria-label={t('gallery.listLabel')}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map((item) => (
            <GalleryCard key={item.id} item={item} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

/** The two captions as typed: English and French (docs/decisions/041). */
type Captions = { caption: string; caption_fr: string };
type CaptionsData = { caption: string | null; caption_fr: string | null };
const CAPTION_FIELDS = ['caption', 'caption_fr'] as const;
const NO_CAPTIONS: Captions = { caption: '', caption_fr: '' };

/** Keys of admin:gallery.errors.*: a caption is optional, so only its length and characters. */
type CaptionErrorKey = 'tooLong' | 'unsafeText';
const captionErrorKey: KeyFor<Captions> = (_field, _values, { message }): CaptionErrorKey =>
  message === UNSAFE_TEXT_MESSAGE ? 'unsafeText' : 'tooLong';

/** The media service's own rules for both captions, on upload and on edit. */
const captionsResolver = contractResolver(GalleryCaptionsInputSchema, captionErrorKey);

/** A captions form over the contract, refusals marked on their fields. */
function useCaptionsForm(initial: Captions) {
  const form = useForm<Captions, unknown, CaptionsData>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver: captionsResolver,
  });
  const markRefusal = (error: unknown) =>
    markServerErrors(
      form.setError,
      CAPTION_FIELDS,
      serverFieldKeys(error, CAPTION_FIELDS, form.getValues(), captionErrorKey),
    );
  return { form, markRefusal };
}

/** The English and French caption inputs, with the fallback explained once. */
function CaptionFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<Captions>;
  errors: FieldErrors<Captions>;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const message = (field: keyof Captions) => {
    const key = errors[field]?.message as CaptionErrorKey | undefined;
    return key ? t(`gallery.errors.${key}`, { max: MAX_CAPTION }) : undefined;
  };
  // Each input is described by the shared hint and, when there is one, its own error.
  const described = (field: keyof Captions) =>
    [`${id}-captions-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <TextField
        id={`${id}-caption`}
        label={t('gallery.caption')}
        maxLength={MAX_CAPTION}
        disabled={disabled}
        error={message('caption')}
        aria-describedby={described('caption')}
        {...register('caption')}
      />
      <TextField
        id={`${id}-caption_fr`}
        label={t('gallery.captionFr')}
        lang="fr"
        maxLength={MAX_CAPTION}
        disabled={disabled}
        error={message('caption_fr')}
        aria-describedby={described('caption_fr')}
        {...register('caption_fr')}
      />
      <p id={`${id}-captions-hint`} className="text-xs text-stone-500">
        {t('gallery.captionsHint')}
      </p>
    </div>
  );
}

function UploadPicker() {
  const { t } = useTranslation('admin');
  const upload = useUploadGalleryImage();
  const { form, markRefusal } = useCaptionsForm(NO_CAPTIONS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const id = useId();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file || upload.isPending) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(`gallery.toasts.${problem}`));
      return;
    }
    // Choosing the file sends the captions with it: they are checked first, and a wrong one is
    // named and focused, the file left to choose again.
    void handleSubmit((captions) =>
      upload.mutate(
        {
          file,
          caption: captions.caption ?? undefined,
          caption_fr: captions.caption_fr ?? undefined,
        },
        {
          onSuccess: () => {
            toast.success(t('gallery.toasts.uploaded'));
            reset(NO_CAPTIONS);
          },
          onError: (error) => {
            markRefusal(error);
            notifyError(
              error,
              t('gallery.toasts.uploadFailed', {
                reason: reasonOf(error, t('common.unknownError')),
              }),
            );
          },
        },
      ),
    )();
  };

  return (
    <div className="w-full max-w-sm space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <CaptionFields register={register} errors={errors} disabled={upload.isPending} />
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        disabled={upload.isPending}
        onChange={onFile}
        aria-describedby={`${id}-hint`}
        className="peer sr-only"
      />
      <label
        htmlFor={`${id}-file`}
        aria-disabled={upload.isPending || undefined}
        className={`${primaryButton} w-full cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        {upload.isPending ? t('gallery.uploading') : t('gallery.upload')}
      </label>
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('gallery.uploadHint')}
      </p>
    </div>
  );
}

function GalleryCard({ item }: { item: GalleryItem }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const remove = useDeleteGalleryImage();
  const [editing, setEditing] = useState(false);
  const name = item.caption || item.filename;

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
      toast.success(t('gallery.toasts.copied'));
    } catch (error) {
      notifyError(error, t('gallery.toasts.copyFailed'));
    }
  };

  const { ask, question } = useConfirmQuestion();
  const deleteIt = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('gallery.toasts.deleted')),
      onError: (error) =>
        notifyError(
          error,
          t('gallery.toasts.deleteFailed', { reason: reasonOf(error, t('common.unknownError')) }),
        ),
    });
  // The question names the item (docs/product.md, Messages).
  const onDelete = () =>
    ask({
      title: t('gallery.confirmDelete', { name }),
      confirmLabel: t('common.delete'),
      onConfirm: deleteIt,
    });

  return (
    <li className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img
        src={item.url}
        alt={item.caption ?? ''}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="space-y-1 p-4 text-sm">
        <p className="font-semibold break-words text-stone-900">{item.filename}</p>
        {editing ? (
          <CaptionsEditor item={item} onDone={() => setEditing(false)} />
        ) : (
          <>
            <p className="break-words text-stone-700">
              <span className="font-medium">EN</span>{' '}
              {item.caption_en ?? <em className="text-stone-500">{t('gallery.noCaption')}</em>}
            </p>
            <p lang="fr" className="break-words text-stone-700">
              <span className="font-medium">FR</span>{' '}
              {item.caption_fr ?? <em className="text-stone-500">{t('gallery.noCaption')}</em>}
            </p>
          </>
        )}
        <p className="text-stone-600">
          {formatBytes(item.file_size, language)} · {item.mime_type}
        </p>
        <p className="text-stone-500">{formatDate(item.created_at, language)}</p>
        <div className="flex flex-wrap gap-2 pt-2">
          {editing ? null : (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={t('gallery.editCaptionsLabel', { name })}
              className={secondaryButton}
            >
              {t('gallery.editCaptions')}
            </button>
          )}
          <button
            type="button"
            onClick={() => void copyUrl()}
            aria-label={t('gallery.copyUrlLabel', { name })}
            className={secondaryButton}
          >
            {t('gallery.copyUrl')}
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={t('gallery.deleteLabel', { name })}
            className={dangerButton}
          >
            {t('common.delete')}
          </button>
        </div>
        {question}
      </div>
    </li>
  );
}

/** Both captions of a photo already in the gallery, written or translated after its upload. */
function CaptionsEditor({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveGalleryCaptions();
  const { form, markRefusal } = useCaptionsForm({
    caption: item.caption_en ?? '',
    caption_fr: item.caption_fr ?? '',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onValid = (captions: CaptionsData) => {
    if (save.isPending) return;
    save.mutate(
      { id: item.id, captions },
      {
        onSuccess: () => {
          toast.success(t('gallery.toasts.captionsSaved'));
          onDone();
        },
        onError: (error) => {
          markRefusal(error);
          notifyError(
            error,
            t('gallery.toasts.captionsFailed', {
              reason: reasonOf(error, t('common.unknownError')),
            }),
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="space-y-3 pt-2"
    >
      <CaptionFields register={register} errors={errors} disabled={save.isPending} />
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
