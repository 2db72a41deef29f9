import type { AvailabilityInput, BookingPriceInput } from '@mt/contracts/bookings';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import type { BookingWindow } from '@mt/domain/trip-dates';
import { todayIn } from '@mt/domain/trip-dates';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { depositAmounts } from '../../../components/booking-terms/deposit-amounts';
import { PaymentTerms } from '../../../components/booking-terms/payment-terms';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { refusalTranslator } from '../../../i18n/refusals';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { useHydratingMark } from '../../../lib/hydrating-mark';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useAvailability } from '../api/check-availability';
import { useBookingPrice } from '../api/calculate-booking-price';
import { useCalendarDay } from '../api/get-tour-month';
import { useTourSelling } from '../api/get-tour-selling';
import type { BookableTour } from '../api/get-booking-tours';
import { AvailabilityNote } from './availability-note';
import { BookingDateField } from './booking-date-field';
import {
  BOOKING_FIELDS,
  bookableDepartures,
  errorsFromServer,
  formBookingWindow,
  messageValues,
  participantLimit,
  participantsError,
  startDateError,
} from './booking-rules';
import type {
  BookingContext,
  BookingData,
  BookingErrors,
  BookingField,
  BookingValues,
} from './booking-rules';
import { BookingStep } from './booking-step';
import { LazyBookingCalendar } from './lazy-booking-calendar';
import { LazySellingFields } from './lazy-selling-fields';
import {
  choiceRequest,
  countOf,
  offersChoices,
  peopleOf,
  type SellingChoice,
} from './selling-choice';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { TravellerFields } from './traveller-fields';
import { useSubmitBooking } from './use-submit-booking';

type BookingFormProps = {
  /** The tours one can book, in the visitor's language; never empty. */
  tours: readonly BookableTour[];
  /** From `?tour=`: the tour to preselect, if it is one of `tours`. */
  initialTourId: number | null;
};

// The rules (zod and the contract's schema) load with the first field that takes focus
// (docs/decisions/044-form-validation.md).
const validation = lazyResolver(async () => (await import('./booking-validation')).bookingResolver);

/** The tour's departures one may book, or null when it has no fixed dates. */
function departuresOf(tour: BookableTour | undefined, bookable: BookingWindow): string[] | null {
  if (!tour || tour.available_dates.length === 0) return null;
  return bookableDepartures(bookable, tour);
}

/**
 * The booking screen (docs/product.md, Screens, Booking): three numbered steps (tour; start date
 * and group size; the traveller), the price breakdown and Confirm Booking. A react-hook-form form
 * over the contract's schema: a field says what is wrong when the visitor leaves it, a submit
 * shows every problem and focuses the first. Prices, end dates and seats come from the bookings
 * service, which checks everything again on submit (docs/product.md, Rules).
 */
