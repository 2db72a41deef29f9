import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';

type PromoCodeFieldProps = {
  /** The code applied, sent with the price and the booking; '' for none. */
  applied: string;
  onApply: (code: string) => void;
  /** The server's refusal of the applied code, in the visitor's words. */
  error: string | undefined;
};

const BUTTON =
  'rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-amber-700 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/**
 * A promo code beside the price (docs/decisions/074): typed, then applied (Enter or the button),
 * priced by the server, which says under the field why it cannot be used. Applied, it is named
 * with a button to remove it.
 */
export function PromoCodeField({ applied, onApply, error }: PromoCodeFieldProps) {
  const { t } = useTranslation('booking');
  const [typed, setTyped] = useState(applied);
  const apply = () => onApply(typed.trim());

  if (applied && !error) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <p role="status">{t('promo.applied', { code: applied.toUpperCase() })}</p>
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            setTyped('');
            onApply('');
          }}
        >
          {t('promo.remove')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={t('promo.label')}
        className="min-w-0 flex-1"
        value={typed}
        maxLength={32}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than sending the whole booking.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <button type="button" className={`${BUTTON} mb-0.5 py-3`} onClick={apply}>
        {t('promo.apply')}
      </button>
    </div>
  );
}
