import type { EarnConsoleProduct } from '@exchange/contracts';
import { Link, NavLink } from 'react-router';
import { useCan, useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import type { Translate } from '../../i18n';
import { compareDecimal } from '../../lib/decimal';
import { rateWords } from '../lending/lendingParts';
import { percentText } from '../lending/lendingRules';

/** The pieces the earn screens share: their tabs, the status badge, rates in words, the treasury's note. */

const TABS = [
  { path: '/earn', label: 'earn.tab.products', testId: 'earn-tab-products' },
  { path: '/earn/treasury', label: 'earn.tab.treasury', testId: 'earn-tab-treasury' },
] as const;

/** The products and the treasury: one route each. */
export function EarnTabs() {
  const { t } = useI18n();
  return (
    <nav className="section-tabs" data-testid="earn-tabs">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end data-testid={tab.testId}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

const STATUS_TONE: Readonly<Record<EarnConsoleProduct['status'], Tone>> = {
  draft: 'neutral',
  listed: 'ok',
  delisted: 'warn',
};

export function EarnStatusBadge(props: { status: EarnConsoleProduct['status'] }) {
  const { t } = useI18n();
  return (
    <span data-testid="earn-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`earn.status.${props.status}`)}</Badge>
    </span>
  );
}

/**
 * A product's daily rate range beside its annual equivalents (× 365, the
 * server's): "0.01 – 0.02 % a day · 3.65 – 7.3 % APR", or one rate when
 * it is fixed.
 */
export function rangeWords(
  t: Translate,
  p: Pick<EarnConsoleProduct, 'rateMin' | 'rateMax' | 'aprMin' | 'aprMax'>,
): string {
  if (compareDecimal(p.rateMin, p.rateMax) === 0) return rateWords(t, p.rateMin, 'day', p.aprMin);
  const [min, max, aprMin, aprMax] = [p.rateMin, p.rateMax, p.aprMin, p.aprMax].map(percentText);
  if (!min || !max || !aprMin || !aprMax) return '—';
  return t('earn.rateRange', { min, max, aprMin, aprMax });
}

/** A daily rate as typed, in per cent and APR; a hint when nothing is typed yet. */
export function rateHint(t: Translate, rate: string): string {
  return rate === '' ? t('earn.rateHint') : rateWords(t, rate, 'day');
}

/** Where the treasury's money comes from: Adjustments, linked for operators who may read it. */
export function TreasuryHint() {
  const { t } = useI18n();
  const can = useCan();
  return (
    <p className="muted" data-testid="earn-treasury-hint">
      {t('earn.treasuryHint')}{' '}
      {can('ledger.read') && (
        <Link to="/adjustments" data-testid="earn-adjustments">
          {t('earn.treasuryLink')}
        </Link>
      )}
    </p>
  );
}
