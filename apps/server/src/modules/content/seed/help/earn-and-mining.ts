import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_FIXED_TERM_FUNDS } from './earn-and-mining/fixed-term-funds.js';
import { ARTICLE_POOL_LOCK_UPS } from './earn-and-mining/pool-lock-ups.js';
import { ARTICLE_MINING_MACHINES } from './earn-and-mining/mining-machines.js';
import { ARTICLE_MINING_PAYOUTS_AND_RENEWALS } from './earn-and-mining/mining-payouts-and-renewals.js';

export const HELP_EARN_AND_MINING: SeedHelpCategory = {
  slug: 'earn-and-mining',
  title: {
    en_US: 'Earn: funds, pool lock-ups and mining machines',
    zh_CN: '理财：基金、锁仓与矿机',
    zh_HK: '理財：基金、鎖倉與礦機',
    ja_JP: '資産運用：ファンド、プールロックアップ、マイニングマシン',
    ko_KR: '자산 관리: 펀드, 풀 락업, 채굴기',
    th_TH: 'ลงทุน: กองทุน การล็อกในพูล และเครื่องขุด',
    es_ES: 'Invertir: fondos, bloqueos en pool y máquinas de minería',
    de_DE: 'Anlegen: Fonds, Pool-Lock-ups und Mining-Maschinen',
    fr_FR: 'Placements : fonds, blocages en pool et machines de minage',
    id_ID: 'Investasi: dana, penguncian pool, dan mesin penambangan',
  },
  articles: [
    ARTICLE_FIXED_TERM_FUNDS,
    ARTICLE_POOL_LOCK_UPS,
    ARTICLE_MINING_MACHINES,
    ARTICLE_MINING_PAYOUTS_AND_RENEWALS,
  ],
};
