import type { AvailabilityInput, BookingPriceInput } from '@mt/contracts/bookings';
import type { BookingWindow } from '@mt/domain/trip-dates';
import { todayIn } from '@mt/domain/trip-dates';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getErrorDetail } from '../../../lib/error-detail';
import { useHydratingMark } from '../../../lib/hydrating-mark';
import { newRequestKey } from '../../../lib/request-key';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { useLanguage } from '../../../i18n/use-language';
import { useAvailability } from '../api/check-availability';
import { useBookingPrice } from '../api/calculate-booking-price';
import { useCreateBooking } from '../api/create-booking';
import type { BookableTour } from '../api/get-booking-tours';
import { bookingKeys } from '../api/query-keys';
import { keepConfirmation } from '../confirmation/storage';
import { AvailabilityNote } from './availability-note';
import { LazyBookingCalendar } from './lazy-booking-calendar';
import { BookingStep } from './booking-step';
import { PriceBreakdown } from './price-breakdown';
import {
  BOOKING_FIELDS,
  BOOKING_MAX_LENGTH,
  bookableDepartures,
  errorsFromServer,
  firstInvalidField,
  formBookingWindow,
  lastStartFor,
  participantLimit,
  participantsError,
  startDateError,
  validateBooking,
} from './validate-booking';
import type { BookingErrors, BookingField, BookingValues } from './validate-booking';

type BookingFormProps = {
  /** The tours one can book, in the visitor's language; never empty. */
  tours: readonly BookableTour[];
  /** From `?tour=`: the tour to preselect, if it is one of `tours`. */
  initialTourId: number | null;
};

const EMPTY: BookingValues = {
  tour_id: '',
  start_date: '',
  // docs/product.md (Limits): one participant by default.
  number_of_participants: '1',
  customer_name: '',
  email: '',
  phone: '',
  special_requests: '',
};

/** The tour's departures one may book, or null when it has no fixed dates. */
function departuresOf(tour: BookableTour | undefined, bookable: BookingWindow): string[] | null {
  if (!tour || tour.available_dates.length === 0) return null;
  return bookableDepartures(bookable, tour);
}

/**
 * The booking screen (docs/product.md, Screens, Booking): three numbered steps (tour; start date and group size; the traveller), the price
 * breakdown and Confirm Booking. Prices, end dates and seats come from the bookings service,
 * which checks everything again on submit (docs/product.md, Rules).
 */
