import { useSettings } from '../../state/settings';
import { coinDecimalsOf, fiatDecimalsOf } from './format';
import { pickCoin, pickFiat, useP2pPrefs } from './prefs';
import { useFiats, useP2pCoins } from './queries';

/**
 * The coin and fiat the P2P screens show: the ones last chosen on this
 * device while they are offered, else USDT and the app's pricing currency.
 */
export function useMarketChoice() {
  const coins = useP2pCoins();
  const fiats = useFiats();
  const prefs = useP2pPrefs();
  const pricingId = useSettings((state) => state.currencyId);
  const pricing = fiats.data?.find((fiat) => fiat.id === pricingId)?.name ?? 'USD';
  const coin = coins.data ? pickCoin(coins.data, prefs.coin) : null;
  const fiat = fiats.data ? pickFiat(fiats.data, prefs.fiat, pricing) : null;
  return {
    coins,
    fiats,
    coin,
    fiat,
    coinDecimals: coin === null ? undefined : coinDecimalsOf(coins.data, coin),
    fiatDecimals: fiat === null ? undefined : fiatDecimalsOf(fiats.data, fiat),
    setCoin: prefs.setCoin,
    setFiat: prefs.setFiat,
    isPending: coins.isPending || fiats.isPending,
    error: coins.error ?? fiats.error,
    refetch: () => {
      void coins.refetch();
      void fiats.refetch();
    },
  };
}

export type MarketChoice = ReturnType<typeof useMarketChoice>;
