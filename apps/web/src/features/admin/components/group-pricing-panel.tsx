import { GroupPricingInputSchema, NEW_TIER_DEFAULTS } from '@mt/contracts/tours';
import type { GroupPricingInput, GroupPricingTier } from '@mt/contracts/tours';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@mt/domain/format';
import { notifyError } from '../api/notify-error';
import { useAddTier, useDeleteTier, useGroupPricing, useUpdateTier } from '../api/settings';
import { useLanguage } from '../../../i18n/use-language';
import {
  ListState,
  dangerButton,
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from './list-states';
import { Panel } from './panel';

type TierDraft = { min: string; max: string; price: string };

const toDraft = (tier: GroupPricingInput): TierDraft => ({
  min: String(tier.min_participants),
  max: String(tier.max_participants),
  price: String(tier.price_per_person),
});

/** Pricing-tier inputs, checked with the contract the tours service uses. */
function readDraft(draft: TierDraft): GroupPricingInput | null {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const parsed = GroupPricingInputSchema.safeParse({
    min_participants: number(draft.min),
    max_participants: number(draft.max),
    price_per_person: number(draft.price),
  });
  return parsed.success ? parsed.data : null;
}

/** Group pricing of one tour: tiers ascending by min_participants; add, inline edit, delete. */
export function GroupPricingPanel({ tourId }: { tourId: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tiers = useGroupPricing(tourId);
  const add = useAddTier();
  const update = useUpdateTier();
  const remove = useDeleteTier();
  // The row being edited: a tier's id, 'new' for the tier being added, or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<TierDraft>(toDraft(NEW_TIER_DEFAULTS));
  const [invalid, setInvalid] = useState(false);
  const list = tiers.data ?? [];

  const startEdit = (target: number | 'new', values: GroupPricingInput) => {
    setEditing(target);
    setDraft(toDraft(values));
    setInvalid(false);
  };

  const stopEdit = () => {
    setEditing(null);
    setInvalid(false);
  };

  const onSave = () => {
    const input = readDraft(draft);
    if (!input) {
      setInvalid(true);
      return;
    }
    if (editing === 'new') {
      add.mutate(
        { tourId, input },
        {
          onSuccess: () => {
            toast.success(t('settings.pricing.toasts.added'));
            stopEdit();
          },
          onError: (error) => notifyError(error, t('settings.pricing.toasts.addFailed')),
        },
      );
    } else if (editing !== null) {
      update.mutate(
        { tourId, id: editing, input },
        {
          onSuccess: () => {
            toast.success(t('settings.pricing.toasts.updated'));
            stopEdit();
          },
          onError: (error) => notifyError(error, t('settings.pricing.toasts.updateFailed')),
        },
      );
    }
  };

  const onDelete = (tier: GroupPricingTier) => {
    if (!window.confirm(t('settings.pricing.confirmDelete'))) return;
    remove.mutate(
      { tourId, id: tier.id },
      {
        onSuccess: () => toast.success(t('settings.pricing.toasts.deleted')),
        onError: (error) => notifyError(error, t('settings.pricing.toasts.deleteFailed')),
      },
    );
  };

  const saving = add.isPending || update.isPending;

  const editRow = (key: string) => (
    <tr key={key} className="bg-amber-50/50">
      {(['min', 'max', 'price'] as const).map((field) => (
        <td key={field} className={tdClass}>
          <input
            type="number"
            min={field === 'price' ? 0 : 1}
            step={field === 'price' ? 0.01 : 1}
            inputMode={field === 'price' ? 'decimal' : 'numeric'}
            aria-label={t(`settings.pricing.${field}`)}
            aria-invalid={invalid || undefined}
            value={draft[field]}
            onChange={(event) =>
              setDraft((current) => ({ ...current, [field]: event.target.value }))
            }
            className="w-24 rounded-lg border border-stone-300 px-2 py-1 aria-invalid:border-red-500"
          />
        </td>
      ))}
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onSave} disabled={saving} className={primaryButton}>
            {saving ? t('common.saving') : t('common.save')}
          </button>
          <button type="button" onClick={stopEdit} className={secondaryButton}>
            {t('common.cancel')}
          </button>
        </div>
      </td>
    </tr>
  );

  return (
    <Panel title={t('settings.pricing.heading')} hint={t('settings.pricing.hint')}>
      <ListState
        query={tiers}
        isEmpty={list.length === 0 && editing !== 'new'}
        emptyMessage={t('settings.pricing.empty')}
      >
        <div className="overflow-x-auto">
          <table className={tableClass} aria-label={t('settings.pricing.tableLabel')}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('settings.pricing.min')}
                </th>
                <th scope="col" className={thClass}>
                  {t('settings.pricing.max')}
                </th>
                <th scope="col" className={thClass}>
                  {t('settings.pricing.price')}
                </th>
                <th scope="col" className={thClass}>
                  {t('common.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.map((tier) => {
                if (editing === tier.id) return editRow(String(tier.id));
                const range = { min: tier.min_participants, max: tier.max_participants };
                return (
                  <tr key={tier.id}>
                    <td className={tdClass}>{tier.min_participants}</td>
                    <td className={tdClass}>{tier.max_participants}</td>
                    <td className={tdClass}>{formatPrice(tier.price_per_person, language)}</td>
                    <td className={tdClass}>
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          onClick={() => startEdit(tier.id, tier)}
                          aria-label={t('settings.pricing.editLabel', range)}
                          className={secondaryButton}
                        >
                          {t('common.edit')}
                        </button>
                        <button
                          type="button"
                          onClick={() => onDelete(tier)}
                          disabled={remove.isPending}
                          aria-label={t('settings.pricing.deleteLabel', range)}
                          className={dangerButton}
                        >
                          {t('common.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
              {editing === 'new' ? editRow('new') : null}
            </tbody>
          </table>
        </div>
      </ListState>
      {invalid ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('settings.pricing.invalid')}
        </p>
      ) : null}
      {editing === null && !tiers.isPending ? (
        <button
          type="button"
          onClick={() => startEdit('new', NEW_TIER_DEFAULTS)}
          className={`${secondaryButton} mt-4`}
        >
          {t('settings.pricing.add')}
        </button>
      ) : null}
    </Panel>
  );
}
