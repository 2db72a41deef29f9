/**
 * What the operator still has to set before the site is theirs (docs/decisions/065): the steps
 * of the dashboard's "Going live" checklist, in its order, each with the field it opens. A step is
 * done once each of its fields holds a value; the checklist shows only the steps left, and
 * nothing once all are done.
 */
export const GOING_LIVE_STEPS = [
  { step: 'business_name', fields: ['business_name'] },
  { step: 'logo', fields: ['logo_url'] },
  { step: 'alert_inbox', fields: ['alert_email'] },
  { step: 'phone', fields: ['phone', 'whatsapp'] },
  { step: 'public_email', fields: ['email'] },
  { step: 'address', fields: ['address', 'opening_hours'] },
  { step: 'cancellation_policy', fields: ['cancellation_policy'] },
  // One social page is enough: the footer's "coming soon" goes with the first.
  { step: 'social', fields: ['facebook_url', 'instagram_url', 'tripadvisor_url'], any: true },
] as const satisfies readonly { step: string; fields: readonly string[]; any?: true }[];

export type GoingLiveStep = (typeof GOING_LIVE_STEPS)[number]['step'];
export type GoingLiveField = (typeof GOING_LIVE_STEPS)[number]['fields'][number];

/** A step still to do, and the first of its fields still empty: where its link goes. */
export interface StepLeft {
  step: GoingLiveStep;
  field: GoingLiveField;
}

/**
 * The steps left, given every field's value as saved ("" or blank for none): the operator's
 * details (the tours service's settings) and the alert inbox (messaging's).
 */
export function goingLiveStepsLeft(values: Record<GoingLiveField, string>): StepLeft[] {
  const isSet = (field: GoingLiveField) => values[field].trim() !== '';
  return GOING_LIVE_STEPS.flatMap((entry): StepLeft[] => {
    const fields: readonly GoingLiveField[] = entry.fields;
    const done = 'any' in entry ? fields.some(isSet) : fields.every(isSet);
    if (done) return [];
    return [{ step: entry.step, field: fields.find((field) => !isSet(field)) ?? fields[0]! }];
  });
}
