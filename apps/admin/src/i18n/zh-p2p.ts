import type { enP2p } from './en-p2p';

/** 简体中文：P2P 交易配置，即各支付方式的拒付风险等级、是否开放，以及每位用户的支付方式上限。 */
export const zhP2p: Record<keyof typeof enP2p, string> = {
  'p2pConfig.types': 'P2P 支付方式',
  'p2pConfig.typesNote':
    '风险等级表示放币后该类付款被撤回的可能性；买家以该方式付款的首笔 P2P 交易，金额不得超过其等级的上限。未开放的支付方式，用户不能添加或修改；已保存的支付方式保留。',
  'p2pConfig.type': '支付方式',
  'p2pConfig.riskClass': '拒付风险',
  'p2pConfig.offered': '开放',
  'p2pConfig.type.bank_card': '银行卡',
  'p2pConfig.type.wechat': '微信',
  'p2pConfig.type.alipay': '支付宝',
  'p2pConfig.type.western_union': '西联汇款',
  'p2pConfig.type.swift': 'SWIFT 转账',
  'p2pConfig.type.crypto': '数字货币',
  'p2pConfig.risk.1': '1 · 极低',
  'p2pConfig.risk.2': '2 · 低',
  'p2pConfig.risk.3': '3 · 中',
  'p2pConfig.risk.4': '4 · 高',
  'p2pConfig.typesTitle': '设置 P2P 支付方式',
  'p2pConfig.typesHint': '六种支付方式一并保存。',
  'p2pConfig.typesSaved': 'P2P 支付方式已保存',

  'p2pConfig.cap': '每位用户的 P2P 支付方式数量',
  'p2pConfig.capValue': '每位用户最多可持有 {cap} 个支付方式。',
  'p2pConfig.capLabel': '每位用户的支付方式数量上限',
  'p2pConfig.capHint':
    '1 至 100 的整数。用户自行停用的支付方式计入，已删除的不计入。调低上限不会删除已有支付方式：超出上限的用户不能再添加。',
  'p2pConfig.capSaved': '每位用户的支付方式数量上限已设为 {paymentMethodCap}',
};
