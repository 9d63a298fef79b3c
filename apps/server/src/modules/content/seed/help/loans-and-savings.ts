import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_FLEXIBLE_SAVINGS } from './loans-and-savings/flexible-savings.js';
import { ARTICLE_PLEDGE_LOANS } from './loans-and-savings/pledge-loans.js';
import { ARTICLE_CREDIT_LOANS } from './loans-and-savings/credit-loans.js';

export const HELP_LOANS_AND_SAVINGS: SeedHelpCategory = {
  slug: 'loans-and-savings',
  title: {
    en_US: 'Savings and loans: flexible savings, pledge loans and credit loans',
    zh_CN: '理财与借币：活期理财、质押借币与信用贷款',
    zh_HK: '理財與借幣：活期理財、質押借幣與信用貸款',
    ja_JP: '貯蓄と借入：フレキシブル貯蓄、担保ローン、信用ローン',
    ko_KR: '재테크와 대출: 자유입출금 재테크, 담보 대출, 신용대출',
    th_TH: 'เงินออมและสินเชื่อ: เงินออมแบบยืดหยุ่น สินเชื่อแบบมีหลักประกัน และสินเชื่อส่วนบุคคล',
    es_ES: 'Ahorro y préstamos: ahorro flexible, préstamos con garantía y préstamos personales',
    de_DE: 'Sparen und Kredite: flexibles Sparen, Kredite gegen Sicherheiten und Privatkredite',
    fr_FR: 'Épargne et prêts : épargne flexible, prêts garantis et prêts personnels',
    id_ID: 'Tabungan dan pinjaman: tabungan fleksibel, pinjaman dengan jaminan, dan tanpa agunan',
  },
  articles: [ARTICLE_FLEXIBLE_SAVINGS, ARTICLE_PLEDGE_LOANS, ARTICLE_CREDIT_LOANS],
};
