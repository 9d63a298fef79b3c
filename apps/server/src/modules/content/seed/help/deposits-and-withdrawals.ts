import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_HOW_TO_DEPOSIT } from './deposits-and-withdrawals/how-to-deposit.js';
import { ARTICLE_HOW_TO_WITHDRAW } from './deposits-and-withdrawals/how-to-withdraw.js';
import { ARTICLE_WHY_IS_MY_WITHDRAWAL_WAITING } from './deposits-and-withdrawals/why-is-my-withdrawal-waiting.js';
import { ARTICLE_DEPOSIT_NOT_ARRIVED } from './deposits-and-withdrawals/deposit-not-arrived.js';

export const HELP_DEPOSITS_AND_WITHDRAWALS: SeedHelpCategory = {
  slug: 'deposits-and-withdrawals',
  title: {
    en_US: 'Deposits and withdrawals',
    zh_CN: '充值与提现',
    zh_HK: '充值與提現',
    ja_JP: '入出金',
    ko_KR: '입출금',
    th_TH: 'การฝากและถอน',
    es_ES: 'Depósitos y retiradas',
    de_DE: 'Ein- und Auszahlungen',
    fr_FR: 'Dépôts et retraits',
    id_ID: 'Setoran dan penarikan',
  },
  articles: [
    ARTICLE_HOW_TO_DEPOSIT,
    ARTICLE_HOW_TO_WITHDRAW,
    ARTICLE_WHY_IS_MY_WITHDRAWAL_WAITING,
    ARTICLE_DEPOSIT_NOT_ARRIVED,
  ],
};
