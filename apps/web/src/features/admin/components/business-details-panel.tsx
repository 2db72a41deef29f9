import { EMAIL_MAX } from '@mt/contracts/form-limits';
import type { StoredImage } from '@mt/contracts/media';
import { VARIANT_WIDTHS } from '@mt/contracts/media-limits';
import {
  EMPTY_SETTINGS,
  HTTPS_URL_MESSAGE,
  IMAGE_URL_MESSAGE,
  PHONE_MESSAGE,
  SETTINGS_LIMITS,
  SiteSettingsInputSchema,
} from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useSiteSettings } from '../../../components/layout/operator-details';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { operator } from '../../../config/operator';
import { toast } from '../../../lib/toast';
import { useSaveBusinessDetails } from '../api/business-details';
import { notifyError, reasonOf } from '../api/notify-error';
import { useUploadTourImage } from '../api/tours';
import { settingId, useFocusFromHash } from '../hooks/use-focus-from-hash';
import { useSettingsForm } from '../hooks/use-settings-form';
import { contractResolver } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
import { checkImageFile } from '../utils/image-file';
import { secondaryButton } from './list-states';
import { SettingsPanel } from './settings-panel';

type Field = keyof SiteSettings;
/** Keys of admin:settings.business.errors.*. */
type Problem = 'unsafeText' | 'phone' | 'httpsUrl' | 'imageUrl' | 'email' | 'tooLong';

/** The contract's message (or zod's code), as the key that translates it. */
const problemKey: KeyFor<SiteSettings> = (_field, _values, { type, message }): Problem => {
  if (message === UNSAFE_TEXT_MESSAGE) return 'unsafeText';
  if (message === PHONE_MESSAGE) return 'phone';
  if (message === HTTPS_URL_MESSAGE) return 'httpsUrl';
  if (message === IMAGE_URL_MESSAGE) return 'imageUrl';
  if (type === 'too_big' || message.startsWith('At most')) return 'tooLong';
  return 'email';
};

const resolver = contractResolver(SiteSettingsInputSchema, problemKey);

/** Each field's longest value, from the contract the tours service applies. */
const MAX_LENGTH: Partial<Record<Field, number>> = {
  business_name: SETTINGS_LIMITS.businessName,
  licence_number: SETTINGS_LIMITS.licenceNumber,
  phone: SETTINGS_LIMITS.phone,
  whatsapp: SETTINGS_LIMITS.phone,
  email: EMAIL_MAX,
  address: SETTINGS_LIMITS.address,
  opening_hours: SETTINGS_LIMITS.openingHours,
  opening_hours_fr: SETTINGS_LIMITS.openingHours,
  cancellation_policy: SETTINGS_LIMITS.cancellationPolicy,
  cancellation_policy_fr: SETTINGS_LIMITS.cancellationPolicy,
  promotion_text: SETTINGS_LIMITS.promotionText,
  promotion_text_fr: SETTINGS_LIMITS.promotionText,
};
const maxLengthOf = (name: Field) =>
  name.endsWith('_url') ? SETTINGS_LIMITS.url : MAX_LENGTH[name];

/**
 * The form's groups; the placeholder a field keeps while empty, where the site shows one, and the
 * key of its hint (admin:settings.business.hints.*).
 */
const GROUPS: {
  key: 'business' | 'contact' | 'office' | 'social';
  fields: {
    name: Field;
    type?: string;
    placeholder?: string;
    hint?: 'business_name' | 'logo_url';
  }[];
}[] = [
  {
    key: 'business',
    fields: [
      { name: 'business_name', hint: 'business_name' },
      { name: 'logo_url', hint: 'logo_url' },
      { name: 'licence_number' },
    ],
  },
  {
    key: 'contact',
    fields: [
      { name: 'phone', type: 'tel', placeholder: operator.telephone },
      { name: 'whatsapp', type: 'tel' },
      { name: 'email', type: 'email', placeholder: operator.email },
    ],
  },
  {
    key: 'office',
    fields: [
      { name: 'address' },
      { name: 'map_url', type: 'url' },
      { name: 'opening_hours' },
      { name: 'opening_hours_fr' },
    ],
  },
  {
    key: 'social',
    fields: [
      { name: 'facebook_url', type: 'url' },
      { name: 'instagram_url', type: 'url' },
      { name: 'tripadvisor_url', type: 'url' },
    ],
  },
];
const POLICIES: Field[] = ['cancellation_policy', 'cancellation_policy_fr'];
/** The promotion's fields (docs/decisions/042); "Remove the promotion" empties them all. */
const PROMOTION: Field[] = [
  'promotion_image_url',
  'promotion_text',
  'promotion_text_fr',
  'promotion_url',
];
/** The logo's width as stored: the smallest WebP, sharp for the header and the search results. */
const LOGO_WIDTH = VARIANT_WIDTHS[0];

/**
 * The address an upload goes in as: the logo its small WebP, so the public pages load a few KB
 * and carry no srcset logic (docs/decisions/065); the promotion its full image, which the page
 * sizes itself.
 */
function imageAddressFor(target: 'promotion_image_url' | 'logo_url', stored: StoredImage): string {
  if (target === 'promotion_image_url') return stored.url;
  return stored.variants.find((variant) => variant.width === LOGO_WIDTH)?.url ?? stored.url;
}

/** Every field in the form's order: a refusal's first field is the one focused. */
const FORM_FIELDS: Field[] = [
  ...GROUPS.flatMap((group) => group.fields.map(({ name }) => name)),
  ...POLICIES,
  ...PROMOTION,
  'operator_language',
];

