import { ContractHistory } from '../../perp/components/ContractHistory';
import { DELIVERY } from '../../perp/product';
import '../../funding/funding.css';
import '../../wallet/wallet.css';
import '../../market/market.css';
import '../../spot/trade.css';
import '../../perp/perp.css';

/**
 * `/deliveryContractHistory?tab=orders|positions|fills&symbol=`: the
 * records of one delivery series at a time (the first listed unless
 * another is asked for), with positions closed by settlement and orders
 * cancelled by expiry among them.
 */
export default function DeliveryHistoryScreen() {
  return <ContractHistory product={DELIVERY} testId="delivery-history-screen" />;
}
