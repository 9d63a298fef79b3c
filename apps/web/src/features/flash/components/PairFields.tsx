import { LoopOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../wallet/components/SelectField';
import { pickCoin, swapPair, type Pair } from '../rules';

interface PairFieldsProps {
  pair: Pair;
  coins: readonly string[];
  onChange: (pair: Pair) => void;
}

/** From and To, one above the other so long coin lists and labels fit, with the swap button between. */
export function PairFields({ pair, coins, onChange }: PairFieldsProps) {
  const { t } = useTranslation();
  const options = coins.map((coin) => ({ value: coin, label: coin }));
  const field = (side: keyof Pair) => (
    <SelectField
      label={t(`exchange.${side}`)}
      value={pair[side]}
      options={options}
      onChange={(coin) => onChange(pickCoin(pair, side, coin))}
      testId={`exchange-${side}`}
    />
  );
  return (
    <div className="exchange-pair">
      {field('from')}
      <button
        type="button"
        className="route-swap exchange-swap"
        aria-label={t('exchange.swap')}
        data-testid="exchange-swap"
        onClick={() => onChange(swapPair(pair))}
      >
        <LoopOutline aria-hidden="true" />
      </button>
      {field('to')}
    </div>
  );
}