/**
 * The operator's own details (docs/decisions/039): what every page, the chat button and the
 * structured data show. An empty field keeps the site's placeholder.
 */
export function BusinessDetailsPanel() {
  const { t } = useTranslation('admin');
  return (
    <SettingsPanel
      title={t('settings.business.heading')}
      hint={t('settings.business.hint')}
      query={useSiteSettings()}
    >
      {(saved) => <BusinessDetailsForm saved={saved} />}
    </SettingsPanel>
  );
}

/** The saved set as the form edits it: every field, and "" for the default language. */
const formValuesOf = (saved: SiteSettings): SiteSettings => ({
  ...EMPTY_SETTINGS,
  ...saved,
  operator_language: saved.operator_language === 'fr' ? 'fr' : '',
});

function BusinessDetailsForm({ saved }: { saved: SiteSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveBusinessDetails();
  const upload = useUploadTourImage();
  const {
    control,
    register,
    onSubmit,
    setValue,
    formState: { errors },
  } = useSettingsForm({
    defaultValues: formValuesOf(saved),
    resolver,
    fields: FORM_FIELDS,
    problemKey,
    save,
    // The form shows the set as saved (trimmed), the new baseline.
    valuesOf: formValuesOf,
    savedMessage: t('settings.business.toasts.saved'),
    failedMessage: t('settings.business.toasts.saveFailed'),
  });
  const promotionImage = useWatch({ control, name: 'promotion_image_url' });
  const logo = useWatch({ control, name: 'logo_url' });
  // The Overview's checklist links to a field here (docs/decisions/065).
  useFocusFromHash();

  const field = (name: Field) => {
    const key = errors[name]?.message as Problem | undefined;
    return {
      ...register(name),
      id: settingId(name),
      label: t(`settings.business.fields.${name}`),
      error: key && t(`settings.business.errors.${key}`),
      maxLength: maxLengthOf(name),
    };
  };

  // Uploaded through the media service like a tour's images, checked by content there; the
  // address goes in the field.
  const onUpload = (file: File | undefined, target: 'promotion_image_url' | 'logo_url') => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(`tourForm.toasts.${problem}`));
      return;
    }
    upload
      .mutateAsync(file)
      .then((stored) => {
        setValue(target, imageAddressFor(target, stored), {
          shouldDirty: true,
          shouldValidate: true,
        });
        toast.success(t('tourForm.toasts.uploaded'));
      })
      .catch((error: unknown) =>
        notifyError(
          error,
          t('tourForm.toasts.uploadFailed', { reason: reasonOf(error, t('common.unknownError')) }),
        ),
      );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('settings.business.heading')}>
      <div className="grid gap-6 lg:grid-cols-2">
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="space-y-3">
            <legend className="text-sm font-semibold text-stone-800">
              {t(`settings.business.groups.${group.key}`)}
            </legend>
            {group.fields.map(({ name, type, placeholder, hint }) => (
              <TextField
                key={name}
                {...field(name)}
                type={type ?? 'text'}
                placeholder={placeholder}
                hint={hint && t(`settings.business.hints.${hint}`)}
              />
            ))}
            {group.key === 'business' ? (
              <div className="flex flex-wrap items-center gap-3">
                <UploadButton
                  label={t('settings.business.uploadLogo')}
                  pending={upload.isPending}
                  onFile={(file) => onUpload(file, 'logo_url')}
                />
                {logo ? (
                  <img
                    src={logo}
                    alt={t('settings.business.logoPreview')}
                    className="size-12 rounded object-contain ring-1 ring-stone-200"
                  />
                ) : null}
                {logo ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    onClick={() => setValue('logo_url', '', { shouldDirty: true })}
                  >
                    {t('settings.business.removeLogo')}
                  </button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
        ))}
      </div>
      <fieldset className="mt-6 space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.business.groups.policy')}
        </legend>
        <div className="grid gap-4 lg:grid-cols-2">
          {POLICIES.map((name) => (
            <TextareaField key={name} {...field(name)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6 space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.business.groups.promotion')}
        </legend>
        <p className="text-sm text-stone-600">{t('settings.business.promotionHint')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {PROMOTION.map((name) => (
            <TextField
              key={name}
              {...field(name)}
              type={name === 'promotion_url' ? 'url' : 'text'}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <UploadButton
            label={t('settings.business.uploadImage')}
            pending={upload.isPending}
            onFile={(file) => onUpload(file, 'promotion_image_url')}
          />
          {promotionImage ? (
            <img
              src={promotionImage}
              alt={t('settings.business.promotionPreview')}
              className="h-16 w-24 rounded object-cover ring-1 ring-stone-200"
            />
          ) : null}
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              for (const name of PROMOTION) setValue(name, '', { shouldDirty: true });
            }}
          >
            {t('settings.business.removePromotion')}
          </button>
        </div>
      </fieldset>
      <fieldset className="mt-6 space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.business.groups.emails')}
        </legend>
        <SelectField
          {...field('operator_language')}
          hint={t('settings.business.operatorLanguageHint')}
          className="max-w-sm"
        >
          <option value="">{t('settings.business.languages.default')}</option>
          <option value="fr">{t('settings.business.languages.fr')}</option>
        </SelectField>
      </fieldset>
      <div className="mt-6">
        <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
          {t('settings.business.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A button that picks an image file, keyboard usable as the label of its hidden input. */
function UploadButton({
  label,
  pending,
  onFile,
}: {
  label: string;
  pending: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <label
      className={`${secondaryButton} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-amber-600`}
    >
      {pending ? t('settings.business.uploading') : label}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={pending}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
