import { useLiveMark } from '../../perp/live';
import { productOf } from '../../perp/product';
import type { ContractListing } from '../contractList';

/** Keeps one listed contract's last price and funding live; draws nothing. */
function LiveMark({ symbol }: { symbol: string }) {
  useLiveMark(symbol, productOf(symbol).id);
  return null;
}

/** The mark topics of the contracts shown. */
export function LiveMarks({ listings }: { listings: readonly ContractListing[] }) {
  return listings.map(({ contract }) => (
    <LiveMark key={contract.symbol} symbol={contract.symbol} />
  ));
}
