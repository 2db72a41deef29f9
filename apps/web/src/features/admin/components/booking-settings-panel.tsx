import {
  BOOKING_SETTINGS_LIMITS,
  BookingSettingsSchema,
  type BookingSettings,
} from '@mt/contracts/booking-settings';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import { useTranslation } from 'react-i18next';

import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { contractResolver } from '../utils/contract-form';
import type { KeyFor } from '../utils/contract-form';
import { SettingsPanel } from './settings-panel';

type Field = keyof BookingSettings;
/** Keys of admin:settings.bookings.errors.*. */
type Problem = 'reminderDays' | 'holdHours' | 'unsafeText' | 'tooLong';

const problemKey: KeyFor<BookingSettings> = (field, _values, { message }): Problem => {
  if (field === 'reminder_days_before') return 'reminderDays';
  if (field === 'pending_hold_hours') return 'holdHours';
  if (message === UNSAFE_TEXT_MESSAGE) return 'unsafeText';
  return 'tooLong';
};

const resolver = contractResolver(BookingSettingsSchema, problemKey);
const FORM_FIELDS: Field[] = [
  'pending_hold_hours',
  'reminder_days_before',
  'what_to_bring',
  'what_to_bring_fr',
  'auto_complete',
];

/**
 * The bookings' own course: how long a pending booking holds its places (docs/decisions/059), how
 * many days before a trip its reminder goes (0: none), what it tells the customer to bring, and
 * whether bookings complete themselves (docs/decisions/052).
 */
export function BookingSettingsPanel() {
  const { t } = useTranslation('admin');
  return (
    <SettingsPanel
      title={t('settings.bookings.heading')}
      hint={t('settings.bookings.hint')}
      query={useBookingSettings()}
    >
      {(saved) => <BookingSettingsForm saved={saved} />}
    </SettingsPanel>
  );
}

function BookingSettingsForm({ saved }: { saved: BookingSettings }) {
  const { t } = useTranslation('admin');
  const save = useSaveBookingSettings();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useSettingsForm({
    defaultValues: saved,
    resolver,
    fields: FORM_FIELDS,
    problemKey,
    save,
    valuesOf: (result: BookingSettings) => result,
    savedMessage: t('settings.bookings.toasts.saved'),
    failedMessage: t('settings.bookings.toasts.saveFailed'),
  });

  const errorOf = (name: Field) => {
    const key = errors[name]?.message as Problem | undefined;
    return (
      key && t(`settings.bookings.errors.${key}`, { max: BOOKING_SETTINGS_LIMITS.whatToBring })
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('settings.bookings.heading')}
      className="space-y-6"
    >
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.bookings.groups.hold')}
        </legend>
        <TextField
          {...register('pending_hold_hours', { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={BOOKING_SETTINGS_LIMITS.holdHoursMin}
          max={BOOKING_SETTINGS_LIMITS.holdHoursMax}
          step={1}
          label={t('settings.bookings.fields.pending_hold_hours')}
          hint={t('settings.bookings.holdHint')}
          error={errorOf('pending_hold_hours')}
          className="max-w-xs"
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.bookings.groups.reminder')}
        </legend>
        <TextField
          {...register('reminder_days_before', { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={0}
          max={BOOKING_SETTINGS_LIMITS.reminderDaysMax}
          step={1}
          label={t('settings.bookings.fields.reminder_days_before')}
          hint={t('settings.bookings.reminderHint')}
          error={errorOf('reminder_days_before')}
          className="max-w-xs"
        />
        <div className="grid gap-4 lg:grid-cols-2">
          {(['what_to_bring', 'what_to_bring_fr'] as const).map((name) => (
            <TextareaField
              key={name}
              {...register(name)}
              label={t(`settings.bookings.fields.${name}`)}
              error={errorOf(name)}
              maxLength={BOOKING_SETTINGS_LIMITS.whatToBring}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">
          {t('settings.bookings.groups.completion')}
        </legend>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            {...register('auto_complete')}
            className="size-4 accent-amber-700"
          />
          {t('settings.bookings.fields.auto_complete')}
        </label>
        <p className="text-sm text-stone-600">{t('settings.bookings.autoCompleteHint')}</p>
      </fieldset>
      <SubmitButton pending={save.isPending} pendingLabel={t('common.saving')}>
        {t('settings.bookings.save')}
      </SubmitButton>
    </form>
  );
}
