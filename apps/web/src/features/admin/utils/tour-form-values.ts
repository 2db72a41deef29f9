import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { TOUR_DATE_MESSAGE, TourInputSchema, TRIP_DAYS_MESSAGE } from '@mt/contracts/tours';
import type { SalesCutoffInput } from '@mt/contracts/sales-schedule';
import type { Difficulty, Tour, TourInput } from '@mt/contracts/tours';
import { z } from 'zod';

import { contractResolver } from './contract-form';
import type { KeyFor } from './contract-form';

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
  /** A whole percentage; blank means 0, no deposit. */
  deposit_percent: string;
  /** Comma-separated text. */
  includes: string;
  /** Comma-separated text (YYYY-MM-DD dates). */
  available_dates: string;
  /** Comma-separated times of day ("10:00, 15:00"); blank: one departure a day, no time. */
  start_times: string;
  /** When sales close (docs/decisions/076), with the hours or the time it needs. */
  sales_cutoff: 'none' | SalesCutoffInput['kind'];
  sales_cutoff_hours: string;
  sales_cutoff_time: string;
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
  | 'depositInvalid'
  | 'datesInvalid'
  | 'datesOutOfRange'
  | 'startTimesInvalid'
  | 'cutoffInvalid'
  | 'durationTooLong'
  | 'imageUrlInvalid'
  | 'unsafeText'
  | 'tooLong'
  | 'invalid';

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
    deposit_percent: '0',
    includes: '',
    available_dates: '',
    start_times: '',
    sales_cutoff: 'none',
    sales_cutoff_hours: '',
    sales_cutoff_time: '',
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
    deposit_percent: String(tour.deposit_percent),
    includes: tour.includes.join(', '),
    available_dates: tour.available_dates.join(', '),
    start_times: tour.start_times.join(', '),
    sales_cutoff: tour.sales_cutoff?.kind ?? 'none',
    sales_cutoff_hours:
      tour.sales_cutoff?.kind === 'hours_before' ? String(tour.sales_cutoff.hours) : '',
    sales_cutoff_time: tour.sales_cutoff?.kind === 'day_before_at' ? tour.sales_cutoff.time : '',
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

/** The cut-off the form's choice says; its number or time is the contract's to check. */
function readCutoff(values: TourFormValues): SalesCutoffInput | null {
  if (values.sales_cutoff === 'hours_before') {
    return { kind: 'hours_before', hours: readNumber(values.sales_cutoff_hours) };
  }
  if (values.sales_cutoff === 'day_before_at') {
    return { kind: 'day_before_at', time: values.sales_cutoff_time.trim() };
  }
  return null;
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
    deposit_percent: values.deposit_percent.trim() === '' ? 0 : Number(values.deposit_percent),
    includes: splitCommaList(values.includes),
    available_dates: splitCommaList(values.available_dates),
    start_times: splitCommaList(values.start_times),
    sales_cutoff: readCutoff(values),
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

/** The fields in the form's order: a refusal's first field is the one focused. */
export const TOUR_FORM_FIELDS = [
  'title',
  'location',
  'price',
  'duration',
  'max_participants',
  'difficulty_level',
  'deposit_percent',
  'description',
  'includes',
  'meeting_point',
  'available_dates',
  'start_times',
  'sales_cutoff',
  'images',
  'title_fr',
  'location_fr',
  'duration_fr',
  'description_fr',
  'includes_fr',
  'meeting_point_fr',
] as const satisfies readonly TourFormField[];

/**
 * docs/product.md (Admin dashboard): title, location, price, duration and max_participants are
 * required. The contract says so too, but an empty price or count reads as "not a number".
 */
const REQUIRED_FIELDS: readonly string[] = [
  'title',
  'location',
  'price',
  'duration',
  'max_participants',
];

/** The contract's own messages, whatever the field (the server answers with the same). */
const MESSAGE_ERROR: Record<string, TourFormErrorKey> = {
  [UNSAFE_TEXT_MESSAGE]: 'unsafeText',
  [TOUR_DATE_MESSAGE]: 'datesOutOfRange',
  [TRIP_DAYS_MESSAGE]: 'durationTooLong',
};

const FIELD_ERROR: Partial<Record<string, TourFormErrorKey>> = {
  price: 'priceInvalid',
  max_participants: 'maxParticipantsInvalid',
  deposit_percent: 'depositInvalid',
  available_dates: 'datesInvalid',
  start_times: 'startTimesInvalid',
  sales_cutoff: 'cutoffInvalid',
  images: 'imageUrlInvalid',
};

/** A field's first problem as a key of admin:tourForm.errors.*, from the form or the server. */
export const tourFormErrorKey: KeyFor<TourFormValues> = (field, values, { type, message }) => {
  const value = values[field as keyof TourFormValues];
  if (REQUIRED_FIELDS.includes(field) && typeof value === 'string' && value.trim() === '') {
    return 'required';
  }
  return (
    MESSAGE_ERROR[message] ?? FIELD_ERROR[field] ?? (type === 'too_big' ? 'tooLong' : 'invalid')
  );
};

/**
 * The form's rules: its values read as the request body (toTourInput), then the contract's schema
 * the tours service applies, so a price of 1.005, a date in 1999 or a javascript: image address
 * is refused here in the service's own words.
 */
export const TourFormSchema = z
  .custom<TourFormValues>()
  .transform(toTourInput)
  .pipe(TourInputSchema);

export const tourFormResolver = contractResolver(TourFormSchema, tourFormErrorKey);
