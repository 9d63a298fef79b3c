import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_CHAT_WITH_CUSTOMER_SERVICE } from './customer-service/chat-with-customer-service.js';
import { ARTICLE_WITHDRAW_A_SUPPORT_MESSAGE } from './customer-service/withdraw-a-support-message.js';

export const HELP_CUSTOMER_SERVICE: SeedHelpCategory = {
  slug: 'customer-service',
  title: {
    en_US: 'Customer service chat',
    zh_CN: '在线客服',
    zh_HK: '線上客服',
    ja_JP: 'カスタマーサポートのチャット',
    ko_KR: '고객 상담 채팅',
    th_TH: 'แชทฝ่ายบริการลูกค้า',
    es_ES: 'Chat de atención al cliente',
    de_DE: 'Kundenservice-Chat',
    fr_FR: 'Chat du service client',
    id_ID: 'Chat layanan pelanggan',
  },
  articles: [ARTICLE_CHAT_WITH_CUSTOMER_SERVICE, ARTICLE_WITHDRAW_A_SUPPORT_MESSAGE],
};
