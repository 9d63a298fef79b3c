/**
 * English texts of peer-to-peer trading's configuration: the payment types
 * (their chargeback-risk class and whether they are offered) and the
 * payment method cap per user.
 */
export const enP2p = {
  'p2pConfig.types': 'P2P payment types',
  'p2pConfig.typesNote':
    'The risk class is how likely a payment of this type is to be reversed after the coins are released; a buyer’s first P2P trade paid this way may be worth at most the cap of its class. A type not offered cannot be added or changed by users; methods already saved stay.',
  'p2pConfig.type': 'Payment type',
  'p2pConfig.riskClass': 'Chargeback risk',
  'p2pConfig.offered': 'Offered',
  'p2pConfig.type.bank_card': 'Bank card',
  'p2pConfig.type.wechat': 'WeChat',
  'p2pConfig.type.alipay': 'Alipay',
  'p2pConfig.type.western_union': 'Western Union',
  'p2pConfig.type.swift': 'SWIFT transfer',
  'p2pConfig.type.crypto': 'Digital currency',
  'p2pConfig.risk.1': '1 · very low',
  'p2pConfig.risk.2': '2 · low',
  'p2pConfig.risk.3': '3 · medium',
  'p2pConfig.risk.4': '4 · high',
  'p2pConfig.typesTitle': 'Set the P2P payment types',
  'p2pConfig.typesHint': 'All six types are saved together.',
  'p2pConfig.typesSaved': 'P2P payment types saved',

  'p2pConfig.cap': 'P2P payment methods per user',
  'p2pConfig.capValue': 'A user may hold up to {cap} payment methods.',
  'p2pConfig.capLabel': 'Payment methods per user',
  'p2pConfig.capHint':
    'A whole number from 1 to 100. Methods switched off by their owner count; deleted ones do not. Lowering it removes none: a user above it cannot add another.',
  'p2pConfig.capSaved': 'Payment methods per user set to {paymentMethodCap}',
} as const;
