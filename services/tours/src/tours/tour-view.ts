import type { Language } from '@mt/contracts/common';
import type { RatingStats } from '@mt/contracts/reviews';
import type { Tag, Tour, TourImage, TourTag } from '@mt/contracts/tours';
import { participantLimit } from '@mt/contracts/bookings';
import { lowestPricePerPerson } from '@mt/domain/from-price';
import { inLanguage } from '@mt/domain/in-language';
import type { PriceTier } from '@mt/domain/group-price';
import { toEuros } from '@mt/domain/money';
import type { SalesCutoff } from '@mt/domain/sales-cutoff';
import type { tags, tourImages, tours } from '../db/schema';

export type TourRow = typeof tours.$inferSelect;
export type TourImageRow = typeof tourImages.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

/** The stored cut-off's two columns as the one the contracts answer (docs/decisions/076). */
export function salesCutoffOf(
  row: Pick<TourRow, 'salesCutoffHours' | 'salesCutoffTime'>,
): SalesCutoff | null {
  if (row.salesCutoffTime !== null) return { kind: 'day_before_at', time: row.salesCutoffTime };
  if (row.salesCutoffHours !== null) return { kind: 'hours_before', hours: row.salesCutoffHours };
  return null;
}

export function toTourImage(row: TourImageRow): TourImage {
  return {
    id: row.id,
    image_url: row.imageUrl,
    is_main: row.isMain,
    display_order: row.displayOrder,
    alt_text: row.altText,
  };
}

/** A tag with its name in `lang`, else English (@mt/domain/in-language). */
export function toTag(row: TagRow, lang: Language): Tag {
  return {
    id: row.id,
    name: inLanguage(lang, row.name, row.nameFr),
    icon: row.icon,
    name_fr: row.nameFr,
  };
}

export function toTourTag(link: { id: number; tag: TagRow }, lang: Language): TourTag {
  return { id: link.id, tag_id: link.tag.id, tag: toTag(link.tag, lang) };
}

const collators = {
  en: new Intl.Collator('en', { sensitivity: 'base' }),
  fr: new Intl.Collator('fr', { sensitivity: 'base' }),
};

/** Tags in alphabetical order of the names shown, in that language's order. */
export function byTagName(lang: Language) {
  const collator = collators[lang];
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}

export function sortTourTags(links: TourTag[], lang: Language): TourTag[] {
  const compare = byTagName(lang);
  return links.sort((a, b) => compare(a.tag, b.tag));
}

export function toTour(
  row: TourRow,
  images: TourImageRow[],
  links: { id: number; tag: TagRow }[],
  tiers: readonly PriceTier[],
  rating: RatingStats,
  lang: Language,
): Tour {
  // A French answer falls back to English field by field (@mt/domain/in-language). An English
  // answer is the stored English, never French in its place: the admin's tour form edits that
  // answer and would save the French as English (docs/decisions/041).
  const text = <T extends string | readonly string[]>(english: T, french: T | null): T =>
    lang === 'fr' ? inLanguage('fr', english, french) : english;
  return {
    id: row.id,
    title: text(row.title, row.titleFr),
    description: text(row.description, row.descriptionFr),
    price: toEuros(row.priceCents),
    from_price: toEuros(
      lowestPricePerPerson(row.priceCents, tiers, participantLimit(row.maxParticipants)),
    ),
    duration: text(row.duration, row.durationFr),
    location: text(row.location, row.locationFr),
    max_participants: row.maxParticipants,
    difficulty_level: row.difficultyLevel,
    includes: text(row.includes, row.includesFr),
    available_dates: row.availableDates,
    images: images.map(toTourImage),
    tags: sortTourTags(
      links.map((link) => toTourTag(link, lang)),
      lang,
    ),
    meeting_point: lang === 'fr' ? (row.meetingPointFr ?? row.meetingPoint) : row.meetingPoint,
    deposit_percent: row.depositPercent,
    start_times: row.startTimes,
    sales_cutoff: salesCutoffOf(row),
    average_rating: rating.average_rating,
    total_reviews: rating.total_reviews,
    title_fr: row.titleFr,
    description_fr: row.descriptionFr,
    duration_fr: row.durationFr,
    location_fr: row.locationFr,
    includes_fr: row.includesFr,
    meeting_point_fr: row.meetingPointFr,
    lang,
    created_at: row.createdAt,
    // A tour never edited was last changed when it was made.
    updated_at: row.updatedAt ?? row.createdAt,
  };
}
