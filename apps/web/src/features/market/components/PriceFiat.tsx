import { DEFAULT_QUOTE } from '@exchange/contracts';
import { useFiat } from '../../settings/useFiat';

/**
 * A quote-currency price in the user's pricing currency. The index treats
 * USDT as USD at par, so only USDT prices convert; others show nothing
 * rather than a wrong figure.
 */
export function PriceFiat({
  price,
  quote,
  className,
}: {
  price: string | null;
  quote: string;
  className?: string;
}) {
  const format = useFiat();
  if (price === null || quote !== DEFAULT_QUOTE) return null;
  return <span className={className}>≈{format(price)}</span>;
}
