import { CaptionSchema } from '@mt/contracts/media';
import { MAX_CAPTION } from '@mt/contracts/media-limits';
import type { GalleryItem } from '@mt/contracts/media';
import { useEffect, useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
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
import { checkImageFile } from '../utils/image-file';
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
const NO_CAPTIONS: Captions = { caption: '', caption_fr: '' };

/** The media service refuses control and direction characters too; saying so here keeps the typing. */
const captionsAreSafe = (captions: Captions) =>
  CaptionSchema.safeParse(captions.caption).success &&
  CaptionSchema.safeParse(captions.caption_fr).success;

/** The English and French caption inputs, with the fallback explained once. */
function CaptionFields({
  captions,
  disabled,
  onChange,
}: {
  captions: Captions;
  disabled: boolean;
  onChange: (captions: Captions) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-stone-700">
          {t('gallery.caption')}
        </label>
        <input
          id={`${id}-caption`}
          value={captions.caption}
          maxLength={MAX_CAPTION}
          disabled={disabled}
          onChange={(event) => onChange({ ...captions, caption: event.target.value })}
          aria-describedby={`${id}-captions-hint`}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-caption-fr`} className="block text-sm font-medium text-stone-700">
          {t('gallery.captionFr')}
        </label>
        <input
          id={`${id}-caption-fr`}
          lang="fr"
          value={captions.caption_fr}
          maxLength={MAX_CAPTION}
          disabled={disabled}
          onChange={(event) => onChange({ ...captions, caption_fr: event.target.value })}
          aria-describedby={`${id}-captions-hint`}
          className={inputClass}
        />
      </div>
      <p id={`${id}-captions-hint`} className="text-xs text-stone-500">
        {t('gallery.captionsHint')}
      </p>
    </div>
  );
}

function UploadPicker() {
  const { t } = useTranslation('admin');
  const upload = useUploadGalleryImage();
  const [captions, setCaptions] = useState<Captions>(NO_CAPTIONS);
  const id = useId();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(`gallery.toasts.${problem}`));
      return;
    }
    if (!captionsAreSafe(captions)) {
      toast.error(t('gallery.toasts.captionUnsafe'));
      return;
    }
    upload.mutate(
      {
        file,
        caption: captions.caption.trim() || undefined,
        caption_fr: captions.caption_fr.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('gallery.toasts.uploaded'));
          setCaptions(NO_CAPTIONS);
        },
        onError: (error) =>
          notifyError(
            error,
            t('gallery.toasts.uploadFailed', {
              reason: reasonOf(error, t('common.unknownError')),
            }),
          ),
      },
    );
  };

  return (
    <div className="w-full max-w-sm space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <CaptionFields captions={captions} disabled={upload.isPending} onChange={setCaptions} />
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

  const onDelete = () => {
    // The confirmation names the item (docs/product.md, Messages).
    if (!window.confirm(t('gallery.confirmDelete', { name }))) return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('gallery.toasts.deleted')),
      onError: (error) =>
        notifyError(
          error,
          t('gallery.toasts.deleteFailed', { reason: reasonOf(error, t('common.unknownError')) }),
        ),
    });
  };

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
      </div>
    </li>
  );
}

/** Both captions of a photo already in the gallery, written or translated after its upload. */
function CaptionsEditor({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveGalleryCaptions();
  const [captions, setCaptions] = useState<Captions>({
    caption: item.caption_en ?? '',
    caption_fr: item.caption_fr ?? '',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captionsAreSafe(captions)) {
      toast.error(t('gallery.toasts.captionUnsafe'));
      return;
    }
    save.mutate(
      { id: item.id, captions },
      {
        onSuccess: () => {
          toast.success(t('gallery.toasts.captionsSaved'));
          onDone();
        },
        onError: (error) =>
          notifyError(
            error,
            t('gallery.toasts.captionsFailed', {
              reason: reasonOf(error, t('common.unknownError')),
            }),
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 pt-2">
      <CaptionFields captions={captions} disabled={save.isPending} onChange={setCaptions} />
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
