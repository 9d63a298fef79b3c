import type { P2pCoin } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/** The coins P2P trades, as a row of chips; a real radio group. */
export function CoinChips({
  coins,
  value,
  onChange,
}: {
  coins: readonly P2pCoin[];
  value: string;
  onChange: (coin: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="p2p-coins" role="radiogroup" aria-label={t('p2p.market.coin')}>
      {coins.map(({ coin }) => (
        <button
          key={coin}
          type="button"
          role="radio"
          aria-checked={coin === value}
          className={coin === value ? 'p2p-coin active' : 'p2p-coin'}
          data-testid={`p2p-coin-${coin}`}
          onClick={() => onChange(coin)}
        >
          {coin}
        </button>
      ))}
    </div>
  );
}
