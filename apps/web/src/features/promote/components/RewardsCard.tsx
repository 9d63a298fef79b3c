import type { AssetAmount, PromotionSummary } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { usePromotionClaim } from '../mutations';
import { claimState, positiveAmounts } from '../promoteRules';

/** Amounts per coin, one line each, or "None". */
function Amounts({ amounts, testId }: { amounts: readonly AssetAmount[]; testId: string }) {
  const { t } = useTranslation();
  const shown = positiveAmounts(amounts);
  if (shown.length === 0) {
    return (
      <span className="muted" data-testid={testId}>
        {t('promote.rewards.none')}
      </span>
    );
  }
  return (
    <span className="promote-amounts" data-testid={testId}>
      {shown.map((item) => (
        <span key={item.asset}>{`${formatBalance(item.amount)} ${item.asset}`}</span>
      ))}
    </span>
  );
}

/**
 * The caller's rebates: vested and claimable per coin (with their value in
 * USDT now), still vesting, and claimed in all; and the daily claim into
 * the spot wallet, disabled with the reason while nothing has vested or
 * the day's claim is used.
 */
export function RewardsCard({ summary }: { summary: PromotionSummary }) {
  const { t } = useTranslation();
  const claim = usePromotionClaim();
  const state = claimState(summary);

  const onClaim = async () => {
    if (claim.isPending) return;
    try {
      const result = await claim.mutateAsync();
      const amounts = result.amounts
        .map((item) => `${formatExact(item.amount)} ${item.asset}`)
        .join(', ');
      notify.info(t('promote.rewards.done', { amounts }));
    } catch {
      // Already toasted by the API layer; the summary is read again.
    }
  };

  return (
    <section className="card lending-card lending-inline" data-testid="promote-rewards">
      <h3 className="card-title">{t('promote.rewards.title')}</h3>
      <div className="promote-claimable">
        <span className="muted small">{t('promote.rewards.claimable')}</span>
        <Amounts amounts={summary.claimable} testId="promote-claimable" />
        <span className="muted small" data-testid="promote-claimable-usdt">
          {t('promote.rewards.value', { amount: formatBalance(summary.claimableUsdt) })}
        </span>
      </div>
      <dl className="promote-figures">
        <div>
          <dt className="muted small">{t('promote.rewards.vesting')}</dt>
          <dd>
            <Amounts amounts={summary.vesting} testId="promote-vesting" />
          </dd>
        </div>
        <div>
          <dt className="muted small">{t('promote.rewards.claimed')}</dt>
          <dd>
            <Amounts amounts={summary.claimed} testId="promote-claimed" />
          </dd>
        </div>
      </dl>
      <Button
        block
        shape="rounded"
        color="primary"
        disabled={state.kind !== 'open'}
        loading={claim.isPending}
        data-testid="promote-claim"
        onClick={() => void onClaim()}
      >
        {t('promote.rewards.claim')}
      </Button>
      {state.kind === 'later' && (
        <p className="muted small lending-note" data-testid="promote-next-claim">
          {t('promote.rewards.next', { time: formatDateTime(state.at) })}
        </p>
      )}
      {state.kind === 'nothing' && (
        <p className="muted small lending-note" data-testid="promote-nothing">
          {t('promote.rewards.nothing')}
        </p>
      )}
      <p className="muted small lending-note">{t('promote.rewards.note')}</p>
    </section>
  );
}
