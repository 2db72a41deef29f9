import type { Language } from '@mt/contracts/common';
import type { Tour, TourImage, TourTag } from '@mt/contracts/tours';
import { participantLimit } from '@mt/contracts/bookings';
import { lowestPricePerPerson } from '@mt/domain/from-price';
import type { PriceTier } from '@mt/domain/group-price';
import { toEuros } from '@mt/domain/money';
import type { tags, tourImages, tours } from '../db/schema';

export type TourRow = typeof tours.$inferSelect;
export type TourImageRow = typeof tourImages.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

export function toTourImage(row: TourImageRow): TourImage {
  return {
    id: row.id,
    image_url: row.imageUrl,
    is_main: row.isMain,
    display_order: row.displayOrder,
    alt_text: row.altText,
  };
}

export function toTourTag(link: { id: number; tag: TagRow }): TourTag {
  return {
    id: link.id,
    tag_id: link.tag.id,
    tag: { id: link.tag.id, name: link.tag.name, icon: link.tag.icon },
  };
}

/** A French field, or the English one when it is empty (docs/product.md, Languages: field by field). */
function pick<T>(lang: Language, english: T, french: T | null): T {
  if (lang !== 'fr' || french === null) return english;
  if (typeof french === 'string' && french.trim() === '') return english;
  if (Array.isArray(french) && french.length === 0) return english;
  return french;
}

export function toTour(
  row: TourRow,
  images: TourImageRow[],
  links: { id: number; tag: TagRow }[],
  tiers: readonly PriceTier[],
  lang: Language,
): Tour {
  return {
    id: row.id,
    title: pick(lang, row.title, row.titleFr),
    description: pick(lang, row.description, row.descriptionFr),
    price: toEuros(row.priceCents),
    from_price: toEuros(
      lowestPricePerPerson(row.priceCents, tiers, participantLimit(row.maxParticipants)),
    ),
    duration: pick(lang, row.duration, row.durationFr),
    location: pick(lang, row.location, row.locationFr),
    max_participants: row.maxParticipants,
    difficulty_level: row.difficultyLevel,
    includes: pick(lang, row.includes, row.includesFr),
    available_dates: row.availableDates,
    images: images.map(toTourImage),
    tags: links.map(toTourTag),
    meeting_point: lang === 'fr' ? (row.meetingPointFr ?? row.meetingPoint) : row.meetingPoint,
    title_fr: row.titleFr,
    description_fr: row.descriptionFr,
    duration_fr: row.durationFr,
    location_fr: row.locationFr,
    includes_fr: row.includesFr,
    meeting_point_fr: row.meetingPointFr,
    lang,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
