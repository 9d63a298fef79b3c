import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A delivery series' term as its symbol spells it ("5M", "1H", "1D", "1W")
 * read as a count of units, or the calendar quarter ("Q"); null for a term
 * this client does not know, which is then shown as sent.
 */
type TermUnit = 'minutes' | 'hours' | 'days' | 'weeks';
export type Term = { unit: TermUnit; count: number } | 'quarter';

const UNITS: Readonly<Record<string, TermUnit>> = {
  M: 'minutes',
  H: 'hours',
  D: 'days',
  W: 'weeks',
};
const TERM = /^([1-9]\d{0,3})([MHDW])$/;

export function parseTerm(term: string): Term | null {
  if (term === 'Q') return 'quarter';
  const match = TERM.exec(term);
  const unit = UNITS[match?.[2] ?? ''];
  return match === null || unit === undefined ? null : { unit, count: Number(match[1]) };
}

type Named = Pick<PerpConfig, 'symbol' | 'base' | 'quote' | 'term'>;

/**
 * How a contract is named on screen: a perpetual by its symbol ("BTCUSDT"),
 * a delivery series by its underlying and term ("BTCUSDT · 5 min",
 * "BTCUSDT · Quarterly").
 */
export function useContractName(): (contract: Named) => string {
  const { t } = useTranslation();
  const termText = (term: string) => {
    const parsed = parseTerm(term);
    if (parsed === null) return term;
    if (parsed === 'quarter') return t('delivery.term.quarter');
    return t(`delivery.term.${parsed.unit}`, { count: parsed.count });
  };
  return (contract) =>
    contract.term === null
      ? contract.symbol
      : `${contract.base}${contract.quote} · ${termText(contract.term)}`;
}
