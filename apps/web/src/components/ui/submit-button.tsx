import type { ButtonHTMLAttributes, ReactNode } from 'react';

type SubmitButtonProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'aria-describedby'
> & {
  /** While true the button is disabled and shows a spinner with `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * Every form's submit button: one look, one pending state, AA contrast (white on amber-700).
 * `disabled` also holds it back while the form cannot be sent yet (e.g. no price, no rating).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = '',
  disabled = false,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      disabled={pending || disabled}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-amber-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
