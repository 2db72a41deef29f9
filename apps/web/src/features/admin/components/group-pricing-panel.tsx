import { participantLimit } from '@mt/contracts/form-limits';
import { GroupPricingInputSchema, TOUR_LIMITS } from '@mt/contracts/tours';
import type { GroupPricingInput, GroupPricingTier } from '@mt/contracts/tours';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';

import { formatPrice } from '@mt/domain/format';
import { findOverlappingTier, nextTierRange } from '@mt/domain/group-price';
import { ApiError } from '../../../lib/api-client';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { notifyError } from '../api/notify-error';
import { useAddTier, useDeleteTier, useGroupPricing, useUpdateTier } from '../api/group-pricing';
import { contractResolver, serverFieldKeys } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
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
import { useConfirmQuestion } from './confirm-question';
import { Panel } from './panel';

/** A tier's inputs as typed, named as the contract names them. */
const TIER_FIELDS = ['min_participants', 'max_participants', 'price_per_person'] as const;
type TierField = (typeof TIER_FIELDS)[number];
type TierDraft = Record<TierField, string>;

/** Each input's label, a key of admin:settings.pricing.*. */
const LABEL = {
  min_participants: 'min',
  max_participants: 'max',
  price_per_person: 'price',
} as const satisfies Record<TierField, string>;

const toDraft = (tier: GroupPricingInput): TierDraft => ({
  min_participants: String(tier.min_participants),
  max_participants: String(tier.max_participants),
  price_per_person: String(tier.price_per_person),
});

const EMPTY_DRAFT: TierDraft = { min_participants: '', max_participants: '', price_per_person: '' };

/**
 * A new tier's sizes follow the last tier, so it overlaps none, and its price is left for the
 * operator to type: a €0 filled in would be saved by a hurried click (docs/decisions/069).
 */
