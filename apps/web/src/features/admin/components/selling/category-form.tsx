import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { PriceCategory, PriceCategoryData } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import { markServerErrors } from '../../../../lib/lazy-resolver';
import { useSaveCategory } from '../../api/selling';
import { serverFieldKeys } from '../../utils/contract-form';
import {
  CATEGORY_FIELDS,
  NEW_CATEGORY,
  SELLING_FIELD_MAX,
  categoryResolver,
  categoryValuesOf,
  sellingErrorKey,
} from '../../utils/selling-form-values';
import type { CategoryValues, SellingErrorKey } from '../../utils/selling-form-values';
import { SaveCancel } from '../save-cancel';
import { CheckboxField } from './checkbox-field';
import { saveCallbacks } from './save-callbacks';
import { formBoxClass } from './sold-item';

/**
 * A price category's form, to add one (`category` null) or edit one. The default category's price
 * is the tour's and its rules are the tour's price's (docs/decisions/074): the form says so
 * instead of offering them.
 */
export function CategoryForm({
  tourId,
  category,
  onDone,
}: {
  tourId: number;
  category: PriceCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const isDefault = category?.is_default ?? false;
  const resolver = useMemo(() => categoryResolver(isDefault), [isDefault]);
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<CategoryValues, unknown, PriceCategoryData>({
    mode: 'onTouched',
    defaultValues: category ? categoryValuesOf(category) : NEW_CATEGORY,
    resolver,
  });

  const onValid = (input: PriceCategoryData) => {
    if (save.isPending) return;
    save.mutate(
      { tourId, id: category?.id ?? null, input },
      saveCallbacks({
        saved: t(
          category ? 'settings.categories.toasts.updated' : 'settings.categories.toasts.added',
        ),
        failed: t(
          category
            ? 'settings.categories.toasts.updateFailed'
            : 'settings.categories.toasts.addFailed',
        ),
        onDone,
        markRefusal: (error) =>
          markServerErrors(
            setError,
            CATEGORY_FIELDS,
            serverFieldKeys(error, CATEGORY_FIELDS, getValues(), sellingErrorKey),
          ),
      }),
    );
  };

  const message = (field: keyof CategoryValues) => {
    const key = errors[field]?.message as SellingErrorKey | undefined;
    return key ? t(key, { max: SELLING_FIELD_MAX[field] }) : undefined;
  };
  const age = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max: SELLING_LIMITS.age,
    step: 1,
  } as const;

  return (
    <form
      noValidate
      aria-label={
        category
          ? t('settings.categories.editTitle', { name: category.name })
          : t('settings.categories.newTitle')
      }
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className={formBoxClass}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('settings.selling.name')}
          maxLength={SELLING_LIMITS.name}
          error={message('name')}
          {...register('name')}
        />
        <TextField
          label={t('settings.selling.nameFr')}
          lang="fr"
          maxLength={SELLING_LIMITS.name}
          error={message('name_fr')}
          {...register('name_fr')}
        />
        <TextField
          label={t('settings.categories.fields.minAge')}
          error={message('min_age')}
          {...age}
          {...register('min_age')}
        />
        <TextField
          label={t('settings.categories.fields.maxAge')}
          error={message('max_age')}
          {...age}
          {...register('max_age')}
        />
        {isDefault ? null : (
          <TextField
            label={t('settings.categories.fields.price')}
            hint={t('settings.categories.fields.priceHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={message('price')}
            {...register('price')}
          />
        )}
      </div>
      {isDefault && category ? (
        <p className="mt-3 text-sm text-stone-700">
          {t('settings.categories.defaultPrice', { price: formatPrice(category.price, language) })}{' '}
          {t('settings.categories.defaultRules')}
        </p>
      ) : (
        <fieldset className="mt-4 space-y-3">
          <legend className="text-sm font-semibold text-stone-800">
            {t('settings.categories.fields.rules')}
          </legend>
          <CheckboxField
            label={t('settings.categories.fields.takesSeat')}
            hint={t('settings.categories.fields.takesSeatHint')}
            {...register('takes_seat')}
          />
          <CheckboxField
            label={t('settings.categories.fields.countsForTiers')}
            hint={t('settings.categories.fields.countsForTiersHint')}
            {...register('counts_for_tiers')}
          />
          <CheckboxField
            label={t('settings.categories.fields.pricedByTiers')}
            hint={t('settings.categories.fields.pricedByTiersHint')}
            {...register('priced_by_tiers')}
          />
        </fieldset>
      )}
      <SaveCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
