import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_P2P_BUY_AND_SELL } from './peer-to-peer-trading/p2p-buy-and-sell.js';
import { ARTICLE_P2P_ORDER_RULES_AND_LIMITS } from './peer-to-peer-trading/p2p-order-rules-and-limits.js';
import { ARTICLE_P2P_APPEALS_AND_EVIDENCE } from './peer-to-peer-trading/p2p-appeals-and-evidence.js';
import { ARTICLE_P2P_MERCHANT_ADS } from './peer-to-peer-trading/p2p-merchant-ads.js';

/**
 * P2P trading. The slug is not `p2p-trading`: that one is retired (see
 * `sync.ts`), so reusing it would have the sync delete what it adds.
 */
export const HELP_PEER_TO_PEER_TRADING: SeedHelpCategory = {
  slug: 'peer-to-peer-trading',
  title: {
    en_US: 'P2P trading: orders, escrow and appeals',
    zh_CN: 'P2P 交易：订单、托管与申诉',
    zh_HK: 'P2P 交易：訂單、託管與申訴',
    ja_JP: 'P2P取引：注文、エスクロー、異議申立て',
    ko_KR: 'P2P 거래: 주문, 에스크로, 이의 제기',
    th_TH: 'ซื้อขาย P2P: คำสั่ง เอสโครว์ และการอุทธรณ์',
    es_ES: 'Operaciones P2P: órdenes, custodia y apelaciones',
    de_DE: 'P2P-Handel: Aufträge, Treuhand und Einsprüche',
    fr_FR: 'Échanges P2P : ordres, séquestre et litiges',
    id_ID: 'Perdagangan P2P: pesanan, escrow, dan banding',
  },
  articles: [
    ARTICLE_P2P_BUY_AND_SELL,
    ARTICLE_P2P_ORDER_RULES_AND_LIMITS,
    ARTICLE_P2P_APPEALS_AND_EVIDENCE,
    ARTICLE_P2P_MERCHANT_ADS,
  ],
};
