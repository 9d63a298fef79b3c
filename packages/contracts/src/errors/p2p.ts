import { defineErrors } from './define.js';

/**
 * Peer-to-peer fiat trading (ads, orders, appeals, payment methods): 25000-25999.
 * The spec's "wrong fund password" is the account module's FUND_PASSWORD_WRONG.
 */
export const p2pErrors = /* @__PURE__ */ defineErrors('p2p', [25000, 25999], {
  /** The ad does not exist, or its owner or an operator has taken it off the market. */
  P2P_AD_NOT_FOUND: {
    code: 25000,
    http: 404,
    message: {
      en_US: 'Ad not found or delisted',
      zh_HK: '廣告不存在或已下架',
      zh_CN: '广告不存在或已下架',
      ja_JP: '広告が見つからないか、掲載が終了しています',
      ko_KR: '광고를 찾을 수 없거나 게시가 중단되었습니다',
      th_TH: 'ไม่พบโฆษณาหรือโฆษณาถูกปิดแล้ว',
      es_ES: 'Anuncio no encontrado o retirado',
      de_DE: 'Anzeige nicht gefunden oder zurückgezogen',
      fr_FR: 'Annonce introuvable ou retirée',
      id_ID: 'Iklan tidak ditemukan atau sudah diturunkan',
    },
  },
  /** Posting ads or taking orders as a merchant without passed business certification. */
  P2P_ACCEPTOR_MISSING: {
    code: 25001,
    http: 403,
    message: {
      en_US:
        'You are not an acceptor: business certification is required to post ads or take orders as a merchant',
      zh_HK: '您不是承兌商：須通過商家認證才能以商家身份發佈廣告或接單',
      zh_CN: '您不是承兑商：须通过商家认证才能以商家身份发布广告或接单',
      ja_JP:
        'アクセプターではありません：マーチャントとして広告を掲載したり注文を受けたりするにはビジネス認証が必要です',
      ko_KR:
        '인수자(머천트)가 아닙니다: 머천트로서 광고를 게시하거나 주문을 받으려면 비즈니스 인증이 필요합니다',
      th_TH: 'คุณไม่ใช่ผู้รับแลกเปลี่ยน (ร้านค้า): ต้องผ่านการรับรองธุรกิจจึงจะลงโฆษณาหรือรับคำสั่งซื้อในฐานะร้านค้าได้',
      es_ES:
        'No es un comerciante aceptante: se requiere la certificación de empresa para publicar anuncios o aceptar órdenes como comerciante',
      de_DE:
        'Sie sind kein Akzeptant: Um als Händler Anzeigen zu schalten oder Aufträge anzunehmen, ist eine Händlerzertifizierung erforderlich',
      fr_FR:
        "Vous n'êtes pas un accepteur : la certification marchand est requise pour publier des annonces ou prendre des ordres en tant que marchand",
      id_ID:
        'Anda bukan akseptor: sertifikasi bisnis diperlukan untuk memasang iklan atau menerima pesanan sebagai merchant',
    },
  },
  /** An order would take more than the ad has left after its open orders. */
  P2P_AD_QUANTITY_SHORT: {
    code: 25002,
    http: 409,
    message: {
      en_US: 'Not enough quantity left in this ad',
      zh_HK: '此廣告剩餘數量不足',
      zh_CN: '此广告剩余数量不足',
      ja_JP: 'この広告の残り数量が不足しています',
      ko_KR: '이 광고의 남은 수량이 부족합니다',
      th_TH: 'จำนวนคงเหลือในโฆษณานี้ไม่เพียงพอ',
      es_ES: 'No queda suficiente cantidad en este anuncio',
      de_DE: 'In dieser Anzeige ist nicht mehr genug Menge verfügbar',
      fr_FR: 'Quantité restante insuffisante dans cette annonce',
      id_ID: 'Jumlah yang tersisa di iklan ini tidak cukup',
    },
  },
  /** An order outside the ad's per-order minimum and maximum. */
  P2P_AMOUNT_OUT_OF_RANGE: {
    code: 25003,
    http: 400,
    message: {
      en_US: 'The amount must be between {min} and {max}',
      zh_HK: '金額須介於 {min} 至 {max} 之間',
      zh_CN: '金额须在 {min} 至 {max} 之间',
      ja_JP: '金額は {min} から {max} の範囲で入力してください',
      ko_KR: '금액은 {min}에서 {max} 사이여야 합니다',
      th_TH: 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max}',
      es_ES: 'El importe debe estar entre {min} y {max}',
      de_DE: 'Der Betrag muss zwischen {min} und {max} liegen',
      fr_FR: 'Le montant doit être compris entre {min} et {max}',
      id_ID: 'Jumlah harus antara {min} dan {max}',
    },
  },
  /** No such order, or the caller is neither of its parties. */
  P2P_ORDER_NOT_FOUND: {
    code: 25004,
    http: 404,
    message: {
      en_US: 'No matching order',
      zh_HK: '沒有相符的訂單',
      zh_CN: '没有匹配的订单',
      ja_JP: '該当する注文がありません',
      ko_KR: '일치하는 주문이 없습니다',
      th_TH: 'ไม่มีคำสั่งซื้อที่ตรงกัน',
      es_ES: 'No hay ninguna orden que coincida',
      de_DE: 'Kein passender Auftrag',
      fr_FR: 'Aucun ordre correspondant',
      id_ID: 'Tidak ada pesanan yang cocok',
    },
  },
  /** A cancel or release the order's current step does not allow (e.g. release before payment). */
  P2P_ORDER_STATE: {
    code: 25005,
    http: 409,
    message: {
      en_US: 'This order cannot be cancelled or released in its current state',
      zh_HK: '此訂單在目前狀態下無法取消或放幣',
      zh_CN: '此订单在当前状态下无法取消或放币',
      ja_JP: '現在の状態ではこの注文をキャンセルまたはリリースできません',
      ko_KR: '현재 상태에서는 이 주문을 취소하거나 코인을 릴리스할 수 없습니다',
      th_TH: 'ไม่สามารถยกเลิกหรือปล่อยเหรียญของคำสั่งซื้อนี้ได้ในสถานะปัจจุบัน',
      es_ES: 'Esta orden no se puede cancelar ni liberar en su estado actual',
      de_DE: 'Dieser Auftrag kann im aktuellen Status weder storniert noch freigegeben werden',
      fr_FR: 'Cet ordre ne peut être ni annulé ni libéré dans son état actuel',
      id_ID: 'Pesanan ini tidak dapat dibatalkan atau dirilis pada statusnya saat ini',
    },
  },
  /** Any action on an order that has already reached its end (cancelled or completed). */
  P2P_ORDER_FINISHED: {
    code: 25006,
    http: 409,
    message: {
      en_US: 'This order is already cancelled or completed',
      zh_HK: '此訂單已取消或已完成',
      zh_CN: '此订单已取消或已完成',
      ja_JP: 'この注文はすでにキャンセルまたは完了しています',
      ko_KR: '이 주문은 이미 취소되었거나 완료되었습니다',
      th_TH: 'คำสั่งซื้อนี้ถูกยกเลิกหรือเสร็จสมบูรณ์แล้ว',
      es_ES: 'Esta orden ya está cancelada o completada',
      de_DE: 'Dieser Auftrag ist bereits storniert oder abgeschlossen',
      fr_FR: 'Cet ordre est déjà annulé ou terminé',
      id_ID: 'Pesanan ini sudah dibatalkan atau selesai',
    },
  },
  /** A buyer who reached the day's cancellation cap opens no buy order until the next UTC day. */
  P2P_CANCEL_LIMIT: {
    code: 25007,
    http: 429,
    message: {
      en_US: 'Too many cancellations today: you can buy again tomorrow (UTC)',
      zh_HK: '今日取消次數過多：您可於明日（UTC）再次購買',
      zh_CN: '今日取消次数过多：您可于明日（UTC）再次购买',
      ja_JP: '本日のキャンセル回数が多すぎます：翌日（UTC）から再び購入できます',
      ko_KR: '오늘 취소 횟수가 너무 많습니다: 내일(UTC)부터 다시 구매할 수 있습니다',
      th_TH: 'วันนี้ยกเลิกหลายครั้งเกินไป: คุณจะซื้อได้อีกครั้งในวันพรุ่งนี้ (UTC)',
      es_ES: 'Demasiadas cancelaciones hoy: podrá volver a comprar mañana (UTC)',
      de_DE: 'Zu viele Stornierungen heute: Sie können morgen (UTC) wieder kaufen',
      fr_FR: "Trop d'annulations aujourd'hui : vous pourrez acheter à nouveau demain (UTC)",
      id_ID: 'Terlalu banyak pembatalan hari ini: Anda dapat membeli lagi besok (UTC)',
    },
  },
  /** A new order while the caller already has the most unfinished orders allowed. */
  P2P_OPEN_ORDER_LIMIT: {
    code: 25008,
    http: 409,
    message: {
      en_US: 'Open-order limit reached: at most {limit} at a time',
      zh_HK: '已達進行中訂單上限：同時最多 {limit} 筆',
      zh_CN: '已达进行中订单上限：同时最多 {limit} 笔',
      ja_JP: '進行中の注文数の上限に達しました：同時に最大 {limit} 件まで',
      ko_KR: '진행 중인 주문 한도에 도달했습니다: 동시에 최대 {limit}건',
      th_TH: 'ถึงขีดจำกัดคำสั่งซื้อที่เปิดอยู่แล้ว: สูงสุดครั้งละ {limit} รายการ',
      es_ES: 'Límite de órdenes abiertas alcanzado: como máximo {limit} a la vez',
      de_DE: 'Limit für offene Aufträge erreicht: höchstens {limit} gleichzeitig',
      fr_FR: "Limite d'ordres en cours atteinte : {limit} au maximum à la fois",
      id_ID: 'Batas pesanan terbuka tercapai: maksimal {limit} sekaligus',
    },
  },
  /** A new ad from a merchant who already has the operator-set number of ads. */
  P2P_AD_LIMIT: {
    code: 25009,
    http: 409,
    message: {
      en_US: 'Ad limit reached: at most {limit} ads',
      zh_HK: '已達廣告數量上限：最多 {limit} 個廣告',
      zh_CN: '已达广告数量上限：最多 {limit} 条广告',
      ja_JP: '広告数の上限に達しました：最大 {limit} 件まで',
      ko_KR: '광고 한도에 도달했습니다: 최대 {limit}개',
      th_TH: 'ถึงขีดจำกัดจำนวนโฆษณาแล้ว: สูงสุด {limit} รายการ',
      es_ES: 'Límite de anuncios alcanzado: como máximo {limit} anuncios',
      de_DE: 'Anzeigenlimit erreicht: höchstens {limit} Anzeigen',
      fr_FR: "Limite d'annonces atteinte : {limit} annonces au maximum",
      id_ID: 'Batas iklan tercapai: maksimal {limit} iklan',
    },
  },
  /** Posting an ad or selling while the caller has no enabled payment method. */
  P2P_PAYMENT_METHOD_MISSING: {
    code: 25010,
    http: 400,
    message: {
      en_US: 'Add a payment method first',
      zh_HK: '請先添加收款方式',
      zh_CN: '请先添加收款方式',
      ja_JP: '先に支払い方法を追加してください',
      ko_KR: '먼저 결제 수단을 추가해 주세요',
      th_TH: 'โปรดเพิ่มวิธีการชำระเงินก่อน',
      es_ES: 'Primero añada un método de pago',
      de_DE: 'Fügen Sie zuerst eine Zahlungsmethode hinzu',
      fr_FR: "Ajoutez d'abord un moyen de paiement",
      id_ID: 'Tambahkan metode pembayaran terlebih dahulu',
    },
  },
  /** The chosen method's type is not among the types the ad lists. */
  P2P_PAYMENT_METHOD_MISMATCH: {
    code: 25011,
    http: 400,
    message: {
      en_US: 'This ad does not accept that payment method',
      zh_HK: '此廣告不支援該收款方式',
      zh_CN: '此广告不支持该收款方式',
      ja_JP: 'この広告ではその支払い方法は利用できません',
      ko_KR: '이 광고는 해당 결제 수단을 지원하지 않습니다',
      th_TH: 'โฆษณานี้ไม่รับวิธีการชำระเงินดังกล่าว',
      es_ES: 'Este anuncio no acepta ese método de pago',
      de_DE: 'Diese Anzeige akzeptiert diese Zahlungsmethode nicht',
      fr_FR: "Cette annonce n'accepte pas ce moyen de paiement",
      id_ID: 'Iklan ini tidak menerima metode pembayaran tersebut',
    },
  },
  /** The ad takes the type, but this method may not pay here (switched off, or its risk class). */
  P2P_PAYMENT_METHOD_INELIGIBLE: {
    code: 25012,
    http: 400,
    message: {
      en_US: 'That payment method cannot be used for this order',
      zh_HK: '該收款方式不可用於此訂單',
      zh_CN: '该收款方式不可用于此订单',
      ja_JP: 'その支払い方法はこの注文には使用できません',
      ko_KR: '해당 결제 수단은 이 주문에 사용할 수 없습니다',
      th_TH: 'ไม่สามารถใช้วิธีการชำระเงินดังกล่าวกับคำสั่งซื้อนี้ได้',
      es_ES: 'Ese método de pago no se puede usar en esta orden',
      de_DE: 'Diese Zahlungsmethode kann für diesen Auftrag nicht verwendet werden',
      fr_FR: 'Ce moyen de paiement ne peut pas être utilisé pour cet ordre',
      id_ID: 'Metode pembayaran tersebut tidak dapat digunakan untuk pesanan ini',
    },
  },
  /** Adding a method beyond the operator-set number per user. */
  P2P_PAYMENT_METHOD_LIMIT: {
    code: 25013,
    http: 409,
    message: {
      en_US: 'Payment method limit reached: at most {limit}',
      zh_HK: '已達收款方式數量上限：最多 {limit} 個',
      zh_CN: '已达收款方式数量上限：最多 {limit} 个',
      ja_JP: '支払い方法の登録数の上限に達しました：最大 {limit} 件まで',
      ko_KR: '결제 수단 한도에 도달했습니다: 최대 {limit}개',
      th_TH: 'ถึงขีดจำกัดวิธีการชำระเงินแล้ว: สูงสุด {limit} รายการ',
      es_ES: 'Límite de métodos de pago alcanzado: como máximo {limit}',
      de_DE: 'Limit für Zahlungsmethoden erreicht: höchstens {limit}',
      fr_FR: 'Limite de moyens de paiement atteinte : {limit} au maximum',
      id_ID: 'Batas metode pembayaran tercapai: maksimal {limit}',
    },
  },
  /** A second appeal on an order whose first one is not yet decided. */
  P2P_APPEAL_EXISTS: {
    code: 25014,
    http: 409,
    message: {
      en_US: 'An appeal is already open for this order',
      zh_HK: '此訂單已有進行中的申訴',
      zh_CN: '此订单已有进行中的申诉',
      ja_JP: 'この注文にはすでに処理中の申し立てがあります',
      ko_KR: '이 주문에 대해 이미 진행 중인 이의 제기가 있습니다',
      th_TH: 'คำสั่งซื้อนี้มีการอุทธรณ์ที่เปิดอยู่แล้ว',
      es_ES: 'Ya hay una apelación abierta para esta orden',
      de_DE: 'Für diesen Auftrag ist bereits ein Einspruch offen',
      fr_FR: 'Un appel est déjà en cours pour cet ordre',
      id_ID: 'Sudah ada banding yang terbuka untuk pesanan ini',
    },
  },
  /** An appeal missing any of its parts; proof is an uploaded file (files module). */
  P2P_APPEAL_PROOF_REQUIRED: {
    code: 25015,
    http: 400,
    message: {
      en_US: 'An appeal needs a reason, a description, a contact and proof',
      zh_HK: '申訴須填寫原因、描述、聯絡方式並提供憑證',
      zh_CN: '申诉须填写原因、描述、联系方式并提供凭证',
      ja_JP: '申し立てには理由、説明、連絡先、証拠が必要です',
      ko_KR: '이의 제기에는 사유, 설명, 연락처, 증빙이 필요합니다',
      th_TH: 'การอุทธรณ์ต้องมีเหตุผล คำอธิบาย ช่องทางติดต่อ และหลักฐาน',
      es_ES: 'Una apelación necesita un motivo, una descripción, un contacto y pruebas',
      de_DE:
        'Ein Einspruch braucht einen Grund, eine Beschreibung, einen Kontakt und einen Nachweis',
      fr_FR: 'Un appel nécessite un motif, une description, un contact et une preuve',
      id_ID: 'Banding memerlukan alasan, deskripsi, kontak, dan bukti',
    },
  },
  /** A cancellation sent without a reason. */
  P2P_CANCEL_REASON_REQUIRED: {
    code: 25016,
    http: 400,
    message: {
      en_US: 'Give a reason for cancelling',
      zh_HK: '請填寫取消原因',
      zh_CN: '请填写取消原因',
      ja_JP: 'キャンセルの理由を入力してください',
      ko_KR: '취소 사유를 입력해 주세요',
      th_TH: 'โปรดระบุเหตุผลในการยกเลิก',
      es_ES: 'Indique un motivo para cancelar',
      de_DE: 'Geben Sie einen Grund für die Stornierung an',
      fr_FR: "Indiquez un motif d'annulation",
      id_ID: 'Berikan alasan pembatalan',
    },
  },
  /** The taker fails a condition the merchant set on the ad. */
  P2P_AD_REQUIREMENTS: {
    code: 25017,
    http: 403,
    message: {
      en_US: "You do not meet this ad's requirements",
      zh_HK: '您不符合此廣告的要求',
      zh_CN: '您不符合此广告的要求',
      ja_JP: 'この広告の条件を満たしていません',
      ko_KR: '이 광고의 조건을 충족하지 않습니다',
      th_TH: 'คุณไม่ผ่านเงื่อนไขของโฆษณานี้',
      es_ES: 'No cumple los requisitos de este anuncio',
      de_DE: 'Sie erfüllen die Anforderungen dieser Anzeige nicht',
      fr_FR: 'Vous ne remplissez pas les conditions de cette annonce',
      id_ID: 'Anda tidak memenuhi persyaratan iklan ini',
    },
  },
  /** Closing an ad while any of its orders or appeals is still open. */
  P2P_AD_NOT_CLOSABLE: {
    code: 25018,
    http: 409,
    message: {
      en_US: 'This ad has unfinished orders or open appeals and cannot be closed',
      zh_HK: '此廣告仍有未完成的訂單或申訴，無法關閉',
      zh_CN: '此广告仍有未完成的订单或申诉，无法关闭',
      ja_JP: 'この広告には未完了の注文または処理中の申し立てがあるため、終了できません',
      ko_KR: '이 광고에 완료되지 않은 주문이나 진행 중인 이의 제기가 있어 닫을 수 없습니다',
      th_TH: 'โฆษณานี้ยังมีคำสั่งซื้อที่ยังไม่เสร็จหรือการอุทธรณ์ที่เปิดอยู่ จึงไม่สามารถปิดได้',
      es_ES: 'Este anuncio tiene órdenes sin terminar o apelaciones abiertas y no se puede cerrar',
      de_DE:
        'Diese Anzeige hat nicht abgeschlossene Aufträge oder offene Einsprüche und kann nicht geschlossen werden',
      fr_FR:
        'Cette annonce a des ordres non terminés ou des appels en cours et ne peut pas être fermée',
      id_ID:
        'Iklan ini masih memiliki pesanan yang belum selesai atau banding yang terbuka sehingga tidak dapat ditutup',
    },
  },
  /** A holder name that differs from the primary-verified name (case and spacing aside). */
  P2P_PAYMENT_NAME_MISMATCH: {
    code: 25019,
    http: 400,
    message: {
      en_US: 'The name on a payment method must be your verified real name',
      zh_HK: '收款方式上的姓名必須為您實名認證的姓名',
      zh_CN: '收款方式上的姓名必须为您实名认证的姓名',
      ja_JP: '支払い方法の名義は本人確認済みの氏名である必要があります',
      ko_KR: '결제 수단의 이름은 실명 인증된 본인 이름이어야 합니다',
      th_TH: 'ชื่อบนวิธีการชำระเงินต้องเป็นชื่อจริงที่ยืนยันตัวตนแล้วของคุณ',
      es_ES: 'El nombre de un método de pago debe ser su nombre real verificado',
      de_DE: 'Der Name einer Zahlungsmethode muss Ihr verifizierter Klarname sein',
      fr_FR: "Le nom d'un moyen de paiement doit être votre nom réel vérifié",
      id_ID: 'Nama pada metode pembayaran harus nama asli Anda yang terverifikasi',
    },
  },
  /** No such method, it was deleted, or it is someone else's. */
  P2P_PAYMENT_METHOD_NOT_FOUND: {
    code: 25020,
    http: 404,
    message: {
      en_US: 'Payment method not found',
      zh_HK: '收款方式不存在',
      zh_CN: '收款方式不存在',
      ja_JP: '支払い方法が見つかりません',
      ko_KR: '결제 수단을 찾을 수 없습니다',
      th_TH: 'ไม่พบวิธีการชำระเงิน',
      es_ES: 'Método de pago no encontrado',
      de_DE: 'Zahlungsmethode nicht gefunden',
      fr_FR: 'Moyen de paiement introuvable',
      id_ID: 'Metode pembayaran tidak ditemukan',
    },
  },
  /** A type switched off, a bank or account missing, or a QR code not allowed or not the caller's. */
  P2P_PAYMENT_DETAILS_INVALID: {
    code: 25021,
    http: 400,
    message: {
      en_US: 'Fill in the details this payment method needs',
      zh_HK: '請填寫此收款方式所需的資料',
      zh_CN: '请填写此收款方式所需的信息',
      ja_JP: 'この支払い方法に必要な情報を入力してください',
      ko_KR: '이 결제 수단에 필요한 정보를 입력해 주세요',
      th_TH: 'โปรดกรอกข้อมูลที่วิธีการชำระเงินนี้ต้องใช้',
      es_ES: 'Rellene los datos que requiere este método de pago',
      de_DE: 'Füllen Sie die für diese Zahlungsmethode nötigen Angaben aus',
      fr_FR: 'Renseignez les informations requises pour ce moyen de paiement',
      id_ID: 'Isi data yang diperlukan metode pembayaran ini',
    },
  },
  /** The user's peer-to-peer fiat for today (UTC, in USD) would pass their verification level's limit. */
  P2P_DAILY_LIMIT: {
    code: 25022,
    http: 403,
    message: {
      en_US:
        'This order would exceed your daily P2P limit of {limit} USD; verify a higher level to raise it',
      zh_HK: '此訂單將超過您每日 {limit} USD 的 P2P 限額；完成更高級別認證可提高限額',
      zh_CN: '此订单将超过您每日 {limit} USD 的 P2P 限额；完成更高级别认证可提高限额',
      ja_JP:
        'この注文は1日のP2P上限 {limit} USD を超えます。上位の本人確認で上限を引き上げられます',
      ko_KR:
        '이 주문은 일일 P2P 한도 {limit} USD를 초과합니다. 더 높은 단계의 인증으로 한도를 올릴 수 있습니다',
      th_TH: 'คำสั่งซื้อนี้จะเกินวงเงิน P2P รายวัน {limit} USD ของคุณ ยืนยันตัวตนระดับที่สูงขึ้นเพื่อเพิ่มวงเงิน',
      es_ES:
        'Esta orden superaría su límite P2P diario de {limit} USD; verifique un nivel superior para ampliarlo',
      de_DE:
        'Dieser Auftrag würde Ihr tägliches P2P-Limit von {limit} USD überschreiten; eine höhere Verifizierungsstufe hebt es an',
      fr_FR:
        'Cet ordre dépasserait votre limite P2P quotidienne de {limit} USD ; vérifiez un niveau supérieur pour l’augmenter',
      id_ID:
        'Pesanan ini akan melampaui batas P2P harian Anda sebesar {limit} USD; verifikasi level lebih tinggi untuk menaikkannya',
    },
  },
  /** Taking one's own ad. */
  P2P_OWN_AD: {
    code: 25023,
    http: 400,
    message: {
      en_US: 'You cannot trade with your own ad',
      zh_HK: '不能與自己的廣告交易',
      zh_CN: '不能与自己的广告交易',
      ja_JP: '自分の広告とは取引できません',
      ko_KR: '자신의 광고와는 거래할 수 없습니다',
      th_TH: 'คุณไม่สามารถซื้อขายกับโฆษณาของตนเองได้',
      es_ES: 'No puede operar con su propio anuncio',
      de_DE: 'Sie können nicht mit Ihrer eigenen Anzeige handeln',
      fr_FR: 'Vous ne pouvez pas trader avec votre propre annonce',
      id_ID: 'Anda tidak dapat bertransaksi dengan iklan Anda sendiri',
    },
  },
  /** A floating-price ad while no fresh index price of its coin, or no rate of its fiat, is known. */
  P2P_PRICE_UNAVAILABLE: {
    code: 25024,
    http: 503,
    message: {
      en_US: 'No current price is available for this ad; try again shortly',
      zh_HK: '暫時無法取得此廣告的當前價格，請稍後再試',
      zh_CN: '暂时无法获取此广告的当前价格，请稍后再试',
      ja_JP: 'この広告の現在価格を取得できません。しばらくしてから再度お試しください',
      ko_KR: '이 광고의 현재 가격을 가져올 수 없습니다. 잠시 후 다시 시도해 주세요',
      th_TH: 'ยังไม่มีราคาปัจจุบันสำหรับโฆษณานี้ โปรดลองอีกครั้งในไม่ช้า',
      es_ES: 'No hay un precio actual para este anuncio; inténtelo de nuevo en breve',
      de_DE:
        'Für diese Anzeige ist gerade kein Preis verfügbar; versuchen Sie es gleich noch einmal',
      fr_FR: 'Aucun prix actuel n’est disponible pour cette annonce ; réessayez sous peu',
      id_ID: 'Harga terkini untuk iklan ini belum tersedia; coba lagi sebentar lagi',
    },
  },
  /** A second review of the same order by the same party. */
  P2P_REVIEW_EXISTS: {
    code: 25025,
    http: 409,
    message: {
      en_US: 'You have already reviewed this order',
      zh_HK: '您已評價過此訂單',
      zh_CN: '您已评价过此订单',
      ja_JP: 'この注文はすでに評価済みです',
      ko_KR: '이미 이 주문을 평가했습니다',
      th_TH: 'คุณรีวิวคำสั่งซื้อนี้แล้ว',
      es_ES: 'Ya ha valorado esta orden',
      de_DE: 'Sie haben diesen Auftrag bereits bewertet',
      fr_FR: 'Vous avez déjà évalué cet ordre',
      id_ID: 'Anda sudah mengulas pesanan ini',
    },
  },
});
