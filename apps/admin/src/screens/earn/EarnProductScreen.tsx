import type { EarnConsoleProduct } from '@exchange/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { describeError } from '../../api/describe';
import { useEarnProducts } from '../../api/earn';
import { NotFound } from '../../app/guards';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import { Facts } from '../../components/Facts';
import { Page, Panel } from '../../components/Page';
import { compareDecimal, subtractDecimal } from '../../lib/decimal';
import { formatTime } from '../../lib/format';
import { percentText } from '../lending/lendingRules';
import { EarnFundingDialog } from './EarnFundingDialog';
import { EarnPayoutsPanel } from './EarnPayoutsPanel';
import { StatusDialog } from './EarnProductsScreen';
import { EarnRatesPanel } from './EarnRatesPanel';
import { EarnStatusBadge, rangeWords } from './earnParts';

export function EarnProductScreen() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  return <EarnProductDetail key={id} id={id} />;
}

/**
 * One product: its terms, its funding account with what each figure
 * means, its daily rates (a fund's published ahead here) and its payouts.
 * The product comes from the list the products screen reads: the console
 * API has no read of one product alone.
 */
function EarnProductDetail(props: { id: number }) {
  const { t } = useI18n();
  const products = useEarnProducts();
  const [dialog, setDialog] = useState<'fund' | 'status' | null>(null);
  const p = products.data?.find((product) => product.id === props.id);
  if (!p) {
    const missing = products.data !== undefined;
    return (
      <Page title={t('earn.detailTitle', { name: `#${props.id}` })}>
        <Link to="/earn">{t('earn.back')}</Link>
        <p
          className={products.error || missing ? 'table-error' : 'muted'}
          role={products.error || missing ? 'alert' : undefined}
        >
          {products.error
            ? describeError(products.error, t)
            : missing
              ? t('earn.notFound', { id: props.id })
              : t('common.loading')}
        </p>
      </Page>
    );
  }
  const close = () => setDialog(null);
  return (
    <Page
      title={t('earn.detailTitle', { name: p.name })}
      actions={
        <>
          <Link to="/earn">{t('earn.back')}</Link>
          <button
            type="button"
            data-testid="earn-status-change"
            onClick={() => setDialog('status')}
          >
            {t(p.status === 'listed' ? 'earn.delist' : 'earn.list')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="earn-fund"
            onClick={() => setDialog('fund')}
          >
            {t('earn.fund')}
          </button>
        </>
      }
    >
      <div className="detail-grid">
        <Panel title={t('earn.terms')} testId="earn-terms-facts">
          <TermFacts product={p} />
        </Panel>
        <Panel title={t('earn.funding')} testId="earn-funding">
          <FundingFacts product={p} />
        </Panel>
      </div>
      <EarnRatesPanel product={p} />
      <EarnPayoutsPanel product={p} />
      {dialog === 'fund' && <EarnFundingDialog product={p} onClose={close} />}
      {dialog === 'status' && <StatusDialog product={p} onClose={close} />}
    </Page>
  );
}

function TermFacts(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const p = props.product;
  const money = (amount: string) => `${amount} ${p.coin}`;
  return (
    <Facts
      rows={[
        [t('col.status'), <EarnStatusBadge key="status" status={p.status} />],
        [t('earn.sale'), t(`earn.sale.${p.sale}`)],
        [t('earn.kind'), t(`earn.kind.${p.kind}`)],
        [t('earn.cycleDays'), t('earn.days', { days: p.cycleDays })],
        [t('earn.dailyRate'), rangeWords(t, p)],
        [t('earn.range'), `${p.minAmount} – ${money(p.maxAmount)}`],
        [t('earn.userLimit'), money(p.userLimit)],
        [t('earn.soldOfStock'), t('earn.soldValue', { sold: p.sold, stock: money(p.stock) })],
        p.kind === 'fund'
          ? [
              t('earn.penaltyRatio'),
              t('earn.penaltyWords', { penalty: percentText(p.penaltyRatio) ?? p.penaltyRatio }),
            ]
          : null,
        p.lockDate === null ? null : [t('earn.lockDate'), p.lockDate],
        [t('earn.window'), `${formatTime(p.opensAt)} – ${formatTime(p.closesAt)}`],
        [
          t('earn.payoutHour'),
          t('earn.payoutAt', {
            hour: `${String(p.payoutHour).padStart(2, '0')}:00`,
            zone: p.timeZone,
          }),
        ],
        [t('earn.openOrders'), p.openOrders],
      ]}
    />
  );
}

/** A figure with what it means under it. */
function Figure(props: { value: string; coin: string; note?: string; testId: string }) {
  return (
    <>
      <span className="num" data-testid={props.testId}>
        {props.value} {props.coin}
      </span>
      {props.note && (
        <>
          <br />
          <small className="muted">{props.note}</small>
        </>
      )}
    </>
  );
}

/** The funding account: all it holds, what is reserved and free, what listing needs, what was paid. */
function FundingFacts(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const { funding: f, coin } = props.product;
  const short = compareDecimal(f.free, f.unsoldMaxIncome) < 0;
  const figure = (value: string, testId: string, note?: string): ReactNode => (
    <Figure value={value} coin={coin} note={note} testId={testId} />
  );
  return (
    <>
      <Facts
        rows={[
          [t('earn.funded'), figure(f.funded, 'earn-funded', t('earn.fundedNote'))],
          [t('earn.reserved'), figure(f.reserved, 'earn-reserved', t('earn.reservedNote'))],
          [t('earn.free'), figure(f.free, 'earn-free', t('earn.freeNote'))],
          [
            t('earn.unsoldMaxIncome'),
            figure(f.unsoldMaxIncome, 'earn-unsold', t('earn.unsoldMaxIncomeNote')),
          ],
          [t('earn.paid'), figure(f.paid, 'earn-paid')],
          [t('earn.principalInCustody'), figure(f.principalInCustody, 'earn-custody')],
        ]}
      />
      <p data-testid="earn-cover">
        {short ? (
          <Badge tone="warn">
            {t('earn.shortBy', {
              amount: subtractDecimal(f.unsoldMaxIncome, f.free) ?? '—',
              coin,
            })}
          </Badge>
        ) : (
          <Badge tone="ok">{t('earn.covered')}</Badge>
        )}
      </p>
    </>
  );
}
