import { addDays, todayIn } from '@mt/domain/trip-dates';

/** Today and tomorrow in Marrakech (@mt/domain/trip-dates), whatever the operator's own zone. */
export function operatorDays() {
  const today = todayIn();
  return { today, tomorrow: addDays(today, 1) };
}

/** The address of a day's departures (docs/decisions/066). */
export const dayPath = (date: string) => `/admin/days/${date}`;
