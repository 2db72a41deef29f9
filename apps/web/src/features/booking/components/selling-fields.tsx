import type { PriceCategory, TourOption, TourSelling } from '@mt/contracts/selling';
import { formatPrice } from '@mt/domain/format';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../i18n';
import { CountStepper } from './count-stepper';
import { categoryMax, countOf, extraMax, peopleOf, type SellingChoice } from './selling-choice';

export type SellingFieldsProps = {
  selling: TourSelling;
  choice: SellingChoice;
  /** The group size typed before the tour's categories were known. */
  participants: number;
  /** The tour's most seats for one booking. */
  maxSeats: number;
  language: Language;
  onChange: (choice: SellingChoice) => void;
  /** The server's refusal of the people, option or extras, in the visitor's language. */
  error?: string | undefined;
};

/**
 * What the tour sells beyond the group size (docs/decisions/074): the option as cards (shared or
 * private), how many of each price category (Adult, Child 4–11, Infant 0–3) and the extras, each
 * with its price. The prices shown are the tour's; the total is the server's, beside the form.
 */
export default function SellingFields(props: SellingFieldsProps) {
  const { selling, choice, participants, maxSeats, language, onChange, error } = props;
  const { t } = useTranslation('booking');
  const people = peopleOf(selling, choice, participants);
  const everyone = countOf(people);
  const optionId = choice.option_id ?? selling.options[0]?.id;
  const money = (euros: number) => (euros === 0 ? t('choices.free') : formatPrice(euros, language));

  const ages = (category: PriceCategory) => {
    const { min_age: min, max_age: max } = category;
    if (min !== null && max !== null) return t('choices.ages', { min, max });
    if (min !== null) return t('choices.agesFrom', { min });
    if (max !== null) return t('choices.agesUpTo', { max });
    return undefined;
  };
  const optionPrice = (option: TourOption) =>
    option.pricing === 'per_group' && option.group_price !== null
      ? t('choices.optionPerGroup', {
          price: formatPrice(option.group_price, language),
          count: option.max_people ?? 0,
        })
      : option.minimum_people > 1
        ? t('choices.optionMinimum', { count: option.minimum_people })
        : t('choices.optionPerPerson');
  const ownPrice = (category: PriceCategory) => {
    const option = selling.options.find((entry) => entry.id === optionId);
    if (option?.pricing === 'per_group') return undefined;
    const own = option?.category_prices.find((price) => price.category_id === category.id);
    return money(own?.price ?? category.price);
  };

  return (
    <div className="space-y-6">
      {selling.options.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('choices.option')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {selling.options.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-stone-300 bg-white p-4 has-[:checked]:border-amber-700 has-[:checked]:ring-2 has-[:checked]:ring-amber-700/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-700"
              >
                <input
                  type="radio"
                  name="option_id"
                  value={option.id}
                  checked={option.id === optionId}
                  onChange={() => onChange({ ...choice, option_id: option.id })}
                  className="mt-1 size-4 accent-amber-700"
                />
                <span>
                  <span className="block font-semibold text-stone-900">{option.name}</span>
                  <span className="block text-sm text-stone-600">{optionPrice(option)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {selling.categories.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('choices.people')}</legend>
          <div className="divide-y divide-stone-100">
            {selling.categories.map((category) => {
              const value = people[category.id] ?? 0;
              const hint = [ages(category), ownPrice(category)].filter(Boolean).join(' · ');
              return (
                <CountStepper
                  key={category.id}
                  label={category.name}
                  hint={hint || undefined}
                  value={value}
                  min={0}
                  max={categoryMax(selling, people, category.id, maxSeats)}
                  fewerLabel={t('choices.fewer', { name: category.name })}
                  moreLabel={t('choices.more', { name: category.name })}
                  onChange={(count) =>
                    onChange({ ...choice, people: { ...people, [category.id]: count } })
                  }
                />
              );
            })}
          </div>
          {selling.categories.some((category) => !category.takes_seat) ? (
            <p className="mt-1 text-sm text-stone-600">{t('choices.noSeatHint')}</p>
          ) : null}
        </fieldset>
      ) : null}

      {selling.extras.length > 0 ? (
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('choices.extras')}</legend>
          <div className="divide-y divide-stone-100">
            {selling.extras.map((extra) => {
              const chosen = choice.extras ?? {};
              const max = extraMax(selling, extra.id, everyone);
              return (
                <CountStepper
                  key={extra.id}
                  label={extra.name}
                  hint={t(extra.per === 'person' ? 'choices.perPerson' : 'choices.perBooking', {
                    price: formatPrice(extra.price, language),
                  })}
                  value={Math.min(chosen[extra.id] ?? 0, max)}
                  min={0}
                  max={max}
                  fewerLabel={t('choices.fewer', { name: extra.name })}
                  moreLabel={t('choices.more', { name: extra.name })}
                  onChange={(count) =>
                    onChange({ ...choice, extras: { ...chosen, [extra.id]: count } })
                  }
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
