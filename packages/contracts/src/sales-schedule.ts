import {
  CUTOFF_HOURS_MAX,
  sortStartTimes,
  START_TIMES_MAX,
  TIME_OF_DAY_PATTERN,
} from '@mt/domain/sales-cutoff';
import { z } from 'zod';

/**
 * A tour's start times and when its sales close (docs/decisions/076), as the tour's form sends
 * them and the services answer them.
 */
export const TIME_OF_DAY_MESSAGE = 'A time of day such as 07:00';
export const TimeOfDaySchema = z.string().trim().regex(TIME_OF_DAY_PATTERN, TIME_OF_DAY_MESSAGE);

/** None: one daily departure without a time, the default. */
export const StartTimesSchema = z
  .array(TimeOfDaySchema)
  .max(START_TIMES_MAX, `At most ${START_TIMES_MAX} start times a day`)
  .transform(sortStartTimes);

export const CUTOFF_HOURS_MESSAGE = `A whole number of hours from 0 to ${CUTOFF_HOURS_MAX}`;
/** Null: sales close when the departure starts, or at the end of its day without a time. */
export const SalesCutoffSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hours_before'),
    hours: z
      .number({ error: CUTOFF_HOURS_MESSAGE })
      .int(CUTOFF_HOURS_MESSAGE)
      .min(0, CUTOFF_HOURS_MESSAGE)
      .max(CUTOFF_HOURS_MAX, CUTOFF_HOURS_MESSAGE),
  }),
  z.object({ kind: z.literal('day_before_at'), time: TimeOfDaySchema }),
]);
export type SalesCutoffInput = z.infer<typeof SalesCutoffSchema>;
