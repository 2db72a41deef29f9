import { EMAIL_MAX } from '@mt/contracts/form-limits';
import {
  MailSettingsInputSchema,
  type MailSettings,
  type MailSettingsInput,
  type TestMailResult,
} from '@mt/contracts/mail-settings';
import { useTranslation } from 'react-i18next';

import { useSiteSettings } from '../../../components/layout/operator-details';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useMailSettings, useSaveMailSettings, useSendTestMail } from '../api/mail-settings';
import { reasonOf } from '../api/notify-error';
import { settingId, useFocusFromHash } from '../hooks/use-focus-from-hash';
import { useSettingsForm } from '../hooks/use-settings-form';
import { contractResolver } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
import { secondaryButton } from './list-states';
import { SettingsPanel } from './settings-panel';

type Values = { alert_email: string };
/** Keys of admin:settings.alerts.errors.*. */
type Problem = 'email' | 'tooLong';

const problemKey: KeyFor<Values> = (_field, _values, { type }): Problem =>
  type === 'too_big' ? 'tooLong' : 'email';
const resolver = contractResolver<Values, MailSettingsInput>(MailSettingsInputSchema, problemKey);
const FORM_FIELDS = ['alert_email'] as const;

/**
 * Where the operator's alerts go (docs/decisions/065): the inbox of new bookings, requests that
 * expired and visitors' messages, OPERATOR_EMAIL until set, with a real test mail to it, and the
 * name and address every mail is sent from.
 */
export function AlertSettingsPanel() {
  const { t } = useTranslation('admin');
  return (
    <SettingsPanel
      title={t('settings.alerts.heading')}
      hint={t('settings.alerts.hint')}
      query={useMailSettings()}
    >
      {(saved) => <AlertSettingsForm saved={saved} />}
    </SettingsPanel>
  );
}

function AlertSettingsForm({ saved }: { saved: MailSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveMailSettings();
  const test = useSendTestMail();
  const businessName = useSiteSettings().data?.business_name;
  const {
    register,
    onSubmit,
    formState: { errors, isDirty },
  } = useSettingsForm({
    defaultValues: { alert_email: saved.alert_email },
    resolver,
    fields: FORM_FIELDS,
    problemKey,
    save,
    valuesOf: (result: MailSettings) => ({ alert_email: result.alert_email }),
    savedMessage: t('settings.alerts.toasts.saved'),
    failedMessage: t('settings.alerts.toasts.saveFailed'),
  });
  useFocusFromHash();
  const inbox = saved.alert_email || saved.default_alert_email;
  const sender = `${businessName || saved.default_sender_name} <${saved.sender_address}>`;
  const problem = errors.alert_email?.message as Problem | undefined;

  return (
    <div className="space-y-5">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('settings.alerts.heading')}
        className="space-y-4"
      >
        <TextField
          {...register('alert_email')}
          id={settingId('alert_email')}
          type="email"
          autoComplete="email"
          label={t('settings.alerts.field')}
          placeholder={saved.default_alert_email}
          hint={t('settings.alerts.fieldHint', { address: saved.default_alert_email })}
          error={problem && t(`settings.alerts.errors.${problem}`)}
          maxLength={EMAIL_MAX}
          className="max-w-md"
        />
        <p className="text-sm text-stone-700">{t('settings.alerts.sender', { sender })}</p>
        <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
          {t('settings.alerts.save')}
        </SubmitButton>
      </form>
      <div className="space-y-2 border-t border-stone-100 pt-4">
        <p className="text-sm text-stone-600">
          {isDirty
            ? t('settings.alerts.saveFirst')
            : t('settings.alerts.testHint', { address: inbox })}
        </p>
        <button
          type="button"
          className={secondaryButton}
          disabled={test.isPending || isDirty}
          onClick={() => test.mutate()}
        >
          {test.isPending ? t('settings.alerts.testing') : t('settings.alerts.test')}
        </button>
        {/* Read out as it changes: whether the mail went, in the operator's words. */}
        <p role="status" className="text-sm font-medium">
          {test.isSuccess ? <TestOutcome result={test.data} /> : null}
          {test.isError ? (
            <span className="text-red-700">
              {t('settings.alerts.testRefused', {
                reason: reasonOf(test.error, t('common.unknownError')),
              })}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

function TestOutcome({ result }: { result: TestMailResult }) {
  const { t } = useTranslation('admin');
  const address = result.recipient;
  if (result.status === 'sent') {
    return <span className="text-green-800">{t('settings.alerts.testSent', { address })}</span>;
  }
  if (result.status === 'failed') {
    return (
      <span className="text-red-700">
        {t('settings.alerts.testFailed', { address, error: result.error ?? '' })}
      </span>
    );
  }
  return <span className="text-stone-700">{t('settings.alerts.testPending', { address })}</span>;
}
