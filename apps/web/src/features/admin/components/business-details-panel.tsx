import {
  EMPTY_SETTINGS,
  HTTPS_URL_MESSAGE,
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
import { notifyError } from '../api/notify-error';
import { ListState } from './list-states';
import { Panel } from './panel';

type Field = keyof SiteSettings;
type Problem = 'unsafeText' | 'phone' | 'httpsUrl' | 'email' | 'tooLong';
type Problems = Partial<Record<Field, Problem>>;

/** The contract's message, as the key of admin:settings.business.errors.* that translates it. */
function problemOf(message: string): Problem {
  if (message === UNSAFE_TEXT_MESSAGE) return 'unsafeText';
  if (message === PHONE_MESSAGE) return 'phone';
  if (message === HTTPS_URL_MESSAGE) return 'httpsUrl';
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
