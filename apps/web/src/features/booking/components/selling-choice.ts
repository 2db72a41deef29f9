import type { TourSelling } from '@mt/contracts/selling';
import { MAX_BOOKING_PARTICIPANTS } from '@mt/contracts/form-limits';
import { offersChoices } from '@mt/domain/price-category';

export { offersChoices };

/**
 * What the visitor chose beyond the group size (docs/decisions/074): the option, how many of each
 * price category and of each extra, by id. Only what differs from the default is sent: a tour
 * with one category and one option is booked as before, with `number_of_participants` alone.
 */
export type SellingChoice = {
  option_id?: number;
  people?: Record<string, number>;
  extras?: Record<string, number>;
};

/** The default category's id: the tour's own price. */
export function defaultCategoryId(selling: TourSelling): number | undefined {
  return (selling.categories.find((category) => category.is_default) ?? selling.categories[0])?.id;
}

/** The people chosen, or `participants` of the default category until the visitor chooses. */
export function peopleOf(
  selling: TourSelling,
  choice: SellingChoice,
  participants: number,
): Record<string, number> {
  if (choice.people) return choice.people;
  const id = defaultCategoryId(selling);
  return id === undefined ? {} : { [id]: participants };
}

export const countOf = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Those who take a seat: what the departure's capacity and the tour's maximum count. */
export function seatsOf(selling: TourSelling, people: Record<string, number>): number {
  return selling.categories
    .filter((category) => category.takes_seat)
    .reduce((sum, category) => sum + (people[category.id] ?? 0), 0);
}

/**
 * The most of one category the group may take: seats within the tour's maximum for those who take
 * one, everyone within a booking's maximum for those who do not (an infant on a lap).
 */
export function categoryMax(
  selling: TourSelling,
  people: Record<string, number>,
  categoryId: number,
  maxSeats: number,
): number {
  const own = people[categoryId] ?? 0;
  const category = selling.categories.find((entry) => entry.id === categoryId);
  const byPeople = MAX_BOOKING_PARTICIPANTS - countOf(people) + own;
  if (!category?.takes_seat) return byPeople;
  return Math.min(byPeople, maxSeats - seatsOf(selling, people) + own);
}

/** The most of one extra: per person, the group; per booking, its own limit. */
export function extraMax(selling: TourSelling, extraId: number, people: number): number {
  const extra = selling.extras.find((entry) => entry.id === extraId);
  if (!extra) return 0;
  const limit = extra.max_quantity ?? 100;
  return extra.per === 'person' ? Math.min(limit, people) : limit;
}

/** The request's part of the choice: none of it for a tour that offers none. */
export function choiceRequest(
  selling: TourSelling | undefined,
  choice: SellingChoice,
  participants: number,
): SellingChoice {
  if (!offersChoices(selling)) return {};
  const request: SellingChoice = {};
  const option = choice.option_id ?? selling.options[0]?.id;
  if (selling.options.length > 1 && option !== undefined) request.option_id = option;
  const people = peopleOf(selling, choice, participants);
  if (selling.categories.length > 1) {
    request.people = Object.fromEntries(Object.entries(people).filter(([, count]) => count > 0));
  }
  // An extra per person never counts more than the group, which may have shrunk since.
  const extras = Object.entries(choice.extras ?? {})
    .map(([id, count]) => [id, Math.min(count, extraMax(selling, Number(id), countOf(people)))])
    .filter(([, count]) => Number(count) > 0);
  if (extras.length > 0) request.extras = Object.fromEntries(extras);
  return request;
}
