import type { SeedHelpCategory } from '../seed.types.js';
import { ARTICLE_SEND_A_RED_PACKET } from './red-packets/send-a-red-packet.js';
import { ARTICLE_CLAIM_A_RED_PACKET } from './red-packets/claim-a-red-packet.js';

export const HELP_RED_PACKETS: SeedHelpCategory = {
  slug: 'red-packets',
  title: {
    en_US: 'Red packets: sending and claiming',
    zh_CN: '红包：发送与领取',
    zh_HK: '紅包：發送與領取',
    ja_JP: 'レッドパケット：送る・受け取る',
    ko_KR: '레드패킷: 보내기와 받기',
    th_TH: 'อั่งเปา: การส่งและการรับ',
    es_ES: 'Sobres rojos: enviar y reclamar',
    de_DE: 'Red Packets: senden und einlösen',
    fr_FR: 'Enveloppes rouges : envoyer et réclamer',
    id_ID: 'Angpao: kirim dan klaim',
  },
  articles: [ARTICLE_SEND_A_RED_PACKET, ARTICLE_CLAIM_A_RED_PACKET],
};