export function BookingForm({ tours, initialTourId }: BookingFormProps) {
  const { t, i18n } = useTranslation('booking');
  const language = useLanguage();
  const formId = useId();
  const hydrating = useHydratingMark();
  const reasonId = `${formId}-submit-reason`;

  // docs/product.md (Rules, Dates and capacity): "today" is today in Marrakech, whatever the visitor's clock says.
  const [bookable] = useState(() => formBookingWindow(todayIn()));
  const [missingTour] = useState(
    () => initialTourId !== null && !tours.some((tour) => tour.id === initialTourId),
  );
  // What the rules need beside the values, as of the last render.
  const context = useRef<BookingContext>({ tour: undefined, bookable, endDate: null, language });
  // Only the tour and the group size have defaults (docs/product.md, Limits: one participant):
  // the text fields start as the served HTML has them, so what a visitor typed before the form
  // hydrated stays (docs/decisions/044).
  const [defaults] = useState(() => ({
    tour_id: initialTourId !== null && !missingTour ? String(initialTourId) : '',
    number_of_participants: '1',
  }));
  const form = useForm<BookingValues, unknown, BookingData>({
    mode: 'onTouched',
    defaultValues: defaults,
    resolver: (values, _context, options) => validation.resolver(values, context.current, options),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitted },
  } = form;
  const { submit, isPending } = useSubmitBooking(setError);
  const [tourId = '', startDate = '', participantsRaw = '', requests = ''] = useWatch({
    control: form.control,
    name: ['tour_id', 'start_date', 'number_of_participants', 'special_requests'],
  });

  useEffect(() => {
    if (missingTour) toast.error(t('toast.tourNotFound'), { id: 'booking-tour-not-found' });
  }, [missingTour, t]);

  const tour = tours.find((item) => String(item.id) === tourId);
  const calendarDay = useCalendarDay(tour?.id ?? 0, startDate);
  const departures = departuresOf(tour, bookable);
  const dateProblem = startDateError(startDate, bookable, tour);
  const participantsProblem = participantsError(participantsRaw, tour);
  const participants = participantsProblem ? null : Number(participantsRaw);

  // The option, people and extras, for a tour that sells more than one price per person
  // (docs/decisions/074): steppers stand for the group size, which follows their sum.
  const selling = useTourSelling(tour?.id);
  const [choice, setChoice] = useState<SellingChoice>({});
  const choices = offersChoices(selling) ? selling : undefined;
  const countsPeople = Boolean(choices && choices.categories.length > 1);
  const choose = (next: SellingChoice) => {
    setChoice(next);
    if (choices && next.people) {
      const total = countOf(peopleOf(choices, next, participants ?? 1));
      setValue('number_of_participants', String(total), { shouldValidate: isSubmitted });
    }
  };
  const [promoCode, setPromoCode] = useState('');
  const chosen = {
    ...choiceRequest(selling, choice, participants ?? 1),
    ...(promoCode ? { promo_code: promoCode } : {}),
  };

  // Priced whenever tour, start date, group size or choice change and the count is valid.
  const priceInput: BookingPriceInput | null =
    tour && participants !== null
      ? {
          tour_id: tour.id,
          number_of_participants: participants,
          ...(dateProblem ? {} : { start_date: startDate }),
          ...chosen,
        }
      : null;
  const { price, isCalculating, error: priceError } = useBookingPrice(priceInput);
  const endDate = dateProblem ? null : (price?.end_date ?? null);

  const availabilityInput: AvailabilityInput | null =
    tour && participants !== null && !dateProblem
      ? {
          tour_id: tour.id,
          start_date: startDate,
          number_of_participants: participants,
          ...(chosen.option_id === undefined ? {} : { option_id: chosen.option_id }),
          ...(chosen.people ? { people: chosen.people } : {}),
        }
      : null;
  const { availability, isChecking } = useAvailability(availabilityInput);
  const isFull = availability?.available === false;

  useEffect(() => {
    context.current = { tour, bookable, endDate, language };
  });

  // The service's horizon may be shorter than the form's default: its refusal of the date, given
  // with the price, is shown at once (docs/decisions/022-input-bounds.md).
  const priceDateError =
    priceError instanceof ApiError && priceError.status === 400
      ? errorsFromServer(priceError.errors).start_date
      : undefined;
  // Its refusal of the people, option or extras, said under the steppers in the visitor's words.
  const refusalOf = (pattern: RegExp) => {
    const refused =
      priceError instanceof ApiError && priceError.status === 400
        ? priceError.errors?.find((error) => pattern.test(error.path))
        : undefined;
    return (
      refused &&
      ((refused.reason && refusalTranslator(i18n)(refused.reason, refused.params ?? {})) ||
        refused.message)
    );
  };
  const choiceError = refusalOf(/^(people|extras|option_id)/);
  const promoError = refusalOf(/^promo_code/);
  // The group size gates the price, so it is checked as it is typed; a typed date once entered.
  const typed: BookingErrors = {
    start_date: priceDateError ?? (startDate === '' ? undefined : dateProblem),
    number_of_participants: participantsProblem,
  };
  // What each field shows: the server's refusal until the field is edited, what is wrong as it
  // is typed, then the rules' message once the field was left (or the form submitted).
  const shown: BookingErrors = {};
  for (const name of BOOKING_FIELDS) {
    const error = errors[name];
    const key = error?.type === 'server' ? error.message : (typed[name] ?? error?.message);
    if (key) shown[name] = key as BookingErrors[BookingField];
  }

  const message = (field: BookingField): string | undefined => {
    const key = shown[field];
    return key ? t(key, messageValues(field, tour)) : undefined;
  };

  /** A field's registration; editing it drops the server's refusal of it. */
  const field = <TField extends BookingField>(name: TField, onChange?: (value: string) => void) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (getFieldState(name).error?.type === 'server') clearErrors(name);
        onChange?.(event.target.value);
      },
    });

  // A day chosen in the calendar. Stable, so that typing elsewhere does not render the calendar
  // again (it is memoized).
  const chooseDate = useCallback(
    (date: string) => setValue('start_date', date, { shouldTouch: true, shouldValidate: true }),
    [setValue],
  );

  const onTourChange = (nextId: string) => {
    const nextDepartures = departuresOf(
      tours.find((item) => String(item.id) === nextId),
      bookable,
    );
    // A fixed-departure tour keeps the date only if it is one of its departures.
    if (nextDepartures && !nextDepartures.includes(form.getValues('start_date') ?? '')) {
      setValue('start_date', '');
    }
    if (getFieldState('start_date').error?.type === 'server') clearErrors('start_date');
    // Another tour sells other categories, options and extras, and may not take the code.
    setChoice({});
    setPromoCode('');
  };

  const onValid = (data: BookingData) => {
    // Submitting with no computed end date asks for a start date.
    if (!endDate) {
      toast.error(t('toast.selectStartDate'), { id: 'booking-start-date' });
      setFocus('start_date');
      return;
    }
    submit({ ...data, ...chosen, end_date: endDate }, tour);
  };

  const onInvalid = () => {
    if (!endDate) toast.error(t('toast.selectStartDate'), { id: 'booking-start-date' });
  };

  const submitBlocked = !price || isFull;
  // Why Confirm cannot go yet, in plain words beside it.
  let reason: string | undefined;
  if (!tour) reason = t('submitReason.tour');
  else if (participantsProblem) {
    reason = t('submitReason.participants', { problem: message('number_of_participants') });
  } else if (!price && isCalculating) reason = t('price.calculating');
  else if (!price && priceDateError) reason = t('submitReason.startDate');
  else if (!price && promoError) reason = t('submitReason.promo');
  else if (!price) reason = t('submitReason.noPrice');
  else if (isFull) reason = t('submitReason.full');
  else if (isSubmitted) {
    const count = BOOKING_FIELDS.filter((name) => shown[name]).length;
    if (count > 0) reason = t('submitReason.fields', { count });
  }

  return (
    <form
      aria-label={t('formLabel')}
      noValidate
      {...hydrating}
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      onFocus={validation.preload}
      // One column of the screen's width on a phone: a column sized to its content would take
      // the width of the tour picker's longest title, and the page would scroll sideways.
      className="grid grid-cols-1 gap-8 lg:grid-cols-3"
    >
      <div className="space-y-6 lg:col-span-2">
        <BookingStep number={1} title={t('steps.tour')}>
          <SelectField
            label={t('form.tour')}
            required
            error={message('tour_id')}
            hint={
              tour
                ? t('form.tourFacts', {
                    duration: tour.duration,
                    price: formatPrice(tour.from_price, language),
                    count: tour.max_participants,
                  })
                : undefined
            }
            // Also on the element, for the served HTML: react-hook-form sets values in the browser.
            defaultValue={defaults.tour_id}
            {...field('tour_id', onTourChange)}
          >
            <option value="">{t('form.tourPlaceholder')}</option>
            {tours.map((item) => (
              <option key={item.id} value={item.id}>
                {t('form.tourOption', {
                  title: item.title,
                  price: formatPrice(item.from_price, language),
                })}
              </option>
            ))}
          </SelectField>
        </BookingStep>

        <BookingStep number={2} title={t('steps.trip')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <BookingDateField
              departures={departures}
              tour={tour}
              bookable={bookable}
              language={language}
              field={field('start_date')}
              error={message('start_date')}
            />
            {countsPeople ? (
              // The steppers below count the group; the field keeps their sum for the rules.
              <input type="hidden" {...field('number_of_participants')} />
            ) : (
              <TextField
                label={t('form.participants')}
                type="number"
                inputMode="numeric"
                min={1}
                max={participantLimit(tour)}
                step={1}
                required
                error={message('number_of_participants')}
                defaultValue={defaults.number_of_participants}
                {...field('number_of_participants')}
              />
            )}
          </div>
          {choices && tour ? (
            <LazySellingFields
              selling={choices}
              choice={choice}
              participants={participants ?? 1}
              maxSeats={participantLimit(tour)}
              language={language}
              onChange={choose}
              error={choiceError}
            />
          ) : null}
          {tour && departures?.length !== 0 && (
            <LazyBookingCalendar
              // A new tour starts on its own first month.
              key={tour.id}
              tourId={tour.id}
              value={startDate}
              onChange={chooseDate}
              language={language}
              bookable={bookable}
              initialMonth={departures?.[0]?.slice(0, 7)}
            />
          )}
          <div>
            <p id={`${formId}-end-date`} className="text-sm font-medium text-stone-700">
              {t('form.endDate')}
            </p>
            <output
              aria-labelledby={`${formId}-end-date`}
              className={`mt-1 block ${endDate ? 'font-semibold text-stone-900' : 'text-sm text-stone-600'}`}
            >
              {endDate ? formatCalendarDate(endDate, language, 'long') : t('form.endDateUnknown')}
            </output>
          </div>
          <AvailabilityNote
            availability={availability}
            isChecking={isChecking}
            capacity={calendarDay?.capacity ?? tour?.max_participants}
          />
        </BookingStep>

        <BookingStep number={3} title={t('steps.traveller')}>
          <TravellerFields
            field={(name) => field(name)}
            error={message}
            requestsLength={requests.length}
          />
        </BookingStep>
      </div>

      <aside className="space-y-5 self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:sticky lg:top-24">
        <PriceBreakdown
          tourTitle={tour?.title}
          tourDuration={tour?.duration}
          price={price}
          showOption={(choices?.options.length ?? 0) > 1}
          isCalculating={isCalculating}
          startDate={endDate ? startDate : undefined}
          emptyText={
            !tour ? t('price.empty') : participantsProblem ? t('price.needsGroup') : t('price.none')
          }
        />
        {tour ? (
          <PromoCodeField
            // Another tour starts without the code.
            key={tour.id}
            applied={promoCode}
            onApply={setPromoCode}
            error={promoError}
          />
        ) : null}
        <SubmitButton
          pending={isPending}
          pendingLabel={t('form.submitting')}
          disabled={submitBlocked}
          aria-describedby={reason ? reasonId : undefined}
          className="w-full"
        >
          {t('form.submit')}
        </SubmitButton>
        <p
          id={reasonId}
          aria-live="polite"
          className="text-sm font-medium text-amber-900 empty:hidden"
        >
          {reason}
        </p>
        {/* How and when the visitor pays, as the tour page says it (docs/decisions/067). */}
        {tour ? (
          <PaymentTerms
            depositPercent={tour.deposit_percent}
            amounts={price && depositAmounts(price.total_price, tour.deposit_percent, language)}
          />
        ) : (
          <p className="text-sm text-stone-600">{t('form.confirmNote')}</p>
        )}
      </aside>
    </form>
  );
}
