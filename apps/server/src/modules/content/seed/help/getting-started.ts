import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_CREATE_AN_ACCOUNT } from './getting-started/create-an-account.js';
import { ARTICLE_FIRST_STEPS_AFTER_SIGNING_UP } from './getting-started/first-steps-after-signing-up.js';
import { ARTICLE_WALLET_ACCOUNTS_AND_TRANSFERS } from './getting-started/wallet-accounts-and-transfers.js';
import { ARTICLE_PRACTISE_WITH_DEMO_MODE } from './getting-started/practise-with-demo-mode.js';

export const HELP_GETTING_STARTED: SeedHelpCategory = {
  slug: 'getting-started',
  title: {
    en_US: 'Getting started',
    zh_CN: '新手入门',
    zh_HK: '新手入門',
    ja_JP: 'はじめに',
    ko_KR: '시작하기',
    th_TH: 'เริ่มต้นใช้งาน',
    es_ES: 'Cómo empezar',
    de_DE: 'Einstieg',
    fr_FR: 'Bien démarrer',
    id_ID: 'Memulai',
  },
  articles: [
    ARTICLE_CREATE_AN_ACCOUNT,
    ARTICLE_FIRST_STEPS_AFTER_SIGNING_UP,
    ARTICLE_WALLET_ACCOUNTS_AND_TRANSFERS,
    ARTICLE_PRACTISE_WITH_DEMO_MODE,
  ],
};
