import type { PromoCode, PromoCodeData } from '@mt/contracts/promo-codes';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { markServerErrors } from '../../../lib/lazy-resolver';
import { useSavePromoCode } from '../api/promo-codes';
import { serverFieldKeys } from '../utils/contract-form';
import {
  NEW_PROMO_CODE,
  PROMO_FIELDS,
  promoErrorKey,
  promoResolver,
  promoValuesOf,
} from '../utils/promo-code-form-values';
import type { PromoErrorKey, PromoValues } from '../utils/promo-code-form-values';
import { SaveCancel } from './save-cancel';
import { CheckboxField } from './selling/checkbox-field';
import { saveCallbacks } from './selling/save-callbacks';
import { formBoxClass } from './selling/sold-item';

/**
 * A promo code's form, to add one (`code` null) or change one (docs/decisions/074): the code, a
 * percentage or an amount off, a minimum spend, the booking days and travel dates it is good
 * for, how many bookings may use it, on or off. The contract's rules apply as in the service.
 */
export function PromoCodeForm({ code, onDone }: { code: PromoCode | null; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSavePromoCode();
  const resolver = useMemo(() => promoResolver(code), [code]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    control,
    formState: { errors },
  } = useForm<PromoValues, unknown, PromoCodeData>({
    mode: 'onTouched',
    defaultValues: code ? promoValuesOf(code) : NEW_PROMO_CODE,
    resolver,
  });
  const kind = useWatch({ control, name: 'kind' });

  const onValid = (input: PromoCodeData) => {
    if (save.isPending) return;
    save.mutate(
      { id: code?.id ?? null, input },
      saveCallbacks({
        saved: t(code ? 'promoCodes.toasts.updated' : 'promoCodes.toasts.added'),
        failed: t(code ? 'promoCodes.toasts.updateFailed' : 'promoCodes.toasts.addFailed'),
        onDone,
        markRefusal: (error) =>
          markServerErrors(
            setError,
            PROMO_FIELDS,
            serverFieldKeys(error, PROMO_FIELDS, getValues(), promoErrorKey),
          ),
      }),
    );
  };
  const message = (field: keyof PromoValues) => {
    const key = errors[field]?.message as PromoErrorKey | undefined;
    return key ? t(key) : undefined;
  };
  const date = (field: 'valid_from' | 'valid_until' | 'travel_from' | 'travel_until') => (
    <TextField
      label={t(`promoCodes.fields.${field}`)}
      type="date"
      error={message(field)}
      {...register(field)}
    />
  );

  return (
    <form
      noValidate
      aria-label={code ? t('promoCodes.editTitle', { code: code.code }) : t('promoCodes.newTitle')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className={formBoxClass}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('promoCodes.fields.code')}
          hint={t('promoCodes.fields.codeHint')}
          autoCapitalize="characters"
          maxLength={32}
          error={message('code')}
          {...register('code')}
        />
        <SelectField label={t('promoCodes.fields.kind')} {...register('kind')}>
          <option value="percent">{t('promoCodes.kinds.percent')}</option>
          <option value="fixed">{t('promoCodes.kinds.fixed')}</option>
        </SelectField>
        {kind === 'percent' ? (
          <TextField
            label={t('promoCodes.fields.percent')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            error={message('percent')}
            {...register('percent')}
          />
        ) : (
          <TextField
            label={t('promoCodes.fields.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={message('amount')}
            {...register('amount')}
          />
        )}
        <TextField
          label={t('promoCodes.fields.min_spend')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={message('min_spend')}
          {...register('min_spend')}
        />
        {date('valid_from')}
        {date('valid_until')}
        {date('travel_from')}
        {date('travel_until')}
        <TextField
          label={t('promoCodes.fields.max_uses')}
          hint={t('promoCodes.fields.maxUsesHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={message('max_uses')}
          {...register('max_uses')}
        />
      </div>
      <div className="mt-4">
        <CheckboxField
          label={t('promoCodes.fields.active')}
          hint={t('promoCodes.fields.activeHint')}
          {...register('active')}
        />
      </div>
      <SaveCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
