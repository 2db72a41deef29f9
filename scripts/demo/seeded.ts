import { DEMO_GALLERY, DEMO_REVIEWS, DEMO_TOURS } from './content';

/**
 * The launcher seeds the demo content once the site answers (docs/decisions/029), for some
 * seconds of both cores; a bench that starts measuring before it is done measures the seeding
 * too. Done when the last thing it enters, the last review, is there.
 */
export async function demoSeeded(siteUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const read = async (pathname: string) =>
    fetch(new URL(pathname, siteUrl)).then(
      async (response) =>
        response.ok ? ((await response.json()) as { id: number; title?: string }[]) : [],
      () => [],
    );
  const lastReview = DEMO_REVIEWS[DEMO_REVIEWS.length - 1]!;
  const reviewedTitle = DEMO_TOURS[lastReview.tour]!.tour.title;
  for (;;) {
    const tours = await read('/api/tours/tours');
    const gallery = await read('/api/media/gallery');
    // Found by title, and at least the demo's counts: tests add tours and photos of their own.
    const reviewed = tours.find((tour) => tour.title === reviewedTitle);
    if (
      tours.length >= DEMO_TOURS.length &&
      gallery.length >= DEMO_GALLERY.length &&
      reviewed &&
      (await read(`/api/tours/tours/${reviewed.id}/reviews`)).length > 0
    ) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the demo content was not seeded within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
