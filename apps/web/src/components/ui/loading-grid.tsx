import type { ReactNode } from 'react';

type LoadingGridProps = {
  count: number;
  /** Announced once, instead of the hidden placeholder shapes. */
  label: string;
  /** The grid's classes, the same as the loaded grid's so nothing moves when content arrives. */
  className: string;
  /** One placeholder shape. */
  renderItem: (index: number) => ReactNode;
};

/** Loading placeholders: `count` shapes in a grid, announced as one "Loading…" status. */
export function LoadingGrid({ count, label, className, renderItem }: LoadingGridProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={className}>
        {Array.from({ length: count }, (_, index) => renderItem(index))}
      </div>
    </div>
  );
}
