type SpinnerProps = {
  /** Announced to assistive technology; the spinner itself is decorative. */
  label: string;
  className?: string;
};

export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
