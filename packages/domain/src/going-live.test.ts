import { describe, expect, it } from 'vitest';
import { GOING_LIVE_STEPS, goingLiveStepsLeft, type GoingLiveField } from './going-live';

const FIELDS = GOING_LIVE_STEPS.flatMap((entry) => [...entry.fields]);
const nothingSet = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<
  GoingLiveField,
  string
>;
const everythingSet = Object.fromEntries(FIELDS.map((field) => [field, 'set'])) as Record<
  GoingLiveField,
  string
>;

describe('the going-live checklist (docs/decisions/065)', () => {
  it('lists every step, in order, on a new site, each opening its first field', () => {
    expect(goingLiveStepsLeft(nothingSet)).toEqual([
      { step: 'business_name', field: 'business_name' },
      { step: 'logo', field: 'logo_url' },
      { step: 'alert_inbox', field: 'alert_email' },
      { step: 'phone', field: 'phone' },
      { step: 'public_email', field: 'email' },
      { step: 'address', field: 'address' },
      { step: 'cancellation_policy', field: 'cancellation_policy' },
      { step: 'social', field: 'facebook_url' },
    ]);
  });

  it('is empty once everything is set', () => {
    expect(goingLiveStepsLeft(everythingSet)).toEqual([]);
  });

  it('keeps a step of two fields until both are set, opening the one still empty', () => {
    const left = goingLiveStepsLeft({ ...everythingSet, whatsapp: '', opening_hours: '  ' });
    expect(left).toEqual([
      { step: 'phone', field: 'whatsapp' },
      { step: 'address', field: 'opening_hours' },
    ]);
  });

  it('takes any one social page', () => {
    const none = { ...everythingSet, facebook_url: '', instagram_url: '', tripadvisor_url: '' };
    expect(goingLiveStepsLeft(none)).toEqual([{ step: 'social', field: 'facebook_url' }]);
    expect(goingLiveStepsLeft({ ...none, tripadvisor_url: 'https://t.example' })).toEqual([]);
  });
});
