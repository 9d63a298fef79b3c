import type { HashPriceSource, MiningConsoleMachine } from '@exchange/contracts';
import { Link } from 'react-router';
import { useCan, useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import type { Translate } from '../../i18n';

/** The pieces the mining screens share: the status badge, a price's source, the income account's note. */

const STATUS_TONE: Readonly<Record<MiningConsoleMachine['status'], Tone>> = {
  draft: 'neutral',
  listed: 'ok',
  locked: 'warn',
};

export function MiningStatusBadge(props: { status: MiningConsoleMachine['status'] }) {
  const { t } = useI18n();
  return (
    <span data-testid="mining-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`mining.status.${props.status}`)}</Badge>
    </span>
  );
}

/** "0.05 BTC / 30 days". */
export const priceTermWords = (
  t: Translate,
  m: Pick<MiningConsoleMachine, 'price' | 'coin' | 'termDays'>,
): string => t('mining.priceTermValue', { price: m.price, coin: m.coin, days: m.termDays });

/** A source in words; a simulated price says plainly that it is not market data. */
export const sourceWords = (t: Translate, source: HashPriceSource): string =>
  source === 'simulated'
    ? `${t('mining.source.simulated')} (${t('mining.simulatedTag')})`
    : t(`mining.source.${source}`);

const SOURCE_TONE: Readonly<Record<HashPriceSource, Tone>> = {
  operator: 'info',
  feed: 'neutral',
  simulated: 'warn',
};

/** Who or what set a hash price; a simulated one is tagged "simulated — not market data". */
export function HashSource(props: { source: HashPriceSource; name?: string }) {
  const { t } = useI18n();
  return (
    <span className="nowrap" data-testid="mining-source">
      <Badge tone={SOURCE_TONE[props.source]}>{t(`mining.source.${props.source}`)}</Badge>
      {props.source === 'simulated' && (
        <>
          {' '}
          <Badge tone="warn">
            <span data-testid="mining-simulated">{t('mining.simulatedTag')}</span>
          </Badge>
        </>
      )}
      {props.name && props.name !== 'simulated' && <span className="muted"> {props.name}</span>}
    </span>
  );
}

/** Where the income account's money comes from: Adjustments, linked for operators who may read it. */
export function IncomeHint() {
  const { t } = useI18n();
  const can = useCan();
  return (
    <p className="muted" data-testid="mining-income-hint">
      {t('mining.incomeHint')}{' '}
      {can('ledger.read') && (
        <Link to="/adjustments" data-testid="mining-adjustments">
          {t('mining.incomeLink')}
        </Link>
      )}
    </p>
  );
}
