import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { BOOKING_MAX_LENGTH } from './booking-rules';

type TravellerField = keyof typeof BOOKING_MAX_LENGTH;

type TravellerFieldsProps = {
  field: (name: TravellerField) => UseFormRegisterReturn<TravellerField>;
  error: (name: TravellerField) => string | undefined;
  /** How many characters the special requests hold, for the counter. */
  requestsLength: number;
};

/** Step 3, the traveller: name and e-mail, then the optional phone, pickup place and requests. */
export function TravellerFields({ field, error, requestsLength }: TravellerFieldsProps) {
  const { t } = useTranslation('booking');
  const props = (name: TravellerField) => ({
    maxLength: BOOKING_MAX_LENGTH[name],
    error: error(name),
    ...field(name),
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          {...props('customer_name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...props('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...props('phone')} />
        <TextField
          label={t('form.pickupPlace')}
          hint={t('form.pickupPlaceHint')}
          {...props('pickup_place')}
        />
      </div>
      <TextareaField
        label={t('form.specialRequests')}
        rows={4}
        hint={t('form.specialRequestsHint')}
        counter={t('form.count', {
          length: requestsLength,
          max: BOOKING_MAX_LENGTH.special_requests,
        })}
        {...props('special_requests')}
      />
    </>
  );
}
