import { REFUSAL_REASONS } from '@mt/contracts/refusals';
import type { i18n as I18n } from 'i18next';

const known = new Set<string>(REFUSAL_REASONS);

/**
 * A refusal the server explained, said in the page's language from `common:refusals`
 * (docs/decisions/031). Its first number is the plural count ("Only 1 place is left"). Unknown
 * reasons are left to the server's own detail.
 */
export function refusalTranslator(i18n: Pick<I18n, 't'>) {
  return (reason: string, params: Record<string, string | number>): string | undefined => {
    if (!known.has(reason)) return undefined;
    const count = Object.values(params).find((value) => typeof value === 'number');
    return i18n.t(`common:refusals.${reason}` as 'common:refusals.DEPARTURE_FULL', {
      ...params,
      ...(count !== undefined && { count }),
    });
  };
}
