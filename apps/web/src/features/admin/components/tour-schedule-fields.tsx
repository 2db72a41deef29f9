import { CUTOFF_HOURS_MAX } from '@mt/domain/sales-cutoff';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TourFormValues } from '../utils/tour-form-values';

/**
 * A tour's start times and when its sales close (docs/decisions/076), in the tour's form: the
 * cut-off asks for its hours or its time only once chosen.
 */
export function TourScheduleFields({
  register,
  cutoff,
  error,
}: {
  register: UseFormRegister<TourFormValues>;
  cutoff: TourFormValues['sales_cutoff'];
  error: (field: 'start_times' | 'sales_cutoff') => string | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('tourForm.fields.startTimes')}
        hint={t('tourForm.fields.startTimesHint')}
        inputMode="numeric"
        {...register('start_times')}
        error={error('start_times')}
      />
      <div className="space-y-2">
        <SelectField label={t('tourForm.fields.salesCutoff')} {...register('sales_cutoff')}>
          <option value="none">{t('tourForm.fields.cutoffNone')}</option>
          <option value="hours_before">{t('tourForm.fields.cutoffHoursBefore')}</option>
          <option value="day_before_at">{t('tourForm.fields.cutoffDayBefore')}</option>
        </SelectField>
        {cutoff === 'hours_before' && (
          <TextField
            label={t('tourForm.fields.cutoffHours')}
            type="number"
            min={0}
            max={CUTOFF_HOURS_MAX}
            step={1}
            inputMode="numeric"
            {...register('sales_cutoff_hours')}
            error={error('sales_cutoff')}
          />
        )}
        {cutoff === 'day_before_at' && (
          <TextField
            label={t('tourForm.fields.cutoffTime')}
            type="time"
            {...register('sales_cutoff_time')}
            error={error('sales_cutoff')}
          />
        )}
      </div>
    </div>
  );
}
