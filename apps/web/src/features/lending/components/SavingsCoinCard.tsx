import type { SavingsCoin } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { percentText } from '../format';
import { aprOfDaily, isAboveZero, redeemable } from '../lendingMath';
import { RatePair } from './RatePair';
import { SavingsMoveForm, type SavingsMove } from './SavingsMoveForm';
import { Sheet } from './Sheet';
import '../../wallet/wallet.css';

/** The pool of one coin: the savers' rate now, what it holds and lends, the last payout. */
function PoolCard({ coin }: { coin: SavingsCoin }) {
  const { t } = useTranslation();
  const amount = (text: string) => `${formatBalance(text, coin.decimals)} ${coin.asset}`;
  return (
    <section className="card lending-card" data-testid={`savings-pool-${coin.asset}`}>
      <div className="lending-card-head">
        <strong className="lending-coin">{coin.asset}</strong>
        <span className="badge">{t('lending.savings.flexible')}</span>
      </div>
      <div className="lending-hero">
        <span className="muted small">{t('lending.savings.dailyRate')}</span>
        <RatePair rate={coin.dailyRate} apr={coin.apr} per="day" testId="savings-rate" large />
        <span className="muted small">{t('lending.savings.rateNote')}</span>
      </div>
      <DetailRows
        rows={[
          {
            label: t('lending.savings.poolValue'),
            value: amount(coin.poolValue),
            testId: 'savings-pool-value',
          },
          { label: t('lending.savings.lent'), value: amount(coin.lent), testId: 'savings-lent' },
          {
            label: t('lending.savings.utilisation'),
            value: percentText(coin.utilisation),
            testId: 'savings-utilisation',
          },
          {
            label: t('lending.savings.lastPayout'),
            value:
              coin.lastDailyRate === null ? (
                t('lending.savings.noPayout')
              ) : (
                <RatePair
                  rate={coin.lastDailyRate}
                  apr={aprOfDaily(coin.lastDailyRate)}
                  per="day"
                />
              ),
            testId: 'savings-last-rate',
          },
          {
            label: t('lending.savings.minSubscribe'),
            value: `${formatExact(coin.minSubscribe)} ${coin.asset}`,
          },
        ]}
      />
    </section>
  );
}

/** The caller's savings in the coin, with the ways in and out. */
function HoldingCard({ coin, onMove }: { coin: SavingsCoin; onMove: (move: SavingsMove) => void }) {
  const { t } = useTranslation();
  const holding = coin.holding;
  const amount = (text: string) => `${formatBalance(text, coin.decimals)} ${coin.asset}`;
  const canRedeem = isAboveZero(redeemable(holding));
  return (
    <section className="card lending-card" data-testid={`savings-mine-${coin.asset}`}>
      <h3 className="card-title">{t('lending.savings.mine')}</h3>
      {holding ? (
        <>
          <div className="lending-total">
            <span className="muted small">{t('lending.savings.total')}</span>
            <strong data-testid="savings-total">{amount(holding.total)}</strong>
          </div>
          <DetailRows
            rows={[
              {
                label: t('lending.savings.earning'),
                value: amount(holding.earning),
                testId: 'savings-earning',
              },
              {
                label: t('lending.savings.waiting'),
                value: amount(holding.waiting),
                testId: 'savings-waiting',
              },
              holding.earnsFrom !== null && {
                label: t('lending.savings.earnsFrom'),
                value: formatDateTime(holding.earnsFrom),
                testId: 'savings-earns-from',
              },
              {
                label: t('lending.savings.queued'),
                value: amount(holding.queued),
                testId: 'savings-queued',
              },
              {
                label: t('lending.savings.yesterday'),
                value: amount(holding.yesterdayIncome),
                testId: 'savings-yesterday',
              },
              {
                label: t('lending.savings.totalIncome'),
                value: amount(holding.totalIncome),
                testId: 'savings-total-income',
              },
            ]}
          />
        </>
      ) : (
        <p className="muted lending-none" data-testid="savings-none">
          {t('lending.savings.none', { coin: coin.asset })}
        </p>
      )}
      <div className="confirm-actions">
        <Button
          color="primary"
          shape="rounded"
          block
          data-testid={`savings-subscribe-${coin.asset}`}
          onClick={() => onMove('subscribe')}
        >
          {t('lending.savings.subscribe')}
        </Button>
        <Button
          shape="rounded"
          block
          disabled={!canRedeem}
          data-testid={`savings-redeem-${coin.asset}`}
          onClick={() => onMove('redeem')}
        >
          {t('lending.savings.redeem')}
        </Button>
      </div>
    </section>
  );
}

/** One coin of flexible savings: its pool, the caller's part, and the subscribe and redeem sheets. */
export function SavingsCoinCard({
  coin,
  available,
  holdHours,
}: {
  coin: SavingsCoin;
  available: string | null;
  holdHours: number;
}) {
  const [move, setMove] = useState<SavingsMove | null>(null);
  const close = () => setMove(null);
  return (
    <>
      <PoolCard coin={coin} />
      <HoldingCard coin={coin} onMove={setMove} />
      <Sheet open={move !== null} onClose={close} testId="savings-sheet">
        {move && (
          <SavingsMoveForm
            coin={coin}
            move={move}
            available={available}
            holdHours={holdHours}
            onDone={close}
          />
        )}
      </Sheet>
    </>
  );
}
