import { useId } from 'react';

type CountStepperProps = {
  /** What is counted ("Child"), read before the count. */
  label: string;
  /** Beside the label: the ages, the price. */
  hint?: string | undefined;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  fewerLabel: string;
  moreLabel: string;
};

const BUTTON =
  'flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-xl font-semibold text-stone-800 hover:border-amber-700 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400';

/**
 * A count with − and + buttons (44 px each, a thumb's size on a phone), as GetYourGuide and Viator
 * ask for each kind of traveller. The count is an output that names what it counts; a button at
 * its limit is disabled, so a count never leaves its range.
 */
export function CountStepper(props: CountStepperProps) {
  const { label, hint, value, min, max, onChange, fewerLabel, moreLabel } = props;
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium text-stone-900">
          {label}
        </p>
        {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <button
          type="button"
          className={BUTTON}
          aria-label={fewerLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output
          aria-labelledby={`${id}-label`}
          aria-live="polite"
          className="w-6 text-center text-lg font-semibold text-stone-900 tabular-nums"
        >
          {value}
        </output>
        <button
          type="button"
          className={BUTTON}
          aria-label={moreLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
