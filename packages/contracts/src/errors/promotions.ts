import { defineErrors } from './define.js';

/** Promotions: red packets now; the sign-up bonus and activities join them: 28500-28999. */
export const promotionErrors = /* @__PURE__ */ defineErrors('promotions', [28500, 28999], {
  /** No red packet has this code. */
  RED_PACKET_NOT_FOUND: {
    code: 28500,
    http: 404,
    message: {
      en_US: 'This red packet code is not valid',
      zh_HK: '紅包口令無效',
      zh_CN: '红包口令无效',
      ja_JP: 'このレッドパケットのコードは無効です',
      ko_KR: '유효하지 않은 레드패킷 코드입니다',
      th_TH: 'รหัสอั่งเปานี้ไม่ถูกต้อง',
      es_ES: 'Este código de sobre rojo no es válido',
      de_DE: 'Dieser Red-Packet-Code ist ungültig',
      fr_FR: "Ce code d'enveloppe rouge n'est pas valide",
      id_ID: 'Kode angpau ini tidak valid',
    },
  },
  /** Every share has been claimed. */
  RED_PACKET_EMPTY: {
    code: 28501,
    http: 400,
    message: {
      en_US: 'All of this red packet has been claimed',
      zh_HK: '紅包已被領完',
      zh_CN: '红包已被领完',
      ja_JP: 'このレッドパケットはすべて受け取られました',
      ko_KR: '이 레드패킷은 모두 수령되었습니다',
      th_TH: 'อั่งเปานี้ถูกรับไปหมดแล้ว',
      es_ES: 'Este sobre rojo ya se ha reclamado por completo',
      de_DE: 'Dieses Red Packet wurde bereits vollständig eingelöst',
      fr_FR: 'Cette enveloppe rouge a déjà été entièrement réclamée',
      id_ID: 'Angpau ini sudah habis diklaim',
    },
  },
  /** Its 24 hours have passed; what was left went back to the sender. */
  RED_PACKET_EXPIRED: {
    code: 28502,
    http: 400,
    message: {
      en_US: 'This red packet has expired; what was left went back to the sender',
      zh_HK: '紅包已過期，剩餘金額已退回發送者',
      zh_CN: '红包已过期，剩余金额已退回发送者',
      ja_JP: 'このレッドパケットは期限切れです。残額は送信者に返還されました',
      ko_KR: '이 레드패킷은 만료되었으며 남은 금액은 보낸 사람에게 반환되었습니다',
      th_TH: 'อั่งเปานี้หมดอายุแล้ว ยอดที่เหลือถูกคืนให้ผู้ส่ง',
      es_ES: 'Este sobre rojo ha caducado; lo que quedaba se devolvió al remitente',
      de_DE: 'Dieses Red Packet ist abgelaufen; der Rest ging an den Absender zurück',
      fr_FR: "Cette enveloppe rouge a expiré ; le reste est revenu à l'expéditeur",
      id_ID: 'Angpau ini sudah kedaluwarsa; sisanya dikembalikan ke pengirim',
    },
  },
  /** One share per user. */
  RED_PACKET_ALREADY_CLAIMED: {
    code: 28503,
    http: 400,
    message: {
      en_US: 'You have already claimed this red packet',
      zh_HK: '您已領取過此紅包',
      zh_CN: '您已领取过此红包',
      ja_JP: 'このレッドパケットはすでに受け取っています',
      ko_KR: '이미 이 레드패킷을 수령했습니다',
      th_TH: 'คุณรับอั่งเปานี้ไปแล้ว',
      es_ES: 'Ya ha reclamado este sobre rojo',
      de_DE: 'Sie haben dieses Red Packet bereits eingelöst',
      fr_FR: 'Vous avez déjà réclamé cette enveloppe rouge',
      id_ID: 'Anda sudah mengklaim angpau ini',
    },
  },
  /** A sender cannot claim their own red packet. */
  RED_PACKET_OWN: {
    code: 28504,
    http: 400,
    message: {
      en_US: 'You cannot claim your own red packet',
      zh_HK: '不能領取自己發的紅包',
      zh_CN: '不能领取自己发的红包',
      ja_JP: '自分のレッドパケットは受け取れません',
      ko_KR: '본인이 보낸 레드패킷은 수령할 수 없습니다',
      th_TH: 'คุณไม่สามารถรับอั่งเปาของตนเองได้',
      es_ES: 'No puede reclamar su propio sobre rojo',
      de_DE: 'Sie können Ihr eigenes Red Packet nicht einlösen',
      fr_FR: 'Vous ne pouvez pas réclamer votre propre enveloppe rouge',
      id_ID: 'Anda tidak dapat mengklaim angpau Anda sendiri',
    },
  },
  /** Each share must be at least the smallest amount shown. */
  RED_PACKET_SHARE_TOO_SMALL: {
    code: 28505,
    http: 400,
    message: {
      en_US: 'Each share must be at least {min} {coin}',
      zh_HK: '每份至少為 {min} {coin}',
      zh_CN: '每份至少为 {min} {coin}',
      ja_JP: '1口あたり {min} {coin} 以上にしてください',
      ko_KR: '한 몫은 최소 {min} {coin} 이상이어야 합니다',
      th_TH: 'แต่ละส่วนต้องไม่น้อยกว่า {min} {coin}',
      es_ES: 'Cada parte debe ser de al menos {min} {coin}',
      de_DE: 'Jeder Anteil muss mindestens {min} {coin} betragen',
      fr_FR: "Chaque part doit être d'au moins {min} {coin}",
      id_ID: 'Setiap bagian minimal {min} {coin}',
    },
  },
});
