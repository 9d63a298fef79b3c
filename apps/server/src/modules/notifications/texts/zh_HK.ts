// The in-app notification texts in Traditional Chinese for Hong Kong (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const ZH_HK: Texts = {
  'deposit.credited': {
    title: '充值已到帳',
    body: '{amount} {asset}（{chain}）已存入您的現貨錢包。',
  },
  'withdrawal.approved': {
    title: '提現已通過審核',
    body: '您提現 {amount} {asset}（{chain}）的申請已通過審核，即將發出。',
  },
  'withdrawal.rejected': {
    title: '提現被拒絕',
    body: '您提現 {amount} {asset}（{chain}）的申請被拒絕：{reason}。該金額已退回您的現貨錢包。',
  },
  'withdrawal.sent': {
    title: '提現已發出',
    body: '{amount} {asset} 已經由 {chain} 網絡發出。交易哈希：{txid}。',
  },
  'spot.buy_filled': {
    title: '買單已成交',
    body: '您在 {symbol} 買入 {quantity} {base} 的訂單已成交，成交均價 {price} {quote}。',
  },
  'spot.sell_filled': {
    title: '賣單已成交',
    body: '您在 {symbol} 賣出 {quantity} {base} 的訂單已成交，成交均價 {price} {quote}。',
  },
  'perp.filled': {
    title: '合約訂單已成交',
    body: '您的 {symbol} {quantity} 張合約訂單已成交，成交均價 {price}。',
  },
  'perp.margin_call': {
    title: '{symbol} 追加保證金提示',
    body: '您的 {symbol} 倉位保證金率已達 {rate}。請追加保證金或減倉：保證金率達到 100% 時將被強制平倉。',
  },
  'perp.liquidated': {
    title: '{symbol} 倉位已被強制平倉',
    body: '您的 {symbol} 倉位已觸及強平線：{quantity} 張合約已按成交均價 {price} 平倉。',
  },
  'p2p.message': {
    title: '新的 P2P 訊息',
    body: '您的 P2P 訂單 {no} 有一則新訊息。',
  },
  'support.replied': {
    title: '客服已回覆',
    body: '{agent}：{preview}',
  },
  'support.image': {
    title: '客服已回覆',
    body: '{agent} 向您發送了一張圖片。',
  },
  'mining.income': {
    title: '挖礦收益已發放',
    body: '礦機訂單 {order} 於 {day} 產生的挖礦收益 {amount} {coin} 已發放至您的礦池錢包。',
  },
  'security.new_device': {
    title: '新裝置登入提示',
    body: '您的帳戶在一部新裝置上登入：{device}，IP {ip}。如非本人操作，請立即更改密碼並聯絡客服。',
  },
  'security.changed': {
    title: '安全變更：{what}',
    body: '您的帳戶{what}（{device}，IP {ip}）。如非本人操作，請立即聯絡客服。',
  },
};

export const ZH_HK_SECURITY: SecurityTexts = {
  password_change: '已更改登入密碼',
  password_reset: '已重設登入密碼',
  fund_password_set: '已設定資金密碼',
  fund_password_change: '已更改資金密碼',
  fund_password_reset: '已重設資金密碼',
  fund_password_locked: '資金密碼因多次輸入錯誤已被鎖定',
  email_bind: '已綁定電郵',
  phone_bind: '已綁定電話號碼',
  google_bind: '已綁定身份驗證器',
  google_unbind: '已解除綁定身份驗證器',
  wallet_link: '已連結用於登入的錢包',
};
