// The in-app notification texts in Simplified Chinese (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const ZH_CN: Texts = {
  'deposit.credited': {
    title: '充值已到账',
    body: '{amount} {asset}（{chain}）已存入您的现货钱包。',
  },
  'withdrawal.approved': {
    title: '提现已通过审核',
    body: '您提现 {amount} {asset}（{chain}）的申请已通过审核，即将发出。',
  },
  'withdrawal.rejected': {
    title: '提现被拒绝',
    body: '您提现 {amount} {asset}（{chain}）的申请被拒绝：{reason}。该金额已退回您的现货钱包。',
  },
  'withdrawal.sent': {
    title: '提现已发出',
    body: '{amount} {asset} 已通过 {chain} 网络发出。交易哈希：{txid}。',
  },
  'spot.buy_filled': {
    title: '买单已成交',
    body: '您在 {symbol} 买入 {quantity} {base} 的订单已成交，成交均价 {price} {quote}。',
  },
  'spot.sell_filled': {
    title: '卖单已成交',
    body: '您在 {symbol} 卖出 {quantity} {base} 的订单已成交，成交均价 {price} {quote}。',
  },
  'perp.filled': {
    title: '合约订单已成交',
    body: '您的 {symbol} {quantity} 张合约订单已成交，成交均价 {price}。',
  },
  'perp.margin_call': {
    title: '{symbol} 追加保证金提醒',
    body: '您的 {symbol} 仓位保证金率已达 {rate}。请追加保证金或减仓：保证金率达到 100% 时将被强制平仓。',
  },
  'perp.liquidated': {
    title: '{symbol} 仓位已被强制平仓',
    body: '您的 {symbol} 仓位已触及强平线：{quantity} 张合约已按成交均价 {price} 平仓。',
  },
  'p2p.message': {
    title: '新的 P2P 消息',
    body: '您的 P2P 订单 {no} 有一条新消息。',
  },
  'support.replied': {
    title: '客服已回复',
    body: '{agent}：{preview}',
  },
  'support.image': {
    title: '客服已回复',
    body: '{agent} 给您发送了一张图片。',
  },
  'mining.income': {
    title: '挖矿收益已发放',
    body: '矿机订单 {order} 在 {day} 产生的挖矿收益 {amount} {coin} 已发放至您的矿池钱包。',
  },
  'security.new_device': {
    title: '新设备登录提醒',
    body: '您的账户在一台新设备上登录：{device}，IP {ip}。如非本人操作，请立即修改密码并联系客服。',
  },
  'security.changed': {
    title: '安全变更：{what}',
    body: '您的账户{what}（{device}，IP {ip}）。如非本人操作，请立即联系客服。',
  },
};

export const ZH_CN_SECURITY: SecurityTexts = {
  password_change: '已修改登录密码',
  password_reset: '已重置登录密码',
  fund_password_set: '已设置资金密码',
  fund_password_change: '已修改资金密码',
  fund_password_reset: '已重置资金密码',
  fund_password_locked: '资金密码因多次输错已被锁定',
  email_bind: '已绑定邮箱',
  phone_bind: '已绑定手机号',
  google_bind: '已绑定身份验证器',
  google_unbind: '已解绑身份验证器',
  wallet_link: '已关联用于登录的钱包',
};
