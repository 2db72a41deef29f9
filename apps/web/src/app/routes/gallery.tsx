import { useTranslation } from 'react-i18next';

import { Seo } from '../../components/seo/seo';
import { ErrorState } from '../../components/ui/error-state';
import { galleryQueryOptions, useGallery } from '../../features/gallery/api/get-gallery';
import { GalleryGridSkeleton } from '../../features/gallery/components/gallery-grid';
import { GalleryView } from '../../features/gallery/components/gallery-view';
import { required } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/prefetch';

/** Eight placeholders while the photos load. */
const SKELETON_IMAGES = 8;

/**
 * What the screen below reads, loaded by the renderer first (docs/decisions/072): the photos and
 * their captions in the page's language, from the media service.
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, language }) => {
      await required(queryClient, galleryQueryOptions(language));
    }
  : undefined;

/** The photo gallery: docs/product.md (Screens, Gallery). */
export default function GalleryRoute() {
  const { t } = useTranslation('gallery');
  const gallery = useGallery();

  let content;
  if (gallery.data) {
    // Photos already shown stay on screen even if a later refresh fails.
    content = <GalleryView items={gallery.data} />;
  } else if (gallery.isError && !gallery.isFetching) {
    // The translated message; Try again asks the server once more.
    content = (
      <ErrorState
        message={t('gallery.error')}
        actionLabel={t('gallery.tryAgain')}
        onAction={() => void gallery.refetch()}
      />
    );
  } else {
    // The first load, and each Try again while it runs.
    content = <GalleryGridSkeleton count={SKELETON_IMAGES} label={t('gallery.loading')} />;
  }

  return (
    <>
      <Seo
        title={t('gallery.title')}
        description={t('gallery.seoDescription')}
        keywords={t('gallery.seoKeywords')}
      />
      <header className="bg-gradient-to-b from-amber-50 to-stone-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:pt-16">
          <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            {t('gallery.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('gallery.subtitle')}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 pb-16">{content}</div>
    </>
  );
}