function newTierDraft(tiers: readonly GroupPricingTier[], largest: number): TierDraft {
  const range = nextTierRange(tiers, largest);
  if (!range) return EMPTY_DRAFT;
  return {
    min_participants: String(range.min_participants),
    max_participants: String(range.max_participants),
    price_per_person: '',
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The inputs read as numbers, then the contract the tours service applies. */
const TierDraftSchema = z
  .custom<TierDraft>()
  .transform((draft) => ({
    min_participants: number(draft.min_participants),
    max_participants: number(draft.max_participants),
    price_per_person: number(draft.price_per_person),
  }))
  .pipe(GroupPricingInputSchema);

/** Keys of admin:settings.pricing.errors.*. */
type TierErrorKey =
  'required' | 'participantsInvalid' | 'maxBelowMin' | 'priceInvalid' | 'overlaps';

/** The message of the contract's max-below-min rule (tours.ts). */
const MAX_BELOW_MIN = 'Must be at least the minimum';

const tierErrorKey: KeyFor<TierDraft> = (field, values, { message }): TierErrorKey => {
  if ((values[field as TierField] ?? '').trim() === '') return 'required';
  if (field === 'price_per_person') return 'priceInvalid';
  return message === MAX_BELOW_MIN ? 'maxBelowMin' : 'participantsInvalid';
};

const tierResolver = contractResolver(TierDraftSchema, tierErrorKey);

/**
 * Group pricing of one tour: tiers ascending by min_participants; add, inline edit, delete. A
 * range that overlaps another tier is named beside its minimum, before anything is sent, and
 * again if another admin's tier got there first (the service's TIER_OVERLAP).
 * `maxParticipants`: the tour's, which bounds a new tier's sizes.
 */
export function GroupPricingPanel({
  tourId,
  maxParticipants,
}: {
  tourId: number;
  maxParticipants: number;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const tiers = useGroupPricing(tourId);
  const add = useAddTier();
  const update = useUpdateTier();
  const remove = useDeleteTier();
  // The row being edited: a tier's id, 'new' for the tier being added, or none.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The tier the typed range overlaps, named by the minimum's error.
  const [overlap, setOverlap] = useState<{ from: number; to: number } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors },
  } = useForm<TierDraft, unknown, GroupPricingInput>({
    mode: 'onTouched',
    defaultValues: EMPTY_DRAFT,
    resolver: tierResolver,
  });
  const id = useId();
  const list = tiers.data ?? [];

  const startEdit = (target: number | 'new', draft: TierDraft) => {
    setEditing(target);
    setOverlap(null);
    reset(draft);
  };

  const markOverlap = (tier: { from: number; to: number }) => {
    setOverlap(tier);
    setError('min_participants', { type: 'overlap', message: 'overlaps' }, { shouldFocus: true });
  };

  const stopEdit = () => setEditing(null);

  const saving = add.isPending || update.isPending;

  const onValid = (input: GroupPricingInput) => {
    if (saving) return;
    const overlapping = findOverlappingTier(
      list,
      input,
      typeof editing === 'number' ? editing : undefined,
    );
    if (overlapping) {
      markOverlap({ from: overlapping.min_participants, to: overlapping.max_participants });
      return;
    }
    const callbacks = (saved: string, failed: string) => ({
      onSuccess: () => {
        toast.success(saved);
        stopEdit();
      },
      onError: (error: Error) => {
        // A tier saved meanwhile by another admin: said beside the field, like the check above.
        if (error instanceof ApiError && error.reason === 'TIER_OVERLAP' && error.params) {
          markOverlap({ from: Number(error.params.min), to: Number(error.params.max) });
          return;
        }
        // The row stays open with what was typed; a field the service named says why.
        markServerErrors(
          setError,
          TIER_FIELDS,
          serverFieldKeys(error, TIER_FIELDS, getValues(), tierErrorKey),
        );
        notifyError(error, failed);
      },
    });
    if (editing === 'new') {
      add.mutate(
        { tourId, input },
        callbacks(t('settings.pricing.toasts.added'), t('settings.pricing.toasts.addFailed')),
      );
    } else if (editing !== null) {
      update.mutate(
        { tourId, id: editing, input },
        callbacks(t('settings.pricing.toasts.updated'), t('settings.pricing.toasts.updateFailed')),
      );
    }
  };

  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const onDelete = (tier: GroupPricingTier) => {
    setAskedFor(tier.id);
    ask({
      title: t('settings.pricing.confirmDelete'),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(
          { tourId, id: tier.id },
          {
            onSuccess: () => toast.success(t('settings.pricing.toasts.deleted')),
            onError: (error) => notifyError(error, t('settings.pricing.toasts.deleteFailed')),
          },
        ),
    });
  };

  const editRow = (key: string) => (
    <tr key={key} className="bg-amber-50/50">
      {TIER_FIELDS.map((field) => {
        const problem = errors[field]?.message as TierErrorKey | undefined;
        const errorId = `${id}-${field}-error`;
        const price = field === 'price_per_person';
        return (
          <td key={field} className={`${tdClass} align-top`}>
            <input
              type="number"
              min={price ? 0 : 1}
              max={price ? undefined : TOUR_LIMITS.maxParticipants}
              step={price ? 0.01 : 1}
              inputMode={price ? 'decimal' : 'numeric'}
              aria-label={t(`settings.pricing.${LABEL[field]}`)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              {...register(field)}
              className="w-24 rounded-lg border border-stone-300 px-2 py-1 aria-invalid:border-red-500"
            />
            {problem ? (
              <p id={errorId} className="mt-1 max-w-40 text-xs text-red-700">
                {t(`settings.pricing.errors.${problem}`, {
                  max: TOUR_LIMITS.maxParticipants,
                  ...overlap,
                })}
              </p>
            ) : null}
          </td>
        );
      })}
      <td className={`${tdClass} align-top`}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={(event) => void handleSubmit(onValid)(event)}
            disabled={saving}
            className={primaryButton}
          >
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
                          onClick={() => startEdit(tier.id, toDraft(tier))}
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
                      {askedFor === tier.id ? question : null}
                    </td>
                  </tr>
                );
              })}
              {editing === 'new' ? editRow('new') : null}
            </tbody>
          </table>
        </div>
      </ListState>
      {editing === null && !tiers.isPending ? (
        <button
          type="button"
          onClick={() => startEdit('new', newTierDraft(list, participantLimit(maxParticipants)))}
          className={`${secondaryButton} mt-4`}
        >
          {t('settings.pricing.add')}
        </button>
      ) : null}
    </Panel>
  );
}
