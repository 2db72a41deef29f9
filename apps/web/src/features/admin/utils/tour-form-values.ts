import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { TOUR_DATE_MESSAGE, TourInputSchema, TRIP_DAYS_MESSAGE } from '@mt/contracts/tours';
import type { Difficulty, Tour, TourInput } from '@mt/contracts/tours';

import { prepareImagesForSubmit, toImageRows } from './tour-image-rows';
import type { ImageRow } from './tour-image-rows';

/** What the tour form edits: text as typed (numbers and lists are read on submit). */
export type TourFormValues = {
  title: string;
  description: string;
  price: string;
  duration: string;
  location: string;
  max_participants: string;
  difficulty_level: Difficulty;
  /** Comma-separated text. */
  includes: string;
  /** Comma-separated text (YYYY-MM-DD dates). */
  available_dates: string;
  images: ImageRow[];
  meeting_point: string;
  title_fr: string;
  description_fr: string;
  duration_fr: string;
  location_fr: string;
  includes_fr: string;
  meeting_point_fr: string;
};

export type TourFormField = Exclude<keyof TourFormValues, 'images'> | 'images';

/** Keys of admin:tourForm.errors.*, so the messages follow a language switch. */
export type TourFormErrorKey =
  | 'required'
  | 'priceInvalid'
  | 'maxParticipantsInvalid'
  | 'datesInvalid'
  | 'datesOutOfRange'
  | 'durationTooLong'
  | 'imageUrlInvalid'
  | 'unsafeText'
  | 'tooLong'
  | 'invalid';

export type TourFormErrors = Partial<Record<TourFormField, TourFormErrorKey>>;

/**
 * docs/product.md (Admin dashboard): a new tour costs 0, takes 1 participant, is Easy and has no
 * images.
 */
export function emptyTourForm(): TourFormValues {
  return {
    title: '',
    description: '',
    price: '0',
    duration: '',
    location: '',
    max_participants: '1',
    difficulty_level: 'Easy',
    includes: '',
    available_dates: '',
    images: [],
    meeting_point: '',
    title_fr: '',
    description_fr: '',
    duration_fr: '',
    location_fr: '',
    includes_fr: '',
    meeting_point_fr: '',
  };
}

/** The form prefilled from a tour read in English (its `*_fr` fields are the stored French). */
export function tourToFormValues(tour: Tour): TourFormValues {
  return {
    title: tour.title,
    description: tour.description,
    price: String(tour.price),
    duration: tour.duration,
    location: tour.location,
    max_participants: String(tour.max_participants),
    difficulty_level: tour.difficulty_level,
    includes: tour.includes.join(', '),
    available_dates: tour.available_dates.join(', '),
    images: toImageRows(tour.images),
    meeting_point: tour.meeting_point ?? '',
    title_fr: tour.title_fr ?? '',
    description_fr: tour.description_fr ?? '',
    duration_fr: tour.duration_fr ?? '',
    location_fr: tour.location_fr ?? '',
    includes_fr: (tour.includes_fr ?? []).join(', '),
    meeting_point_fr: tour.meeting_point_fr ?? '',
  };
}

/** Split on commas, trim, drop empty items. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Quill leaves `<p><br></p>` in an emptied editor: that is no description. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

function readNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The request body of POST/PUT /tours, as the form's values say. */
export function toTourInput(values: TourFormValues): TourInput {
  const includesFr = splitCommaList(values.includes_fr);
  return {
    title: values.title.trim(),
    description: isBlankHtml(values.description) ? '' : values.description,
    price: readNumber(values.price),
    duration: values.duration.trim(),
    location: values.location.trim(),
    max_participants: readNumber(values.max_participants),
    difficulty_level: values.difficulty_level,
    includes: splitCommaList(values.includes),
    available_dates: splitCommaList(values.available_dates),
    images: prepareImagesForSubmit(values.images),
    meeting_point: optional(values.meeting_point),
    title_fr: optional(values.title_fr),
    description_fr: isBlankHtml(values.description_fr) ? null : values.description_fr,
    duration_fr: optional(values.duration_fr),
    location_fr: optional(values.location_fr),
    includes_fr: includesFr.length > 0 ? includesFr : null,
    meeting_point_fr: optional(values.meeting_point_fr),
  };
}

/** The contract's own messages, whatever the field (the server answers with the same). */
const MESSAGE_ERROR: Record<string, TourFormErrorKey> = {
  [UNSAFE_TEXT_MESSAGE]: 'unsafeText',
  [TOUR_DATE_MESSAGE]: 'datesOutOfRange',
  [TRIP_DAYS_MESSAGE]: 'durationTooLong',
};

/** A field's error from one of the contract's messages, else the field's own. */
export function tourFormErrorFor(field: TourFormField, message: string, issueCode?: string) {
  return (
    MESSAGE_ERROR[message] ??
    FIELD_ERROR[field] ??
    (issueCode === 'too_big' ? 'tooLong' : 'invalid')
  );
}

const FIELD_ERROR: Partial<Record<TourFormField, TourFormErrorKey>> = {
  price: 'priceInvalid',
  max_participants: 'maxParticipantsInvalid',
  available_dates: 'datesInvalid',
  images: 'imageUrlInvalid',
};

/**
 * docs/product.md (Admin dashboard): title, location, price, duration and max_participants are
 * required; price is 0 or more in cents; max_participants is a whole number from 1. The rest of
 * the contract (dates, image addresses, lengths) is checked with the same schema the tours
 * service uses.
 */
export function validateTourForm(
  values: TourFormValues,
): { input: TourInput; errors: null } | { input: null; errors: TourFormErrors } {
  const errors: TourFormErrors = {};
  for (const field of ['title', 'location', 'price', 'duration', 'max_participants'] as const) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  const input = toTourInput(values);
  const parsed = TourInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TourFormField | undefined;
      if (!field || errors[field]) continue;
      errors[field] = tourFormErrorFor(field, issue.message, issue.code);
    }
  }
  return Object.keys(errors).length > 0 ? { input: null, errors } : { input, errors: null };
}
