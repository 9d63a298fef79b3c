import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_SPOT_TRADING_BASICS } from './trading/spot-trading-basics.js';
import { ARTICLE_PERPETUAL_CONTRACTS } from './trading/perpetual-contracts.js';
import { ARTICLE_DELIVERY_CONTRACTS } from './trading/delivery-contracts.js';
import { ARTICLE_FLASH_EXCHANGE } from './trading/flash-exchange.js';

export const HELP_TRADING: SeedHelpCategory = {
  slug: 'trading',
  title: {
    en_US: 'Trading: spot, perpetual, delivery and flash exchange',
    zh_CN: '交易：现货、永续、交割与闪兑',
    zh_HK: '交易：現貨、永續、交割與閃兌',
    ja_JP: '取引：現物、無期限先物、受渡先物、クイック交換',
    ko_KR: '거래: 현물, 무기한 선물, 인도 선물, 빠른 교환',
    th_TH: 'การเทรด: สปอต สัญญาแบบไม่มีวันหมดอายุ สัญญาแบบมีวันส่งมอบ และแลกเปลี่ยนด่วน',
    es_ES: 'Operar: contado, perpetuos, con entrega y conversión rápida',
    de_DE: 'Handel: Spot, unbefristete Kontrakte, Lieferkontrakte und Blitztausch',
    fr_FR: 'Trading : comptant, perpétuels, livraison et conversion instantanée',
    id_ID: 'Trading: spot, perpetual, pengiriman, dan tukar kilat',
  },
  articles: [
    ARTICLE_SPOT_TRADING_BASICS,
    ARTICLE_PERPETUAL_CONTRACTS,
    ARTICLE_DELIVERY_CONTRACTS,
    ARTICLE_FLASH_EXCHANGE,
  ],
};
