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
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSiteSettings } from '../../../components/layout/operator-details';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { operator } from '../../../config/operator';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveBusinessDetails } from '../api/business-details';
import { notifyError, reasonOf } from '../api/notify-error';
import { useUploadTourImage } from '../api/tours';
import { checkImageFile } from '../utils/image-file';
import { ListState, secondaryButton } from './list-states';
import { Panel } from './panel';

type Field = keyof SiteSettings;
type Problem = 'unsafeText' | 'phone' | 'httpsUrl' | 'imageUrl' | 'email' | 'tooLong';
type Problems = Partial<Record<Field, Problem>>;

/** The contract's message, as the key of admin:settings.business.errors.* that translates it. */
function problemOf(message: string): Problem {
  if (message === UNSAFE_TEXT_MESSAGE) return 'unsafeText';
  if (message === PHONE_MESSAGE) return 'phone';
  if (message === HTTPS_URL_MESSAGE) return 'httpsUrl';
  if (message === IMAGE_URL_MESSAGE) return 'imageUrl';
  if (message.startsWith('At most')) return 'tooLong';
  return 'email';
}

function problemsOf(issues: readonly { path: PropertyKey[] | string; message: string }[]) {
  const problems: Problems = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? issue.path[0] : issue.path) as Field;
    problems[field] ??= problemOf(issue.message);
  }
  return problems;
}

/** The form's groups; the placeholder a field keeps while empty, where the site shows one. */
const GROUPS: {
  key: 'business' | 'contact' | 'office' | 'social';
  fields: { name: Field; type?: string; placeholder?: string }[];
}[] = [
  { key: 'business', fields: [{ name: 'business_name' }, { name: 'licence_number' }] },
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

/**
 * The operator's own details (docs/decisions/039): what every page, the chat button and the
 * structured data show. An empty field keeps the site's placeholder.
 */
export function BusinessDetailsPanel() {
  const { t } = useTranslation('admin');
  const settings = useSiteSettings();
  return (
    <Panel title={t('settings.business.heading')} hint={t('settings.business.hint')}>
      <ListState query={settings} isEmpty={false} emptyMessage="">
        {settings.data ? <BusinessDetailsForm saved={settings.data} /> : null}
      </ListState>
    </Panel>
  );
}

function BusinessDetailsForm({ saved }: { saved: SiteSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveBusinessDetails();
  const upload = useUploadTourImage();
  const [values, setValues] = useState<SiteSettings>({ ...EMPTY_SETTINGS, ...saved });
  const [problems, setProblems] = useState<Problems>({});

  const field = (name: Field) => ({
    name,
    label: t(`settings.business.fields.${name}`),
    value: values[name],
    error: problems[name] && t(`settings.business.errors.${problems[name]}`),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  // Uploaded through the media service like a tour's images; the address goes in the field.
  const onUpload = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(t(`tourForm.toasts.${problem}`));
      return;
    }
    upload
      .mutateAsync(file)
      .then((stored) => {
        setValues((current) => ({ ...current, promotion_image_url: stored.url }));
        toast.success(t('tourForm.toasts.uploaded'));
      })
      .catch((error: unknown) =>
        notifyError(
          error,
          t('tourForm.toasts.uploadFailed', { reason: reasonOf(error, t('common.unknownError')) }),
        ),
      );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = SiteSettingsInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues));
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setValues(result);
        toast.success(t('settings.business.toasts.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setProblems(problemsOf(error.errors));
        notifyError(error, t('settings.business.toasts.saveFailed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('settings.business.heading')}>
      <div className="grid gap-6 lg:grid-cols-2">
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="space-y-3">
            <legend className="text-sm font-semibold text-stone-800">
              {t(`settings.business.groups.${group.key}`)}
            </legend>
            {group.fields.map(({ name, type, placeholder }) => (
              <TextField
                key={name}
                {...field(name)}
                type={type ?? 'text'}
                placeholder={placeholder}
                maxLength={name.endsWith('_url') ? SETTINGS_LIMITS.url : undefined}
              />
            ))}
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
              maxLength={
                name.endsWith('_url') ? SETTINGS_LIMITS.url : SETTINGS_LIMITS.promotionText
              }
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className={`${secondaryButton} cursor-pointer`}>
            {upload.isPending
              ? t('settings.business.uploading')
              : t('settings.business.uploadImage')}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => {
                onUpload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {values.promotion_image_url ? (
            <img
              src={values.promotion_image_url}
              alt={t('settings.business.promotionPreview')}
              className="h-16 w-24 rounded object-cover ring-1 ring-stone-200"
            />
          ) : null}
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              setValues((current) => ({
                ...current,
                ...Object.fromEntries(PROMOTION.map((name) => [name, ''])),
              }))
            }
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
          value={values.operator_language === 'fr' ? 'fr' : ''}
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
