import type { ChainInfo } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../account/mask';
import { formatBalance } from '../format';

function StatusTag({ on, text }: { on: boolean; text: string }) {
  return <span className={on ? 'status-tag on' : 'status-tag off'}>{text}</span>;
}

/** The coin's networks: whether deposits and withdrawals are open, and their limits. */
export function ChainList({
  chains,
  decimals,
}: {
  chains: readonly ChainInfo[];
  decimals: number;
}) {
  const { t } = useTranslation();
  if (chains.length === 0)
    return <p className="wallet-empty muted">{t('wallet.detail.noNetworks')}</p>;
  return (
    <ul className="wallet-card-list">
      {chains.map((chain) => {
        const limits = [
          [t('wallet.detail.confirmations'), String(chain.confirmations)],
          [t('wallet.detail.depositMin'), formatBalance(chain.depositMin, decimals)],
          [t('wallet.detail.withdrawMin'), formatBalance(chain.withdrawMin, decimals)],
          [t('wallet.detail.withdrawMax'), formatBalance(chain.withdrawMax, decimals)],
          [t('wallet.detail.withdrawFee'), formatBalance(chain.withdrawFee, decimals)],
          [t('wallet.detail.dailyCount'), String(chain.withdrawDailyCount)],
          [t('wallet.detail.window'), chain.withdrawWindow],
        ] as const;
        return (
          <li key={chain.chain} className="chain-card" data-testid={`chain-${chain.chain}`}>
            <div className="chain-head">
              <strong>{chain.chain}</strong>
              <StatusTag
                on={chain.depositEnabled}
                text={
                  chain.depositEnabled
                    ? t('wallet.detail.depositOpen')
                    : t('wallet.detail.depositClosed')
                }
              />
              <StatusTag
                on={chain.withdrawEnabled}
                text={
                  chain.withdrawEnabled
                    ? t('wallet.detail.withdrawOpen')
                    : t('wallet.detail.withdrawClosed')
                }
              />
            </div>
            <div className="muted small" title={chain.contract || undefined}>
              {chain.contract
                ? t('wallet.detail.token', { contract: shortAddress(chain.contract) })
                : t('wallet.detail.native')}
            </div>
            <dl className="chain-limits">
              {limits.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
