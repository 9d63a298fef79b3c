/**
 * The English texts of every notification kind, the source the other nine
 * languages translate (`<locale>.ts` beside it): a title and a body, with
 * `{name}` placeholders filled from the notification's values.
 */
export const EN = {
  // Funds.
  'deposit.credited': {
    title: 'Deposit credited',
    body: '{amount} {asset} ({chain}) has arrived in your spot wallet.',
  },
  'withdrawal.approved': {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {amount} {asset} ({chain}) was approved and will be sent shortly.',
  },
  'withdrawal.rejected': {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {amount} {asset} ({chain}) was rejected: {reason}. The amount is back in your spot wallet.',
  },
  'withdrawal.sent': {
    title: 'Withdrawal sent',
    body: '{amount} {asset} was sent on {chain}. Transaction: {txid}.',
  },
  // Trading.
  'spot.buy_filled': {
    title: 'Buy order filled',
    body: 'Your order to buy {quantity} {base} on {symbol} was filled at an average price of {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Sell order filled',
    body: 'Your order to sell {quantity} {base} on {symbol} was filled at an average price of {price} {quote}.',
  },
  'perp.filled': {
    title: 'Contract order filled',
    body: 'Your {symbol} order for {quantity} contracts was filled at an average price of {price}.',
  },
  // Risk.
  'perp.margin_call': {
    title: 'Margin call on {symbol}',
    body: 'The margin rate of your {symbol} position has reached {rate}. Add margin or reduce the position: at 100 % it is liquidated.',
  },
  'perp.liquidated': {
    title: '{symbol} position liquidated',
    body: 'Your {symbol} position reached its liquidation level: {quantity} contracts were closed at an average price of {price}.',
  },
  // P2P chat and customer service.
  'p2p.message': {
    title: 'New P2P message',
    body: 'You have a new message on P2P order {no}.',
  },
  'support.replied': {
    title: 'Customer service replied',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: 'Customer service replied',
    body: '{agent} sent you an image.',
  },
  // Earn.
  'mining.income': {
    title: 'Mining income paid',
    body: '{amount} {coin} from mining order {order} for {day} was paid into your mining wallet.',
  },
  // Security.
  'security.new_device': {
    title: 'Sign-in from a new device',
    body: 'Your account was signed in from a device we have not seen before: {device}, IP {ip}. If this was not you, change your password now and contact customer service.',
  },
  'security.changed': {
    title: 'Security change: {what}',
    body: '{what} on your account ({device}, IP {ip}). If this was not you, contact customer service at once.',
  },
} as const;

export type NoticeKind = keyof typeof EN;
export type Texts = Record<NoticeKind, { readonly title: string; readonly body: string }>;

/** The security changes `security.changed` names, as `{what}`. */
export const EN_SECURITY = {
  password_change: 'Login password changed',
  password_reset: 'Login password reset',
  fund_password_set: 'Fund password set',
  fund_password_change: 'Fund password changed',
  fund_password_reset: 'Fund password reset',
  fund_password_locked: 'Fund password locked after wrong attempts',
  email_bind: 'E-mail address bound',
  phone_bind: 'Phone number bound',
  google_bind: 'Authenticator app bound',
  google_unbind: 'Authenticator app removed',
  wallet_link: 'Wallet linked for sign-in',
} as const;

export type SecurityChange = keyof typeof EN_SECURITY;
export type SecurityTexts = Record<SecurityChange, string>;
