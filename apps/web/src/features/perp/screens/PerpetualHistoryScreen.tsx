import { ContractHistory } from '../components/ContractHistory';
import { PERPETUAL } from '../product';
import '../../funding/funding.css';
import '../../wallet/wallet.css';
import '../../market/market.css';
import '../../spot/trade.css';
import '../perp.css';

/**
 * `/perpetualHistory?tab=orders|positions|fills&symbol=`: the contract
 * records, for one perpetual or all.
 */
export default function PerpetualHistoryScreen() {
  return <ContractHistory product={PERPETUAL} testId="perp-history-screen" />;
}
