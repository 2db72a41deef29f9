import type { PromoCode } from '@mt/contracts/promo-codes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../../../i18n';
import { json, renderAdmin, serve } from '../testing/render-admin';
import { PromoCodesPanel } from './promo-codes-panel';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const LIST = 'GET /api/bookings/promo-codes';
const riad: PromoCode = {
  id: 1,
  code: 'RIAD10',
  kind: 'percent',
  percent: 10,
  amount: null,
  min_spend: 0,
  valid_from: null,
  valid_until: '2027-03-31',
  travel_from: null,
  travel_until: null,
  tour_ids: [3],
  max_uses: 20,
  uses: 4,
  active: true,
  partner_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const lastBody = (fetchMock: ReturnType<typeof serve>['fetchMock'], key: string) =>
  JSON.parse(
    String(
      fetchMock.mock.calls.findLast(
        ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
      )?.[1]?.body,
    ),
  ) as unknown;

describe('Promo codes panel', () => {
  it('lists each code with its discount, date and uses, and keeps a used one from deletion', async () => {
    serve({
      [LIST]: () => json([riad, { ...riad, id: 2, code: 'SPARE', uses: 0, active: false }]),
    });
    renderAdmin(<PromoCodesPanel />);
    const list = await screen.findByRole('list', { name: 'Promo codes' });
    expect(within(list).getByText('10 % off · until 31 Mar 2027 · 4 of 20 uses')).toBeVisible();
    expect(within(list).getByText('Off')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete RIAD10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete SPARE' })).toBeVisible();
  });

  it('adds a fixed amount from a minimum spend, the contract’s rules on their fields', async () => {
    const { fetchMock } = serve({
      [LIST]: () => json([]),
      'POST /api/bookings/promo-codes': () =>
        json({ ...riad, id: 3, code: 'DUNES', kind: 'fixed', percent: null, amount: 50 }, 201),
    });
    const { user } = renderAdmin(<PromoCodesPanel />);
    expect(await screen.findByText('No promo code yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a promo code' }));
    const form = screen.getByRole('form', { name: 'New promo code' });
    await user.type(within(form).getByLabelText('Code'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
        /Use 3 to 32 letters, digits or dashes\./,
      ),
    );
    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'dunes');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Percentage off')).toHaveAccessibleDescription(
        'Required.',
      ),
    );
    await user.selectOptions(within(form).getByLabelText('Discount'), 'fixed');
    await user.type(within(form).getByLabelText('Amount off (€)'), '50');
    await user.type(within(form).getByLabelText('Minimum spend (€, optional)'), '300');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST /api/bookings/promo-codes')).toEqual({
        code: 'DUNES',
        kind: 'fixed',
        percent: null,
        amount: 50,
        min_spend: 300,
        valid_from: null,
        valid_until: null,
        travel_from: null,
        travel_until: null,
        tour_ids: [],
        max_uses: null,
        active: true,
        partner_id: null,
      }),
    );
  });

  it('switches a code off in its form, keeping the tours it is for, in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { fetchMock } = serve({
      [LIST]: () => json([riad]),
      'PUT /api/bookings/promo-codes/1': () => json({ ...riad, active: false }),
    });
    const { user } = renderAdmin(<PromoCodesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Modifier RIAD10' }));
    const form = screen.getByRole('form', { name: 'Modifier RIAD10' });
    await user.click(within(form).getByLabelText('Activé'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'PUT /api/bookings/promo-codes/1')).toMatchObject({
        code: 'RIAD10',
        active: false,
        tour_ids: [3],
        valid_until: '2027-03-31',
      }),
    );
  });
});