export function BookingForm({ tours, initialTourId }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBooking();
  /** The attempt being sent: its details and its Idempotency-Key. */
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  const formId = useId();
  const hydrating = useHydratingMark();
  const reasonId = `${formId}-submit-reason`;

  // docs/product.md (Rules, Dates and capacity): "today" is today in Marrakech, whatever the visitor's clock says.
  const [bookable] = useState(() => formBookingWindow(todayIn()));
  const [missingTour] = useState(
    () => initialTourId !== null && !tours.some((tour) => tour.id === initialTourId),
  );
  const [values, setValues] = useState<BookingValues>(() => ({
    ...EMPTY,
    tour_id: initialTourId !== null && !missingTour ? String(initialTourId) : '',
  }));
  // A field is checked once the visitor leaves it, and every field once they try to submit
  // (docs/decisions/038-booking-path.md).
  const [submitted, setSubmitted] = useState(false);
  const [visited, setVisited] = useState<ReadonlySet<BookingField>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<BookingErrors>({});
  const tourRef = useRef<HTMLSelectElement>(null);
  const dateInputRef = useRef<HTMLInputElement>(null);
  const departureRef = useRef<HTMLSelectElement>(null);
  const participantsRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const requestsRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (missingTour) toast.error(t('toast.tourNotFound'), { id: 'booking-tour-not-found' });
  }, [missingTour, t]);

  const tour = tours.find((item) => String(item.id) === values.tour_id);
  const departures = departuresOf(tour, bookable);
  const dateProblem = startDateError(values.start_date, bookable, tour);
  const participantsProblem = participantsError(values.number_of_participants, tour);
  const participants = participantsProblem ? null : Number(values.number_of_participants);

  // Priced whenever tour, start date or group size change and the count is valid.
  const priceInput: BookingPriceInput | null =
    tour && participants !== null
      ? {
          tour_id: tour.id,
          number_of_participants: participants,
          ...(dateProblem ? {} : { start_date: values.start_date }),
        }
      : null;
  const { price, isCalculating, error: priceError } = useBookingPrice(priceInput);
  const endDate = dateProblem ? null : (price?.end_date ?? null);

  const availabilityInput: AvailabilityInput | null =
    tour && participants !== null && !dateProblem
      ? { tour_id: tour.id, start_date: values.start_date, number_of_participants: participants }
      : null;
  const { availability, isChecking } = useAvailability(availabilityInput);
  const isFull = availability?.available === false;

  const context = { tour, bookable, endDate, language };
  const validation = validateBooking(values, context);
  const errors: BookingErrors = { ...serverErrors };
  for (const field of BOOKING_FIELDS) {
    const found = validation.errors[field];
    if (found && !errors[field] && (submitted || visited.has(field))) errors[field] = found;
  }
  // The service's horizon may be shorter than the form's default: its refusal of the date, given
  // with the price, is shown at once (docs/decisions/022-input-bounds.md).
  const priceDateError =
    priceError instanceof ApiError && priceError.status === 400
      ? errorsFromServer(priceError.errors).start_date
      : undefined;
  if (priceDateError && !errors.start_date) errors.start_date = priceDateError;
  // The group size gates the price, so it is checked as it is typed; a typed date once entered.
  if (participantsProblem && !errors.number_of_participants) {
    errors.number_of_participants = participantsProblem;
  }
  if (dateProblem && values.start_date !== '' && !errors.start_date) {
    errors.start_date = dateProblem;
  }

  const message = (field: BookingField): string | undefined => {
    const found = errors[field];
    if (!found) return undefined;
    return 'values' in found ? t(found.key, found.values) : t(found.key);
  };

  const focusField = (field: BookingField | undefined) => {
    const refs: Record<BookingField, RefObject<HTMLElement | null>> = {
      tour_id: tourRef,
      // A free date, or one of the tour's departures.
      start_date: dateInputRef.current ? dateInputRef : departureRef,
      number_of_participants: participantsRef,
      customer_name: nameRef,
      email: emailRef,
      phone: phoneRef,
      special_requests: requestsRef,
    };
    if (field) refs[field].current?.focus();
  };

  const leaveField = (field: BookingField) => {
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const setField = (field: BookingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  // A day chosen in the calendar. Stable, so that typing elsewhere does not render the calendar
  // again (it is memoized).
  const chooseDate = useCallback((date: string) => {
    setValues((current) => ({ ...current, start_date: date }));
    setServerErrors(({ start_date: _dropped, ...rest }) => rest);
    setVisited((current) =>
      current.has('start_date') ? current : new Set(current).add('start_date'),
    );
  }, []);

  const onTourChange = (tourId: string) => {
    const next = tours.find((item) => String(item.id) === tourId);
    const nextDepartures = departuresOf(next, bookable);
    setValues((current) => ({
      ...current,
      tour_id: tourId,
      // A fixed-departure tour keeps the date only if it is one of its departures.
      start_date:
        nextDepartures && !nextDepartures.includes(current.start_date) ? '' : current.start_date,
    }));
    setServerErrors(({ tour_id: _tour, start_date: _date, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setSubmitted(true);
    setServerErrors({});
    const { data, errors: found } = validateBooking(values, context);
    // Submitting with no computed end date asks for a start date.
    if (!endDate) toast.error(t('toast.selectStartDate'), { id: 'booking-start-date' });
    if (!data || !endDate) {
      focusField(firstInvalidField(found) ?? 'start_date');
      return;
    }
    // The same details sent again (after a dropped connection) are the same attempt: the server
    // answers its first booking rather than booking twice (docs/decisions/030).
    const body = JSON.stringify(data);
    if (attempt.current?.body !== body) attempt.current = { body, key: newRequestKey() };
    create.mutate(
      { input: data, idempotencyKey: attempt.current.key },
      {
        onSuccess: (booking) => {
          attempt.current = undefined;
          // Kept on the home page until dismissed, in the visitor's words for the tour
          // (docs/decisions/038-booking-path.md).
          keepConfirmation({
            id: booking.id,
            tour_title: tour?.title ?? booking.tour_title,
            duration: tour?.duration ?? null,
            start_date: booking.start_date,
            end_date: booking.end_date,
            number_of_participants: booking.number_of_participants,
            total_price: booking.total_price,
            email: booking.email,
          });
          // Back to the home page (docs/product.md, Screens, Booking); the language is remembered (docs/decisions/006).
          void navigate(paths.home);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            // The departure filled up since the last check: say how (in the visitor's language,
            // docs/decisions/031) and show the seats left.
            toast.error((error.reason && getErrorDetail(error)) || t('toast.full'));
            void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilityAll() });
            return;
          }
          if (error instanceof ApiError && error.status === 429) {
            toast.error(t('toast.rateLimited'));
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            const marked = errorsFromServer(error.errors);
            setServerErrors(marked);
            focusField(firstInvalidField(marked));
          }
          toast.error(t('toast.error'));
        },
      },
    );
  };

  const textProps = (field: Exclude<BookingField, 'tour_id' | 'start_date'>) => ({
    name: field,
    value: values[field],
    error: message(field),
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    onBlur: () => leaveField(field),
  });

  let dateField;
  if (departures === null) {
    dateField = (
      <TextField
        ref={dateInputRef}
        label={t('form.startDate')}
        type="date"
        min={bookable.today}
        max={lastStartFor(bookable, tour)}
        // Today in Marrakech, read from each side's time-zone data, which may disagree about
        // Morocco around midnight (@mt/domain/format-time-zone): the browser's bounds win, quietly.
        suppressHydrationWarning
        required
        name="start_date"
        value={values.start_date}
        error={message('start_date')}
        onChange={(event) => setField('start_date', event.target.value)}
        onBlur={() => leaveField('start_date')}
      />
    );
  } else if (departures.length > 0) {
    dateField = (
      <SelectField
        ref={departureRef}
        label={t('form.departure')}
        hint={t('form.departureHint')}
        name="start_date"
        required
        value={values.start_date}
        error={message('start_date')}
        onChange={(event) => setField('start_date', event.target.value)}
        onBlur={() => leaveField('start_date')}
      >
        <option value="">{t('form.departurePlaceholder')}</option>
        {departures.map((date) => (
          <option key={date} value={date}>
            {formatCalendarDate(date, language, 'long')}
          </option>
        ))}
      </SelectField>
    );
  } else {
    dateField = (
      <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('form.noDepartures')}{' '}
        <Link to={paths.contact} className="font-semibold underline underline-offset-2">
          {t('form.askForDates')}
        </Link>
      </p>
    );
  }

  const submitBlocked = !price || isFull;
  // Why Confirm cannot go yet, in plain words beside it.
  let reason: string | undefined;
  if (!tour) reason = t('submitReason.tour');
  else if (participantsProblem) {
    reason = t('submitReason.participants', { problem: message('number_of_participants') });
  } else if (!price && isCalculating) reason = t('price.calculating');
  else if (!price && priceDateError) reason = t('submitReason.startDate');
  else if (!price) reason = t('submitReason.noPrice');
  else if (isFull) reason = t('submitReason.full');
  else if (submitted) {
    const count = BOOKING_FIELDS.filter((field) => errors[field]).length;
    if (count > 0) reason = t('submitReason.fields', { count });
  }

  return (
    <form
      aria-label={t('formLabel')}
      noValidate
      {...hydrating}
      onSubmit={onSubmit}
      className="grid gap-8 lg:grid-cols-3"
    >
      <div className="space-y-6 lg:col-span-2">
        <BookingStep number={1} title={t('steps.tour')}>
          <SelectField
            ref={tourRef}
            label={t('form.tour')}
            name="tour_id"
            required
            value={values.tour_id}
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
            onChange={(event) => onTourChange(event.target.value)}
            onBlur={() => leaveField('tour_id')}
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
            {dateField}
            <TextField
              ref={participantsRef}
              label={t('form.participants')}
              type="number"
              inputMode="numeric"
              min={1}
              max={participantLimit(tour)}
              step={1}
              required
              {...textProps('number_of_participants')}
            />
          </div>
          {tour && departures?.length !== 0 && (
            <LazyBookingCalendar
              // A new tour starts on its own first month.
              key={tour.id}
              tourId={tour.id}
              value={values.start_date}
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
            capacity={tour?.max_participants}
          />
        </BookingStep>

        <BookingStep number={3} title={t('steps.traveller')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              ref={nameRef}
              label={t('form.name')}
              autoComplete="name"
              required
              maxLength={BOOKING_MAX_LENGTH.customer_name}
              {...textProps('customer_name')}
            />
            <TextField
              ref={emailRef}
              label={t('form.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={BOOKING_MAX_LENGTH.email}
              {...textProps('email')}
            />
          </div>
          <TextField
            ref={phoneRef}
            label={t('form.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={BOOKING_MAX_LENGTH.phone}
            {...textProps('phone')}
          />
          <TextareaField
            ref={requestsRef}
            label={t('form.specialRequests')}
            rows={4}
            hint={t('form.specialRequestsHint')}
            counter={t('form.count', {
              length: values.special_requests.length,
              max: BOOKING_MAX_LENGTH.special_requests,
            })}
            maxLength={BOOKING_MAX_LENGTH.special_requests}
            {...textProps('special_requests')}
          />
        </BookingStep>
      </div>

      <aside className="space-y-5 self-start rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:sticky lg:top-24">
        <PriceBreakdown
          tourTitle={tour?.title}
          tourDuration={tour?.duration}
          price={price}
          isCalculating={isCalculating}
          startDate={endDate ? values.start_date : undefined}
          emptyText={
            !tour ? t('price.empty') : participantsProblem ? t('price.needsGroup') : t('price.none')
          }
        />
        <SubmitButton
          pending={create.isPending}
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
        <p className="text-sm text-stone-600">{t('form.confirmNote')}</p>
      </aside>
    </form>
  );
}
