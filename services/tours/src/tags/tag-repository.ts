import type { Tag, TagInput, TourTag } from '@mt/contracts/tours';
import { refuse } from '@mt/service-kit/errors';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { tags, tourTags } from '../db/schema';
import { toTourTag } from '../tours/tour-view';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createTagRepository(db: ToursDb) {
  return {
    findTags(): Tag[] {
      return db
        .select()
        .from(tags)
        .orderBy(asc(sql`lower(${tags.name})`))
        .all();
    },

    findTag(id: number): Tag | undefined {
      return db.select().from(tags).where(eq(tags.id, id)).get();
    },

    /** Names are unique without regard to case ("Desert" and "desert" are one tag). */
    createTag(input: TagInput): Tag {
      try {
        return db.insert(tags).values(input).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('CONFLICT', 'TAG_NAME_TAKEN');
        throw error;
      }
    },

    updateTag(id: number, input: TagInput): Tag | undefined {
      try {
        return db.update(tags).set(input).where(eq(tags.id, id)).returning().get();
      } catch (error) {
        if (isUniqueViolation(error)) throw refuse('CONFLICT', 'TAG_NAME_TAKEN');
        throw error;
      }
    },

    /** docs/product.md (Messages): "It will be removed from all tours": the links go with it (ON DELETE CASCADE). */
    deleteTag(id: number): boolean {
      return db.delete(tags).where(eq(tags.id, id)).run().changes > 0;
    },

    findTourTags(tourId: number): TourTag[] {
      return db
        .select({ id: tourTags.id, tag: tags })
        .from(tourTags)
        .innerJoin(tags, eq(tags.id, tourTags.tagId))
        .where(eq(tourTags.tourId, tourId))
        .orderBy(asc(sql`lower(${tags.name})`))
        .all()
        .map(toTourTag);
    },

    /** Issue #3: adding a tag a tour already has is a conflict, not a silent no-op. */
    addTourTag(tourId: number, tag: Tag): TourTag {
      try {
        const { id } = db
          .insert(tourTags)
          .values({ tourId, tagId: tag.id })
          .returning({ id: tourTags.id })
          .get();
        return toTourTag({ id, tag });
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
