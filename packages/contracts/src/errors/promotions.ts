import { defineErrors } from './define.js';

/** Promotions: red packets, activities and the sign-up bonus: 28500-28999. */
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
  /** No published activity has this id. */
  ACTIVITY_NOT_FOUND: {
    code: 28506,
    http: 404,
    message: {
      en_US: 'Activity not found',
      zh_HK: '活動不存在',
      zh_CN: '活动不存在',
      ja_JP: 'キャンペーンが見つかりません',
      ko_KR: '이벤트를 찾을 수 없습니다',
      th_TH: 'ไม่พบกิจกรรม',
      es_ES: 'Actividad no encontrada',
      de_DE: 'Aktion nicht gefunden',
      fr_FR: 'Activité introuvable',
      id_ID: 'Aktivitas tidak ditemukan',
    },
  },
  /** The spec's "activity expired": it has ended. */
  ACTIVITY_EXPIRED: {
    code: 28507,
    http: 400,
    message: {
      en_US: 'This activity has expired',
      zh_HK: '活動已過期',
      zh_CN: '活动已过期',
      ja_JP: 'このキャンペーンは終了しました',
      ko_KR: '이벤트가 만료되었습니다',
      th_TH: 'กิจกรรมนี้หมดอายุแล้ว',
      es_ES: 'Esta actividad ha caducado',
      de_DE: 'Diese Aktion ist abgelaufen',
      fr_FR: 'Cette activité a expiré',
      id_ID: 'Aktivitas ini sudah berakhir',
    },
  },
  /** It has not begun. */
  ACTIVITY_NOT_STARTED: {
    code: 28508,
    http: 400,
    message: {
      en_US: 'This activity starts at {start}',
      zh_HK: '活動將於 {start} 開始',
      zh_CN: '活动将于 {start} 开始',
      ja_JP: 'このキャンペーンは {start} に開始します',
      ko_KR: '이 이벤트는 {start}에 시작됩니다',
      th_TH: 'กิจกรรมนี้เริ่มเวลา {start}',
      es_ES: 'Esta actividad empieza el {start}',
      de_DE: 'Diese Aktion beginnt am {start}',
      fr_FR: 'Cette activité commence le {start}',
      id_ID: 'Aktivitas ini dimulai pada {start}',
    },
  },
  /** One entry per user. */
  ACTIVITY_ALREADY_JOINED: {
    code: 28509,
    http: 400,
    message: {
      en_US: 'You have already joined this activity',
      zh_HK: '您已參加此活動',
      zh_CN: '您已参加此活动',
      ja_JP: 'このキャンペーンにはすでに参加しています',
      ko_KR: '이미 이 이벤트에 참여했습니다',
      th_TH: 'คุณเข้าร่วมกิจกรรมนี้แล้ว',
      es_ES: 'Ya participa en esta actividad',
      de_DE: 'Sie nehmen bereits an dieser Aktion teil',
      fr_FR: 'Vous participez déjà à cette activité',
      id_ID: 'Anda sudah mengikuti aktivitas ini',
    },
  },
  /** The spec's "one wallet address can claim only once". */
  ACTIVITY_ADDRESS_CLAIMED: {
    code: 28510,
    http: 400,
    message: {
      en_US: 'One wallet address can claim only once',
      zh_HK: '同一錢包地址只能領取一次',
      zh_CN: '同一钱包地址只能领取一次',
      ja_JP: '1つのウォレットアドレスで受け取れるのは1回のみです',
      ko_KR: '하나의 지갑 주소로는 한 번만 받을 수 있습니다',
      th_TH: 'ที่อยู่กระเป๋าเงินหนึ่งรับได้เพียงครั้งเดียว',
      es_ES: 'Una dirección de monedero solo puede reclamar una vez',
      de_DE: 'Eine Wallet-Adresse kann nur einmal einlösen',
      fr_FR: "Une adresse de portefeuille ne peut réclamer qu'une fois",
      id_ID: 'Satu alamat dompet hanya dapat mengklaim sekali',
    },
  },
  /** Every reward has been given. */
  ACTIVITY_FULL: {
    code: 28511,
    http: 400,
    message: {
      en_US: 'All rewards of this activity have been given',
      zh_HK: '本活動獎勵已發完',
      zh_CN: '本活动奖励已发完',
      ja_JP: 'このキャンペーンの報酬はすべて配布されました',
      ko_KR: '이 이벤트의 보상이 모두 지급되었습니다',
      th_TH: 'รางวัลของกิจกรรมนี้ถูกแจกครบแล้ว',
      es_ES: 'Ya se han entregado todas las recompensas de esta actividad',
      de_DE: 'Alle Prämien dieser Aktion wurden vergeben',
      fr_FR: 'Toutes les récompenses de cette activité ont été distribuées',
      id_ID: 'Semua hadiah aktivitas ini sudah dibagikan',
    },
  },
  /** The promotions budget cannot pay the reward now. */
  ACTIVITY_BUDGET_SHORT: {
    code: 28512,
    http: 400,
    message: {
      en_US: 'The promotions budget is exhausted: rewards cannot be paid right now',
      zh_HK: '推廣預算已用完，暫時無法發放獎勵',
      zh_CN: '推广预算已用完，暂时无法发放奖励',
      ja_JP: 'プロモーション予算が尽きたため、現在報酬を支払えません',
      ko_KR: '프로모션 예산이 소진되어 지금은 보상을 지급할 수 없습니다',
      th_TH: 'งบโปรโมชันหมดแล้ว ไม่สามารถจ่ายรางวัลได้ในขณะนี้',
      es_ES: 'El presupuesto de promociones está agotado: ahora no se pueden pagar recompensas',
      de_DE: 'Das Promotion-Budget ist erschöpft: Prämien können derzeit nicht ausgezahlt werden',
      fr_FR:
        "Le budget des promotions est épuisé : les récompenses ne peuvent pas être versées pour l'instant",
      id_ID: 'Anggaran promosi habis: hadiah tidak dapat dibayarkan saat ini',
    },
  },
  /** A claim activity needs the wallet address it is claimed for. */
  ACTIVITY_ADDRESS_REQUIRED: {
    code: 28513,
    http: 400,
    message: {
      en_US: 'Enter the wallet address to claim with',
      zh_HK: '請輸入用於領取的錢包地址',
      zh_CN: '请输入用于领取的钱包地址',
      ja_JP: '受け取りに使うウォレットアドレスを入力してください',
      ko_KR: '수령에 사용할 지갑 주소를 입력하세요',
      th_TH: 'โปรดกรอกที่อยู่กระเป๋าเงินที่ใช้รับ',
      es_ES: 'Introduzca la dirección de monedero con la que reclamar',
      de_DE: 'Geben Sie die Wallet-Adresse für die Einlösung ein',
      fr_FR: "Saisissez l'adresse de portefeuille avec laquelle réclamer",
      id_ID: 'Masukkan alamat dompet untuk klaim',
    },
  },
  /**
   * The spec's "a further traded amount is needed": the coins would leave
   * the account (withdrawal, P2P sale, red packet, transfer to another user)
   * while promotional credit still waits for its turnover. Own funds above
   * the credit are never held back by it.
   */
  PROMO_TURNOVER_REQUIRED: {
    code: 28514,
    http: 400,
    message: {
      en_US:
        'A further traded amount of {remaining} USDT is needed first: {locked} USDT of your balance is promotional credit that cannot leave your account yet',
      zh_HK: '還需交易 {remaining} USDT：您餘額中有 {locked} USDT 為推廣贈金，暫不能轉出',
      zh_CN: '还需交易 {remaining} USDT：您余额中有 {locked} USDT 为推广赠金，暂不能转出',
      ja_JP:
        'あと {remaining} USDT の取引が必要です。残高のうち {locked} USDT はプロモーションクレジットのため、まだ出金・送金できません',
      ko_KR:
        '{remaining} USDT를 더 거래해야 합니다. 잔액 중 {locked} USDT는 프로모션 크레딧이라 아직 내보낼 수 없습니다',
      th_TH:
        'ต้องซื้อขายเพิ่มอีก {remaining} USDT ก่อน: ยอด {locked} USDT ในบัญชีของคุณเป็นเครดิตโปรโมชันที่ยังนำออกไม่ได้',
      es_ES:
        'Primero debe negociar {remaining} USDT más: {locked} USDT de su saldo es crédito promocional que aún no puede salir de su cuenta',
      de_DE:
        'Zuerst ist ein weiteres Handelsvolumen von {remaining} USDT nötig: {locked} USDT Ihres Guthabens sind Aktionsguthaben, das Ihr Konto noch nicht verlassen kann',
      fr_FR:
        "Un volume d'échange supplémentaire de {remaining} USDT est d'abord nécessaire : {locked} USDT de votre solde sont un crédit promotionnel qui ne peut pas encore quitter votre compte",
      id_ID:
        'Perlu volume perdagangan {remaining} USDT lagi: {locked} USDT dari saldo Anda adalah kredit promosi yang belum dapat keluar dari akun',
    },
  },
});
