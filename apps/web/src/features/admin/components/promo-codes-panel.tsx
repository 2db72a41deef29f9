import type { PromoCode } from '@mt/contracts/promo-codes';
import { formatCalendarDate, formatPrice } from '@mt/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../i18n/use-language';
import { toast } from '../../../lib/toast';
import { notifyError } from '../api/notify-error';
import { useDeletePromoCode, usePromoCodes } from '../api/promo-codes';
import { useConfirmQuestion } from './confirm-question';
import { ListState, secondaryButton } from './list-states';
import { Panel } from './panel';
import { PromoCodeForm } from './promo-code-form';
import { SoldItem } from './selling/sold-item';
import { useEditing } from './selling/use-editing';

/**
 * The operator's promo codes (docs/decisions/074), every tour's: each with its discount, its
 * dates and its uses, edited in place (switched off there too); deleted after a question while
 * no booking used it.
 */
export function PromoCodesPanel() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const query = usePromoCodes();
  const remove = useDeletePromoCode();
  const { editing, open, close, returnFocus } = useEditing();
  const { ask, question } = useConfirmQuestion();
  const [askedFor, setAskedFor] = useState<number | null>(null);
  const codes = query.data ?? [];
  const day = (date: string) => formatCalendarDate(date, language, 'medium');

  const describe = (code: PromoCode): string[] => {
    const details = [
      code.kind === 'percent'
        ? t('promoCodes.percentOff', { percent: code.percent })
        : t('promoCodes.amountOff', { amount: formatPrice(code.amount ?? 0, language) }),
    ];
    if (code.min_spend > 0) {
      details.push(t('promoCodes.fromSpend', { amount: formatPrice(code.min_spend, language) }));
    }
    if (code.valid_until) details.push(t('promoCodes.until', { date: day(code.valid_until) }));
    if (code.travel_from || code.travel_until) {
      details.push(
        t('promoCodes.travel', {
          from: code.travel_from ? day(code.travel_from) : '…',
          to: code.travel_until ? day(code.travel_until) : '…',
        }),
      );
    }
    details.push(
      code.max_uses === null
        ? t('promoCodes.usesUnlimited', { count: code.uses })
        : t('promoCodes.uses', { count: code.uses, max: code.max_uses }),
    );
    return details;
  };

  const onDelete = (code: PromoCode) => {
    setAskedFor(code.id);
    ask({
      title: t('promoCodes.confirmDelete', { code: code.code }),
      confirmLabel: t('common.delete'),
      onConfirm: () =>
        remove.mutate(code.id, {
          onSuccess: () => toast.success(t('promoCodes.toasts.deleted')),
          onError: (error) => notifyError(error, t('promoCodes.toasts.deleteFailed')),
        }),
    });
  };

  return (
    <Panel title={t('promoCodes.heading')} hint={t('promoCodes.hint')}>
      <ListState
        query={query}
        isEmpty={codes.length === 0 && editing !== 'new'}
        emptyMessage={t('promoCodes.empty')}
      >
        <ul aria-label={t('promoCodes.listLabel')} className="divide-y divide-stone-100">
          {codes.map((code) =>
            editing === code.id ? (
              <li key={code.id}>
                <PromoCodeForm code={code} onDone={close} />
              </li>
            ) : (
              <SoldItem
                key={code.id}
                name={code.code}
                nameFr={null}
                details={describe(code)}
                badge={code.active ? undefined : t('promoCodes.off')}
                editLabel={t('promoCodes.editLabel', { code: code.code })}
                deleteLabel={t('promoCodes.deleteLabel', { code: code.code })}
                onEdit={() => open(code.id)}
                onDelete={code.uses === 0 ? () => onDelete(code) : undefined}
                deleting={remove.isPending}
                editRef={returnFocus(code.id)}
                question={askedFor === code.id ? question : null}
              />
            ),
          )}
        </ul>
      </ListState>
      {query.isPending || query.isError ? null : editing === 'new' ? (
        <PromoCodeForm code={null} onDone={close} />
      ) : (
        <button
          ref={returnFocus('new')}
          type="button"
          onClick={() => open('new')}
          className={`${secondaryButton} mt-3`}
        >
          {t('promoCodes.add')}
        </button>
      )}
    </Panel>
  );
}
