import { SELLING_LIMITS } from '@mt/contracts/selling';
import type { TourExtra, TourExtraData } from '@mt/contracts/selling';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { markServerErrors } from '../../../../lib/lazy-resolver';
import { useSaveExtra } from '../../api/selling';
import { serverFieldKeys } from '../../utils/contract-form';
import {
  EXTRA_FIELDS,
  NEW_EXTRA,
  SELLING_FIELD_MAX,
  extraResolver,
  extraValuesOf,
  sellingErrorKey,
} from '../../utils/selling-form-values';
import type { ExtraValues, SellingErrorKey } from '../../utils/selling-form-values';
import { SaveCancel } from '../save-cancel';
import { CheckboxField } from './checkbox-field';
import { saveCallbacks } from './save-callbacks';
import { formBoxClass } from './sold-item';

/**
 * An extra's form, to add one (`extra` null) or edit one: names and descriptions in both
 * languages, a price per booking or per person, an optional limit, on sale or not.
 */
export function ExtraForm({
  tourId,
  extra,
  onDone,
}: {
  tourId: number;
  extra: TourExtra | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useSaveExtra();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<ExtraValues, unknown, TourExtraData>({
    mode: 'onTouched',
    defaultValues: extra ? extraValuesOf(extra) : NEW_EXTRA,
    resolver: extraResolver,
  });

  const onValid = (input: TourExtraData) => {
    if (save.isPending) return;
    save.mutate(
      { tourId, id: extra?.id ?? null, input },
      saveCallbacks({
        saved: t(extra ? 'settings.extras.toasts.updated' : 'settings.extras.toasts.added'),
        failed: t(
          extra ? 'settings.extras.toasts.updateFailed' : 'settings.extras.toasts.addFailed',
        ),
        onDone,
        markRefusal: (error) =>
          markServerErrors(
            setError,
            EXTRA_FIELDS,
            serverFieldKeys(error, EXTRA_FIELDS, getValues(), sellingErrorKey),
          ),
      }),
    );
  };

  const message = (field: keyof ExtraValues) => {
    const key = errors[field]?.message as SellingErrorKey | undefined;
    return key ? t(key, { max: SELLING_FIELD_MAX[field] }) : undefined;
  };

  return (
    <form
      noValidate
      aria-label={
        extra ? t('settings.extras.editTitle', { name: extra.name }) : t('settings.extras.newTitle')
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
        <TextareaField
          label={t('settings.extras.fields.description')}
          maxLength={SELLING_LIMITS.description}
          error={message('description')}
          rows={2}
          className="[&_textarea]:min-h-20"
          {...register('description')}
        />
        <TextareaField
          label={t('settings.extras.fields.descriptionFr')}
          lang="fr"
          maxLength={SELLING_LIMITS.description}
          error={message('description_fr')}
          rows={2}
          className="[&_textarea]:min-h-20"
          {...register('description_fr')}
        />
        <TextField
          label={t('settings.extras.fields.price')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={message('price')}
          {...register('price')}
        />
        <SelectField label={t('settings.extras.fields.per')} {...register('per')}>
          <option value="person">{t('settings.extras.pers.person')}</option>
          <option value="booking">{t('settings.extras.pers.booking')}</option>
        </SelectField>
        <TextField
          label={t('settings.extras.fields.maxQuantity')}
          hint={t('settings.extras.fields.maxQuantityHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={SELLING_LIMITS.extraQuantity}
          step={1}
          error={message('max_quantity')}
          {...register('max_quantity')}
        />
      </div>
      <div className="mt-4">
        <CheckboxField
          label={t('settings.extras.fields.active')}
          hint={t('settings.extras.fields.activeHint')}
          {...register('active')}
        />
      </div>
      <SaveCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
