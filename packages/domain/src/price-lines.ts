import { formatCents, type FormatLanguage } from './format';
import { inLanguage } from './in-language';
import type { PriceLine } from './booking-price';

/**
 * A line of a booking's price as the booking keeps it (docs/decisions/074): what `priceBooking`
 * computed, with the names of the category, option, extra or code as they were when booked, so
 * the record reads the same after the tour changes. `item_id` is the category's or extra's id.
 */
export interface NamedPriceLine {
  kind: PriceLine['kind'];
  item_id: number | null;
  name: string;
  name_fr: string | null;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

/** The words a reader's language gives the breakdown: from the caller's translations. */
export interface PriceLineWords {
  /** A line that costs nothing ("free", "gratuit"). */
  free: string;
  /** Beside the people a private option's minimum charges for ("minimum"). */
  minimum: string;
}

/** One line in words: "2 × Adult €179", "1 × Infant free", "Private 4x4 €650", "SAHARA10 −€45". */
export function formatPriceLine(
  line: NamedPriceLine,
  language: FormatLanguage,
  words: PriceLineWords,
): string {
  const name = inLanguage(language, line.name, line.name_fr);
  const unit = line.unit_cents === 0 ? words.free : formatCents(line.unit_cents, language);
  switch (line.kind) {
    case 'group':
      return `${name} ${unit}`;
    case 'discount':
      return `${name} ${formatCents(line.total_cents, language).replace('-', '−')}`;
    case 'minimum':
      return `${line.quantity} × ${name} ${unit} (${words.minimum})`;
    default:
      return `${line.quantity} × ${name} ${unit}`;
  }
}

/** The whole breakdown on one line, as a mail, the CSV or the manifest writes it. */
export function formatPriceLines(
  lines: readonly NamedPriceLine[],
  language: FormatLanguage,
  words: PriceLineWords,
): string {
  return lines
    .map((line) =>
      includedInGroup(line, lines)
        ? `${line.quantity} × ${inLanguage(language, line.name, line.name_fr)}`
        : formatPriceLine(line, language, words),
    )
    .join(', ');
}

/**
 * What one person of the first category pays, as the specification's `price_per_person` says it:
 * the first category's price (the group tier's when one priced it), or, for a private option priced
 * as a whole, the group's price shared among those who take a seat, to the cent.
 */
export function pricePerPersonOf(lines: readonly NamedPriceLine[], seats: number): number {
  const group = lines.find((line) => line.kind === 'group');
  if (group) return seats > 0 ? Math.round(group.total_cents / seats) : 0;
  return lines.find((line) => line.kind === 'category')?.unit_cents ?? 0;
}

/**
 * Whether a line is the people a private group's price includes ("2 × Adult" after "Private 4x4
 * €650"): said without a price of their own.
 */
export function includedInGroup(line: NamedPriceLine, lines: readonly NamedPriceLine[]): boolean {
  return line.kind === 'category' && lines.some((other) => other.kind === 'group');
}
