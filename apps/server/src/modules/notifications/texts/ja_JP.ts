// The in-app notification texts in Japanese (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const JA_JP: Texts = {
  'deposit.credited': {
    title: '入金が反映されました',
    body: '{amount} {asset}（{chain}）が現物ウォレットに入金されました。',
  },
  'withdrawal.approved': {
    title: '出金が承認されました',
    body: '{amount} {asset}（{chain}）の出金が承認されました。まもなく送金されます。',
  },
  'withdrawal.rejected': {
    title: '出金が却下されました',
    body: '{amount} {asset}（{chain}）の出金が却下されました：{reason}。出金額は現物ウォレットに戻りました。',
  },
  'withdrawal.sent': {
    title: '出金を送金しました',
    body: '{amount} {asset} を {chain} で送金しました。トランザクション：{txid}。',
  },
  'spot.buy_filled': {
    title: '買い注文が約定しました',
    body: '{symbol} で {quantity} {base} を買う注文が平均約定価格 {price} {quote} で約定しました。',
  },
  'spot.sell_filled': {
    title: '売り注文が約定しました',
    body: '{symbol} で {quantity} {base} を売る注文が平均約定価格 {price} {quote} で約定しました。',
  },
  'perp.filled': {
    title: '先物注文が約定しました',
    body: '{symbol} の {quantity} 枚の注文が平均約定価格 {price} で約定しました。',
  },
  'perp.margin_call': {
    title: '{symbol} のマージンコール',
    body: '{symbol} ポジションの証拠金率が {rate} に達しました。証拠金を追加するか、ポジションを減らしてください。100% に達すると強制清算されます。',
  },
  'perp.liquidated': {
    title: '{symbol} ポジションが強制清算されました',
    body: '{symbol} ポジションが清算水準に達し、{quantity} 枚が平均約定価格 {price} で決済されました。',
  },
  'p2p.message': {
    title: 'P2Pの新しいメッセージ',
    body: 'P2P注文 {no} に新しいメッセージがあります。',
  },
  'support.replied': {
    title: 'カスタマーサポートから返信がありました',
    body: '{agent}：{preview}',
  },
  'support.image': {
    title: 'カスタマーサポートから返信がありました',
    body: '{agent} から画像が届きました。',
  },
  'mining.income': {
    title: 'マイニング報酬を支払いました',
    body: 'マイニング注文 {order} の {day} 分の報酬 {amount} {coin} をマイニングウォレットに支払いました。',
  },
  'security.new_device': {
    title: '新しいデバイスからのログイン',
    body: 'これまでに使用されたことのないデバイスからアカウントへのログインがありました：{device}、IP {ip}。お心当たりがない場合は、すぐにパスワードを変更し、カスタマーサポートにご連絡ください。',
  },
  'security.changed': {
    title: 'セキュリティ設定の変更：{what}',
    body: 'アカウントで{what}が行われました（{device}、IP {ip}）。お心当たりがない場合は、すぐにカスタマーサポートにご連絡ください。',
  },
};

export const JA_JP_SECURITY: SecurityTexts = {
  password_change: 'ログインパスワードの変更',
  password_reset: 'ログインパスワードのリセット',
  fund_password_set: '資金パスワードの設定',
  fund_password_change: '資金パスワードの変更',
  fund_password_reset: '資金パスワードのリセット',
  fund_password_locked: '入力ミスによる資金パスワードのロック',
  email_bind: 'メールアドレスの連携',
  phone_bind: '電話番号の連携',
  google_bind: '認証アプリの連携',
  google_unbind: '認証アプリの連携解除',
  wallet_link: 'ログイン用ウォレットの連携',
};
