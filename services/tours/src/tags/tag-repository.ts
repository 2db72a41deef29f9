import type { Language } from '@mt/contracts/common';
import type { Tag, TagData, TourTag } from '@mt/contracts/tours';
import { refuse } from '@mt/service-kit/errors';
import { isUniqueViolation } from '@mt/service-kit/unique-name';
import { and, eq } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { tags, tourTags } from '../db/schema';
import { byTagName, sortTourTags, toTag, toTourTag, type TagRow } from '../tours/tour-view';

function toRow(input: TagData) {
  return { name: input.name, nameFr: input.name_fr, icon: input.icon };
}

export function createTagRepository(db: ToursDb) {
  return {
    /** Every tag, named and ordered in `lang` (docs/decisions/041). */
    findTags(lang: Language): Tag[] {
      return db
        .select()
        .from(tags)
        .all()
        .map((row) => toTag(row, lang))
        .sort(byTagName(lang));
    },

    findTag(id: number): TagRow | undefined {
      return db.select().from(tags).where(eq(tags.id, id)).get();
    },

    /** English names are unique without regard to case ("Desert" and "desert" are one tag). */
    createTag(input: TagData): Tag {
      try {
        return toTag(db.insert(tags).values(toRow(input)).returning().get(), 'en');
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('CONFLICT', 'TAG_NAME_TAKEN');
        throw error;
      }
    },

    updateTag(id: number, input: TagData): Tag | undefined {
      try {
        const row = db.update(tags).set(toRow(input)).where(eq(tags.id, id)).returning().get();
        return row && toTag(row, 'en');
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('CONFLICT', 'TAG_NAME_TAKEN');
        throw error;
      }
    },

    /** docs/product.md (Messages): "It will be removed from all tours": the links go with it (ON DELETE CASCADE). */
    deleteTag(id: number): boolean {
      return db.delete(tags).where(eq(tags.id, id)).run().changes > 0;
    },

    findTourTags(tourId: number, lang: Language): TourTag[] {
      const links = db
        .select({ id: tourTags.id, tag: tags })
        .from(tourTags)
        .innerJoin(tags, eq(tags.id, tourTags.tagId))
        .where(eq(tourTags.tourId, tourId))
        .all();
      return sortTourTags(
        links.map((link) => toTourTag(link, lang)),
        lang,
      );
    },

    /** Adding a tag a tour already has is a conflict, not a silent no-op. */
    addTourTag(tourId: number, tag: TagRow): TourTag {
      try {
        const { id } = db
          .insert(tourTags)
          .values({ tourId, tagId: tag.id })
          .returning({ id: tourTags.id })
          .get();
        return toTourTag({ id, tag }, 'en');
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('CONFLICT', 'TAG_ALREADY_ON_TOUR');
        throw error;
      }
    },

    removeTourTag(tourId: number, tagId: number): boolean {
      return (
        db
          .delete(tourTags)
          .where(and(eq(tourTags.tourId, tourId), eq(tourTags.tagId, tagId)))
          .run().changes > 0
      );
    },
  };
}

export type TagRepository = ReturnType<typeof createTagRepository>;
