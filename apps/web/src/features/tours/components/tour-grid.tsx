import type { Tour } from '@mt/contracts/tours';

import { TourCard } from './tour-card';
import { TourCardSkeleton } from './tour-card-skeleton';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type TourGridProps = {
  tours: readonly Tour[];
  /** Names the list for assistive technology. */
  label: string;
  headingLevel?: 'h2' | 'h3';
};

/** A responsive grid of tour cards; the first card's image is the page's priority image. */
export function TourGrid({ tours, label, headingLevel }: TourGridProps) {
  return (
    <ul aria-label={label} className={gridClass}>
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} priority={index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

type TourGridSkeletonProps = {
  count: number;
  /** Announced once, instead of the hidden placeholder shapes. */
  label: string;
};

/** §2 loading placeholders: `count` card shapes, announced as one "Loading…" status. */
export function TourGridSkeleton({ count, label }: TourGridSkeletonProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          <TourCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
