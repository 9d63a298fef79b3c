import { useFiat } from '../useFiat';

interface FiatValueProps {
  /** A USD amount as a decimal string, as the API sends it. */
  usd: string;
  compact?: boolean;
  className?: string;
}

/** Every price display goes through this, so it follows the chosen pricing currency. */
export function FiatValue({ usd, compact = false, className }: FiatValueProps) {
  const format = useFiat();
  return <span className={className ?? 'fiat-value'}>{format(usd, { compact })}</span>;
}
