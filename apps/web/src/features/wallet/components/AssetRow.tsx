import type { AssetBalance, Coin } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FiatValue } from '../../settings/components/FiatValue';
import { formatBalance } from '../format';
import { withQuery } from '../params';
import { CoinBadge } from './CoinBadge';
import { Masked } from './Masked';

/** One asset of an account: total and its value, then available, frozen and locked. */
export function AssetRow({ balance, coin }: { balance: AssetBalance; coin: Coin | undefined }) {
  const { t } = useTranslation();
  const symbol = balance.asset;
  const decimals = coin?.decimals;
  const parts = [
    { key: 'available', label: t('wallet.available'), value: balance.available },
    { key: 'frozen', label: t('wallet.frozen'), value: balance.frozen },
    { key: 'locked', label: t('wallet.locked'), value: balance.locked },
  ] as const;
  return (
    <li className="asset-row" data-testid={`asset-row-${symbol}`}>
      <Link to={withQuery('/assetsCenter/index', { symbol })}>
        <div className="asset-head">
          <CoinBadge symbol={symbol} />
          <div className="asset-name">
            <strong>{symbol}</strong>
            {coin && <span className="muted small">{coin.name}</span>}
          </div>
          <div className="asset-total">
            <strong>
              <Masked>{formatBalance(balance.total, decimals)}</Masked>
            </strong>
            <span className="muted small">
              <Masked>
                {balance.usdValue === null ? (
                  t('wallet.noPrice')
                ) : (
                  <>
                    ≈<FiatValue usd={balance.usdValue} />
                  </>
                )}
              </Masked>
            </span>
          </div>
        </div>
        <dl className="asset-parts">
          {parts.map((part) => (
            <div key={part.key}>
              <dt>{part.label}</dt>
              <dd data-testid={part.key === 'available' ? `asset-available-${symbol}` : undefined}>
                <Masked>{formatBalance(part.value, decimals)}</Masked>
              </dd>
            </div>
          ))}
        </dl>
      </Link>
    </li>
  );
}
