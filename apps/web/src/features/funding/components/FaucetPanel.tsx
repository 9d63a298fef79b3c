import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFaucet } from '../mutations';
import { recordsPath } from '../paths';

interface FaucetPanelProps {
  symbol: string;
  chain: string;
  confirmations: number;
}

/**
 * Demo coins on the simulated chain. They travel the same deposit path as
 * real ones (confirmations, then crediting), which is the point: the user
 * sees how a deposit behaves without sending anything real.
 */
export function FaucetPanel({ symbol, chain, confirmations }: FaucetPanelProps) {
  const { t } = useTranslation();
  const faucet = useFaucet();
  const [sent, setSent] = useState<{ amount: string } | null>(null);

  const drip = async () => {
    try {
      setSent(await faucet.mutateAsync({ symbol, chain }));
    } catch {
      // Already toasted by the API client; the button stays for another try.
    }
  };

  return (
    <section className="funding-card faucet-card">
      <p className="muted small">{t('funding.deposit.simulatedNote')}</p>
      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        loading={faucet.isPending}
        data-testid="deposit-faucet"
        onClick={() => void drip()}
      >
        {t('funding.deposit.faucet')}
      </Button>
      {sent && (
        <div
          className="notice funding-inline-notice"
          role="status"
          data-testid="deposit-faucet-sent"
        >
          <p>{t('funding.deposit.faucetSent', { amount: sent.amount, symbol, confirmations })}</p>
          <Link to={recordsPath('deposit')}>{t('funding.deposit.records')}</Link>
        </div>
      )}
    </section>
  );
}
