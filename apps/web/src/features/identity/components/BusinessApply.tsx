import type { BusinessStatus } from '@exchange/contracts';
import { lt, parseDecimal } from '@exchange/money';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notify';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { formatBalance, formatExact } from '../../wallet/format';
import { useWalletOverview } from '../../wallet/queries';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useBusinessApply } from '../mutations';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** What the spot wallet has available in `coin`, or null while unknown. */
function useSpotAvailable(coin: string): string | null {
  const overview = useWalletOverview();
  if (!overview.data) return null;
  const spot = overview.data.accounts.find((account) => account.wallet === 'spot');
  return spot?.assets.find((asset) => asset.asset === coin)?.available ?? '0';
}

function isShort(available: string | null, amount: string): boolean {
  if (available === null) return false;
  const have = parseDecimal(available);
  const need = parseDecimal(amount);
  return have !== null && need !== null && lt(have, need);
}

/**
 * Applying locks the deposit, so the amount is confirmed first. The request
 * id is kept for a retry of the same coin (useIdempotentSubmit): after a
 * lost answer, pressing again cannot lock the deposit twice.
 */
export function BusinessApply({ status }: { status: BusinessStatus }) {
  const { t } = useTranslation();
  const apply = useBusinessApply();
  const { submit, outcome } = useIdempotentSubmit((body: { coin: string }, requestId: string) =>
    apply.mutateAsync({ ...body, requestId }),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const option = status.options.find((entry) => entry.coin === picked) ?? status.options[0];
  const coin = option?.coin ?? '';
  const available = useSpotAvailable(coin);
  if (!option) {
    return <p className="notice">{t('identity.business.closed')}</p>;
  }
  const short = isShort(available, option.amount);
  const amount = formatExact(option.amount);

  const confirm = async () => {
    setAsking(false);
    const result = await submit({ coin: option.coin });
    if (result) notify.info(t('identity.business.applied'));
  };

  return (
    <section className="card identity-card" data-testid="business-apply">
      {status.options.length > 1 && (
        <div className="field">
          <span className="field-label">{t('identity.business.coin')}</span>
          <SegmentTabs
            items={status.options.map((entry) => ({ key: entry.coin, label: entry.coin }))}
            value={option.coin}
            onChange={setPicked}
            testIdPrefix="business-coin"
          />
        </div>
      )}
      <dl className="identity-rows">
        <div>
          <dt>{t('identity.business.deposit')}</dt>
          <dd data-testid="business-amount">
            {amount} {option.coin}
          </dd>
        </div>
      </dl>
      {available !== null && (
        <p className={short ? 'field-error' : 'muted small'} data-testid="business-available">
          {short
            ? t('identity.business.short', { coin: option.coin })
            : t('identity.business.available', {
                amount: formatBalance(available),
                coin: option.coin,
              })}
        </p>
      )}
      {outcome === 'unknown' && (
        <p className="notice notice-warn" role="status" data-testid="business-unknown">
          {t('identity.business.unknown')}
        </p>
      )}
      <Button
        block
        shape="rounded"
        color="primary"
        disabled={short}
        loading={apply.isPending}
        data-testid="business-apply-button"
        onClick={() => setAsking(true)}
      >
        {t('identity.business.apply')}
      </Button>
      <ConfirmDialog
        visible={asking}
        className="identity-dialog"
        danger={false}
        title={t('identity.business.confirmTitle')}
        body={
          <>
            <p>{t('identity.business.confirmBody', { amount, coin: option.coin })}</p>
            <p className="muted small">{t('identity.business.rules.refund')}</p>
          </>
        }
        confirmText={t('identity.business.confirm')}
        keepText={t('identity.business.keep')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
        testId="business-apply-dialog"
      />
    </section>
  );
}
