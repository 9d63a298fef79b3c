import type { MiningRewards } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../app/notify';
import { DetailRows } from '../../funding/components/DetailRows';
import { OutcomeUnknown } from '../../lending/components/Notices';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { hasRewards } from '../miningMath';
import { useMiningWithdraw } from '../mutations';
import { MINING_PATHS } from '../paths';

/** The ways to the caller's machine orders, everything in custody and the income history. */
function RewardsLinks() {
  const { t } = useTranslation();
  return (
    <nav className="mining-links">
      <Link to={MINING_PATHS.orders} className="lending-link" data-testid="mining-orders-link">
        {t('mining.orders.title')}
      </Link>
      <Link to={MINING_PATHS.custody} className="lending-link" data-testid="mining-custody-link">
        {t('mining.custody.title')}
      </Link>
      <Link to={MINING_PATHS.income} className="lending-link" data-testid="mining-income-link">
        {t('mining.income.title')}
      </Link>
    </nav>
  );
}

/**
 * The caller's mining wallet: rewards per coin (paid in and not yet
 * withdrawn) and earned in all, the machines in custody, and the
 * withdrawal of every coin to spot, open once every 12 hours: until then
 * the button is disabled and says when it opens. The request id is kept
 * for a retry, so a lost answer never withdraws twice.
 */
export function RewardsCard({ rewards }: { rewards: MiningRewards }) {
  const { t } = useTranslation();
  const withdraw = useMiningWithdraw();
  const { submit, outcome } = useIdempotentSubmit((_body: object, requestId: string) =>
    withdraw.mutateAsync({ requestId }),
  );
  const something = hasRewards(rewards.coins);
  const open = rewards.nextWithdrawAt === null;

  const onWithdraw = async () => {
    if (withdraw.isPending) return;
    const result = await submit({});
    if (!result) return;
    const amounts = result.withdrawn
      .map((item) => `${formatExact(item.amount)} ${item.coin}`)
      .join(', ');
    notify.info(t('mining.rewards.done', { amounts }));
  };

  return (
    <section className="card lending-card lending-inline" data-testid="mining-rewards">
      <h3 className="card-title">{t('mining.rewards.title')}</h3>
      {rewards.coins.length === 0 ? (
        <p className="muted lending-none" data-testid="mining-rewards-none">
          {t('mining.rewards.none')}
        </p>
      ) : (
        <DetailRows
          rows={rewards.coins.map((coin) => ({
            label: coin.coin,
            value: (
              <span className="mining-reward">
                <strong>{`${formatBalance(coin.rewards)} ${coin.coin}`}</strong>
                <span className="muted small">
                  {t('mining.rewards.earned', { amount: formatBalance(coin.earned) })}
                </span>
              </span>
            ),
            testId: `mining-rewards-${coin.coin}`,
          }))}
        />
      )}
      <p className="muted small lending-note" data-testid="mining-in-custody">
        {t('mining.rewards.machines', { machines: rewards.machinesInCustody })}
      </p>
      <Button
        block
        shape="rounded"
        color="primary"
        disabled={!open || !something}
        loading={withdraw.isPending}
        data-testid="mining-withdraw"
        onClick={() => void onWithdraw()}
      >
        {t('mining.rewards.withdraw')}
      </Button>
      {open ? (
        <p className="muted small lending-note">{t('mining.rewards.note')}</p>
      ) : (
        <p className="muted small lending-note" data-testid="mining-next-withdraw">
          {t('mining.rewards.next', { time: formatDateTime(rewards.nextWithdrawAt ?? 0) })}
        </p>
      )}
      <OutcomeUnknown outcome={outcome} />
      <RewardsLinks />
    </section>
  );
}
