import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { PriceCategory, TourOption, TourOptionData } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import { inLanguage } from '@mt/domain/in-language';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useLanguage } from '../../../../i18n/use-language';
import { ApiError } from '../../../../lib/api-client';
import { markServerErrors } from '../../../../lib/lazy-resolver';
import { useSaveOption } from '../../api/selling';
import { serverFieldKeys } from '../../utils/contract-form';
import {
  OPTION_FIELDS,
  SELLING_FIELD_MAX,
  categoryPriceKey,
  isPricedPerGroup,
  newOptionValues,
  optionResolver,
  optionValuesOf,
  refusedCategoryPriceKey,
  sellingErrorKey,
} from '../../utils/selling-form-values';
import type { OptionValues, SellingErrorKey } from '../../utils/selling-form-values';
import { SaveCancel } from '../save-cancel';
import { saveCallbacks } from './save-callbacks';
import { formBoxClass } from './sold-item';

const people = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: SELLING_LIMITS.people,
  step: 1,
} as const;
const euros = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

/**
 * An option's form, to add one (`option` null) or edit one: shared, priced per person, or
 * private, priced for the whole group (a price, up to N people) or per person with a minimum;
 * a per-person option may give some categories a price of its own (docs/decisions/074).
 */
export function OptionForm({
  tourId,
  option,
  categories,
  onDone,
}: {
  tourId: number;
  option: TourOption | null;
  categories: readonly PriceCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const save = useSaveOption();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    control,
    formState: { errors },
  } = useForm<OptionValues, unknown, TourOptionData>({
    mode: 'onTouched',
    defaultValues: option ? optionValuesOf(option, categories) : newOptionValues(categories),
    resolver: optionResolver,
  });
  const [kind, pricing] = useWatch({ control, name: ['kind', 'pricing'] });
  const perGroup = isPricedPerGroup({ kind, pricing });

  const markRefusal = (error: Error, sent: TourOptionData) => {
    const found = serverFieldKeys(error, OPTION_FIELDS, getValues(), sellingErrorKey);
    // A category price is said on its own input: the refusal names its place in what was sent.
    const prices = (error instanceof ApiError ? (error.errors ?? []) : []).flatMap((refused) => {
      const key = refusedCategoryPriceKey(refused.path, sent);
      return key
        ? [{ key, message: sellingErrorKey('category_prices', {}, { type: 'server', ...refused }) }]
        : [];
    });
    if (prices.length > 0) delete found.category_prices;
    markServerErrors(setError, OPTION_FIELDS, found);
    prices.forEach(({ key, message }, index) =>
      setError(
        `category_prices.${key}`,
        { type: 'server', message },
        { shouldFocus: index === 0 && Object.keys(found).length === 0 },
      ),
    );
  };

  const onValid = (input: TourOptionData) => {
    if (save.isPending) return;
    save.mutate(
      { tourId, id: option?.id ?? null, input },
      saveCallbacks({
        saved: t(option ? 'settings.options.toasts.updated' : 'settings.options.toasts.added'),
        failed: t(
          option ? 'settings.options.toasts.updateFailed' : 'settings.options.toasts.addFailed',
        ),
        onDone,
        markRefusal: (error) => markRefusal(error, input),
      }),
    );
  };

  const translate = (key: string | undefined, field: string) =>
    key ? t(key as SellingErrorKey, { max: SELLING_FIELD_MAX[field] }) : undefined;
  const message = (field: Exclude<keyof OptionValues, 'category_prices'>) =>
    translate(errors[field]?.message, field);
  const priceErrors = errors.category_prices as
    (Record<string, { message?: string } | undefined> & { message?: string }) | undefined;

  return (
    <form
      noValidate
      aria-label={
        option
          ? t('settings.options.editTitle', { name: option.name })
          : t('settings.options.newTitle')
      }
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className={formBoxClass}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('settings.options.fields.kind')} {...register('kind')}>
          <option value="shared">{t('settings.options.kinds.shared')}</option>
          <option value="private">{t('settings.options.kinds.private')}</option>
        </SelectField>
        {kind === 'private' ? (
          <SelectField label={t('settings.options.fields.pricing')} {...register('pricing')}>
            <option value="per_group">{t('settings.options.pricings.per_group')}</option>
            <option value="per_person">{t('settings.options.pricings.per_person')}</option>
          </SelectField>
        ) : (
          <p className="self-end pb-2 text-sm text-stone-700">
            {t('settings.options.sharedPricing')}
          </p>
        )}
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
        {perGroup ? (
          <>
            <TextField
              label={t('settings.options.fields.groupPrice')}
              error={message('group_price')}
              {...euros}
              {...register('group_price')}
            />
            <TextField
              label={t('settings.options.fields.maxPeople')}
              hint={t('settings.options.fields.maxPeopleHint')}
              error={message('max_people')}
              {...people}
              {...register('max_people')}
            />
          </>
        ) : (
          <TextField
            label={t('settings.options.fields.minimumPeople')}
            hint={t('settings.options.fields.minimumPeopleHint')}
            error={message('minimum_people')}
            {...people}
            {...register('minimum_people')}
          />
        )}
      </div>
      {perGroup ? null : (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-stone-800">
            {t('settings.options.fields.categoryPrices')}
          </legend>
          <p className="text-sm text-stone-600">
            {t('settings.options.fields.categoryPricesHint')}
          </p>
          {priceErrors?.message ? (
            <p className="mt-1 text-sm text-red-700">{translate(priceErrors.message, 'price')}</p>
          ) : null}
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {categories.map((category) => {
              const key = categoryPriceKey(category.id);
              const name = inLanguage(language, category.name, category.name_fr);
              return (
                <TextField
                  key={category.id}
                  label={t('settings.options.fields.categoryPrice', { name })}
                  hint={t('settings.options.fields.categoryPriceHint', {
                    price: formatPrice(category.price, language),
                  })}
                  error={translate(priceErrors?.[key]?.message, 'price')}
                  {...euros}
                  {...register(`category_prices.${key}`)}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      <SaveCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
