import { TourCard } from './tour-card';
import { TourCardSkeleton } from './tour-card-skeleton';
import { LoadingGrid } from '../../../components/ui/loading-grid';
import type { TourSummary } from '../api/tour-summary';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type TourGridProps = {
  tours: readonly TourSummary[];
  /** Names the list for assistive technology. */
  label: string;
  headingLevel?: 'h2' | 'h3';
  /**
   * Whether the first card's photo is the page's main image, fetched first (the tour list's). Not
   * below home's hero, where it would only compete with what the first screen shows
   * (docs/decisions/068).
   */
  priorityImage?: boolean;
};

/** A responsive grid of tour cards; the first card's image is the page's priority image. */
export function TourGrid({ tours, label, headingLevel, priorityImage = true }: TourGridProps) {
  return (
    <ul aria-label={label} className={gridClass}>
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard
            tour={tour}
            priority={priorityImage && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

/** Loading placeholders for this grid (components/ui/loading-grid.tsx). */
export function TourGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingGrid
      count={count}
      label={label}
      className={gridClass}
      renderItem={(index) => <TourCardSkeleton key={index} />}
    />
  );
}
