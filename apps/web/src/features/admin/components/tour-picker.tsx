import type { Tour } from '@mt/contracts/tours';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { inputClass } from '../../../components/ui/field-shell';
import { useLanguage } from '../../../i18n/use-language';

type TourPickerProps = {
  label: string;
  tours: readonly Tour[];
  selected: number | null;
  onSelect: (tourId: number | null) => void;
};

/** A choice of tour, each by its title in the dashboard's language. */
export function TourPicker({ label, tours, selected, onSelect }: TourPickerProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useId();
  return (
    <div className="max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={selected ?? ''}
        onChange={(event) =>
          onSelect(event.target.value === '' ? null : Number(event.target.value))
        }
        className={inputClass}
      >
        <option value="">{t('settings.chooseTour')}</option>
        {tours.map((tour) => (
          <option key={tour.id} value={tour.id}>
            {language === 'fr' && tour.title_fr ? tour.title_fr : tour.title}
          </option>
        ))}
      </select>
    </div>
  );
}
