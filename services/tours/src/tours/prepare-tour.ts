import type { TourData } from '@mt/contracts/tours';
import { toCents } from '@mt/domain/money';
import { TooManyMainImagesError, normalizeTourImages } from '@mt/domain/tour-images';
import { AppError } from '@mt/service-kit/errors';
import type { TourRecord } from './tour-repository';
import { sanitizeDescription } from './sanitize-description';

/** Empty French text means "no translation": stored as null so English shows instead. */
function optionalText(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

/**
 * Turns a validated tour request into what is stored: descriptions sanitized (docs/product.md, Rules, Rich
 * text, never trusting the editor), the image rules applied (docs/product.md, Entities), money in cents.
 */
export function prepareTour(data: TourData): TourRecord {
  let images;
  try {
    images = normalizeTourImages(data.images);
  } catch (error) {
    if (!(error instanceof TooManyMainImagesError)) throw error;
    throw new AppError('VALIDATION', 'Invalid input', {
      errors: [{ path: 'images', message: error.message }],
    });
  }
  const frenchDescription = data.description_fr ? sanitizeDescription(data.description_fr) : '';
  return {
    title: data.title,
    description: sanitizeDescription(data.description),
    priceCents: toCents(data.price),
    duration: data.duration,
    location: data.location,
    maxParticipants: data.max_participants,
    difficultyLevel: data.difficulty_level,
    includes: data.includes,
    availableDates: data.available_dates,
    titleFr: optionalText(data.title_fr),
    descriptionFr: optionalText(frenchDescription),
    durationFr: optionalText(data.duration_fr),
    locationFr: optionalText(data.location_fr),
    includesFr: data.includes_fr?.length ? data.includes_fr : null,
    meetingPoint: optionalText(data.meeting_point),
    meetingPointFr: optionalText(data.meeting_point_fr),
    depositPercent: data.deposit_percent,
    startTimes: data.start_times,
    salesCutoffHours: data.sales_cutoff?.kind === 'hours_before' ? data.sales_cutoff.hours : null,
    salesCutoffTime: data.sales_cutoff?.kind === 'day_before_at' ? data.sales_cutoff.time : null,
    images,
  };
}
