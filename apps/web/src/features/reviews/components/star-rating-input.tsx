import { RATING_MAX } from '@mt/contracts/reviews';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z';

/** The star captions, 1 to 5. */
const CAPTION_KEYS = [
  'form.captions.poor',
  'form.captions.fair',
  'form.captions.good',
  'form.captions.veryGood',
  'form.captions.excellent',
] as const;

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

type StarRatingInputProps = {
  /** 1 to 5, or null before any choice. */
  value: number | null;
  onChange: (rating: number) => void;
  /** A translated message; when set, the group is marked invalid and described by it. */
  error?: string | undefined;
  /** The first star, to focus when the rating is missing. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The 1-5 star rating: a radio group of native radios, so arrow keys move between the stars and
 * screen readers say "4 stars, Very Good". The caption under it says the choice, or how to make
 * one; hovering previews a choice (stars and caption) without making it.
 */
export function StarRatingInput({ value, onChange, error, ref }: StarRatingInputProps) {
  const { t } = useTranslation('review');
  const [preview, setPreview] = useState<number | null>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const captionId = `${id}-caption`;
  const errorId = `${id}-error`;
  const shown = preview ?? value ?? 0;
  const caption = (rating: number) => t(CAPTION_KEYS[rating - 1] ?? CAPTION_KEYS[0]);

  return (
    <div>
      <p id={labelId} className="block text-sm font-medium text-stone-700">
        {t('form.rating')}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={[captionId, error && errorId].filter(Boolean).join(' ')}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        onMouseLeave={() => setPreview(null)}
        className="mt-2 flex gap-1"
      >
        {STARS.map((rating) => (
          <label
            key={rating}
            onMouseEnter={() => setPreview(rating)}
            className="cursor-pointer rounded-lg p-1"
          >
            <input
              ref={rating === 1 ? ref : undefined}
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => {
                // A choice (by click or arrow key) ends any hover preview.
                setPreview(null);
                onChange(rating);
              }}
              className="peer sr-only"
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-10 rounded-md transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700 ${
                rating <= shown ? 'fill-amber-500' : 'fill-stone-300'
              }`}
            >
              <path d={STAR} />
            </svg>
            <span className="sr-only">
              {t('form.star', { count: rating, caption: caption(rating) })}
            </span>
          </label>
        ))}
      </div>
      {/* Not a live region: each radio's own name already says its caption when chosen, and
          hover previews would be read out too. */}
      <p id={captionId} className="mt-1 min-h-6 font-medium text-stone-700">
        {shown > 0 ? caption(shown) : t('form.clickToRate')}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
