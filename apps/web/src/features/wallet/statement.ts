import type { ChangeType, WalletHistoryEntry } from '@exchange/contracts';

type LabelKey =
  `wallet.type.${ChangeType | 'delivery_open' | 'delivery_close'}` | 'wallet.product.flash';

/**
 * The translation key that names a statement line. A flash exchange is one
 * line whatever spot fills it took; delivery contracts post the contract
 * change types, but a delivery line is not called "Perpetual".
 */
export function lineLabelKey(line: Pick<WalletHistoryEntry, 'type' | 'product'>): LabelKey {
  if (line.product === 'flash') return 'wallet.product.flash';
  if (line.product === 'delivery' && line.type === 'perpetual_open')
    return 'wallet.type.delivery_open';
  if (line.product === 'delivery' && line.type === 'perpetual_close')
    return 'wallet.type.delivery_close';
  return `wallet.type.${line.type}`;
}

/**
 * What a line is about: the market or contract ("BTC/USDT", "BTCUSDT"), a
 * conversion ("USDT → BTC") or, for a transfer between users, the two UIDs.
 */
export function subjectText(line: Pick<WalletHistoryEntry, 'subject' | 'product'>): string {
  if (line.product === 'flash') return line.subject.split('>').join(' → ');
  return line.subject.split('->').join(' → ');
}
