const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z';

type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** What the stars say, e.g. "4.7 out of 5". */
  label: string;
  size?: 'sm' | 'lg';
};

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-[1em] shrink-0 fill-current">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** A rating as five stars, filled in proportion, read by assistive technology as its label. */
export function StarRating({ value, label, size = 'sm' }: StarRatingProps) {
  const filled = Math.min(Math.max(value / 5, 0), 1) * 100;
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-flex ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
    >
      <Stars className="text-stone-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <Stars className="text-amber-500" />
      </span>
    </span>
  );
}
