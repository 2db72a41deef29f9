import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';

/** A navigation link styled as the primary call to action. */
export function LinkButton({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`inline-flex items-center justify-center rounded-full bg-amber-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${className}`}
      {...props}
    />
  );
}
