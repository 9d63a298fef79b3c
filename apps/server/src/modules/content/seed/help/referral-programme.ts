import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_INVITE_FRIENDS_AND_ADD_A_REFERRER } from './referral-programme/invite-friends-and-add-a-referrer.js';
import { ARTICLE_HOW_REFERRAL_REBATES_WORK } from './referral-programme/how-referral-rebates-work.js';
import { ARTICLE_CLAIM_REBATES_AND_READ_RECORDS } from './referral-programme/claim-rebates-and-read-records.js';
import { ARTICLE_REFERRAL_PROGRAMME_RULES } from './referral-programme/referral-programme-rules.js';
import { ARTICLE_SIGN_UP_BONUS_AND_PROMOTIONAL_CREDIT } from './referral-programme/sign-up-bonus-and-promotional-credit.js';

export const HELP_REFERRAL_PROGRAMME: SeedHelpCategory = {
  slug: 'referral-programme',
  title: {
    en_US: 'Referral programme: invitations and rebates',
    zh_CN: '邀请好友与返佣',
    zh_HK: '邀請好友與返佣',
    ja_JP: '紹介プログラム：友達招待と紹介報酬',
    ko_KR: '추천 프로그램: 친구 초대와 추천 보상',
    th_TH: 'โปรแกรมแนะนำเพื่อน: การเชิญและรางวัลการแนะนำ',
    es_ES: 'Programa de referidos: invitaciones y recompensas',
    de_DE: 'Empfehlungsprogramm: Einladungen und Prämien',
    fr_FR: 'Programme de parrainage : invitations et récompenses',
    id_ID: 'Program referal: undangan dan hadiah',
  },
  articles: [
    ARTICLE_INVITE_FRIENDS_AND_ADD_A_REFERRER,
    ARTICLE_HOW_REFERRAL_REBATES_WORK,
    ARTICLE_CLAIM_REBATES_AND_READ_RECORDS,
    ARTICLE_REFERRAL_PROGRAMME_RULES,
    ARTICLE_SIGN_UP_BONUS_AND_PROMOTIONAL_CREDIT,
  ],
};
