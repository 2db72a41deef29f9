import { TourInputSchema } from '@mt/contracts/tours';
import { describe, expect, it } from 'vitest';

import { makeTour } from '../testing/admin-fixtures';
import { addImageRow } from './tour-image-rows';
import {
  emptyTourForm,
  splitCommaList,
  toTourInput,
  tourFormResolver,
  tourToFormValues,
} from './tour-form-values';
import type { TourFormValues } from './tour-form-values';

/** What the form's resolver says of these values: each field's key, or {} when they pass. */
async function errorsOf(values: TourFormValues) {
  const result = await tourFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

describe('splitCommaList', () => {
  it('splits on commas, trims and drops empty items', async () => {
    expect(splitCommaList(' Guide,  Meals ,, 4x4 , ')).toEqual(['Guide', 'Meals', '4x4']);
    expect(splitCommaList('')).toEqual([]);
  });
});

describe('tour form values', () => {
  it('starts a new tour with the new-tour defaults', async () => {
    expect(emptyTourForm()).toMatchObject({
      price: '0',
      max_participants: '1',
      difficulty_level: 'Easy',
      images: [],
    });
  });

  it('prefills from a tour, French fields included', async () => {
    const values = tourToFormValues(
      makeTour({ includes: ['Guide', 'Meals'], title_fr: 'Désert', includes_fr: ['Guide'] }),
    );
    expect(values).toMatchObject({
      includes: 'Guide, Meals',
      available_dates: '2026-10-01, 2026-11-01',
      title_fr: 'Désert',
      includes_fr: 'Guide',
      duration_fr: '',
    });
    expect(values.images[0]).toMatchObject({ image_url: '/api/media/files/a.jpg', is_main: true });
  });

  it('builds the request body the tours service accepts', async () => {
    const values = {
      ...emptyTourForm(),
      title: ' Sahara ',
      description: '<p>Dunes</p>',
      price: '249.5',
      duration: '3 days',
      location: 'Merzouga',
      max_participants: '12',
      includes: 'Guide, Camp',
      available_dates: '2026-10-01,2026-09-01',
      images: addImageRow(addImageRow([], ''), '/api/media/files/x.jpg'),
      location_fr: 'Merzouga',
      description_fr: '<p><br></p>',
    };
    const input = toTourInput(values);
    expect(input).toMatchObject({
      title: 'Sahara',
      price: 249.5,
      max_participants: 12,
      includes: ['Guide', 'Camp'],
      available_dates: ['2026-10-01', '2026-09-01'],
      images: [{ image_url: '/api/media/files/x.jpg', is_main: true, display_order: 0 }],
      title_fr: null,
      description_fr: null,
      location_fr: 'Merzouga',
      includes_fr: null,
    });
    expect(TourInputSchema.safeParse(input).success).toBe(true);
    expect(await errorsOf(values)).toEqual({});
  });

  it('asks for the required fields', async () => {
    expect(await errorsOf({ ...emptyTourForm(), price: '', max_participants: '' })).toEqual({
      title: 'required',
      location: 'required',
      price: 'required',
      duration: 'required',
      max_participants: 'required',
    });
  });

  it('refuses a negative price, fractions of cents, zero participants and bad dates', async () => {
    const valid = tourToFormValues(makeTour());
    expect(await errorsOf({ ...valid, price: '-1' })).toEqual({ price: 'priceInvalid' });
    expect(await errorsOf({ ...valid, price: '1.005' })).toEqual({
      price: 'priceInvalid',
    });
    expect(await errorsOf({ ...valid, max_participants: '0' })).toEqual({
      max_participants: 'maxParticipantsInvalid',
    });
    expect(await errorsOf({ ...valid, available_dates: '2026-13-01' })).toEqual({
      available_dates: 'datesInvalid',
    });
    const badImage = addImageRow([], 'javascript:alert(1)');
    expect(await errorsOf({ ...valid, images: badImage })).toEqual({
      images: 'imageUrlInvalid',
    });
  });

  it('reads start times and either cut-off back as stored, and refuses them past their bounds', async () => {
    const tour = makeTour({
      start_times: ['10:00', '15:00'],
      sales_cutoff: { kind: 'hours_before', hours: 12 },
    });
    const values = tourToFormValues(tour);
    expect(values).toMatchObject({
      start_times: '10:00, 15:00',
      sales_cutoff: 'hours_before',
      sales_cutoff_hours: '12',
    });
    expect(toTourInput(values)).toMatchObject({
      start_times: ['10:00', '15:00'],
      sales_cutoff: { kind: 'hours_before', hours: 12 },
    });
    expect(toTourInput({ ...values, sales_cutoff: 'none' }).sales_cutoff).toBeNull();
    expect(await errorsOf({ ...values, start_times: '7h' })).toEqual({
      start_times: 'startTimesInvalid',
    });
    expect(await errorsOf({ ...values, sales_cutoff_hours: '200' })).toEqual({
      sales_cutoff: 'cutoffInvalid',
    });
    expect(await errorsOf({ ...values, sales_cutoff_hours: '' })).toEqual({
      sales_cutoff: 'cutoffInvalid',
    });
    expect(
      await errorsOf({ ...values, sales_cutoff: 'day_before_at', sales_cutoff_time: '' }),
    ).toEqual({ sales_cutoff: 'cutoffInvalid' });
  });

  it('refuses departures outside 2000 to five years ahead, and trips over 60 days', async () => {
    const valid = tourToFormValues(makeTour());
    expect(await errorsOf({ ...valid, available_dates: '1999-12-31' })).toEqual({
      available_dates: 'datesOutOfRange',
    });
    expect(await errorsOf({ ...valid, available_dates: '9999-12-31' })).toEqual({
      available_dates: 'datesOutOfRange',
    });
    expect(await errorsOf({ ...valid, duration: '61 days' })).toEqual({
      duration: 'durationTooLong',
    });
  });

  it('refuses control and text-direction characters in any text, image rows included', async () => {
    const valid = tourToFormValues(makeTour());
    const badAlt = addImageRow([], '/uploads/dunes.jpg');
    expect(
      await errorsOf({
        ...valid,
        title: 'Sahara\u202E',
        location_fr: 'Merzouga\u0000',
        images: badAlt.map((row) => ({ ...row, alt_text: 'Dunes\u2066' })),
      }),
    ).toEqual({ title: 'unsafeText', location_fr: 'unsafeText', images: 'unsafeText' });
  });
});
