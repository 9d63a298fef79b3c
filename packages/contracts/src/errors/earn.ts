import { defineErrors } from './define.js';

/** Earn: fixed-term fund products and pool lock-ups: 27000-27499 (mining machines have 27500-27999). */
export const earnErrors = /* @__PURE__ */ defineErrors('earn', [27000, 27499], {
  /** No such earn product. */
  EARN_PRODUCT_NOT_FOUND: {
    code: 27000,
    http: 404,
    message: {
      en_US: 'Product not found',
      zh_HK: '理財產品不存在',
      zh_CN: '理财产品不存在',
      ja_JP: '商品が見つかりません',
      ko_KR: '상품을 찾을 수 없습니다',
      th_TH: 'ไม่พบผลิตภัณฑ์',
      es_ES: 'Producto no encontrado',
      de_DE: 'Produkt nicht gefunden',
      fr_FR: 'Produit introuvable',
      id_ID: 'Produk tidak ditemukan',
    },
  },
  /** The spec's "not listed": a draft or delisted product. */
  EARN_PRODUCT_NOT_LISTED: {
    code: 27001,
    http: 400,
    message: {
      en_US: 'This product is not on sale',
      zh_HK: '此產品目前未上架',
      zh_CN: '此产品当前未上架',
      ja_JP: 'この商品は現在販売されていません',
      ko_KR: '이 상품은 현재 판매하지 않습니다',
      th_TH: 'ผลิตภัณฑ์นี้ไม่ได้วางจำหน่าย',
      es_ES: 'Este producto no está a la venta',
      de_DE: 'Dieses Produkt ist derzeit nicht erhältlich',
      fr_FR: "Ce produit n'est pas en vente",
      id_ID: 'Produk ini sedang tidak dijual',
    },
  },
  /**
   * The spec's "sold out": no stock left, or its funding account cannot reserve the most
   * this purchase could earn — a product sells out rather than over-promises.
   */
  EARN_SOLD_OUT: {
    code: 27002,
    http: 400,
    message: {
      en_US: 'This product is sold out',
      zh_HK: '此產品已售罄',
      zh_CN: '此产品已售罄',
      ja_JP: 'この商品は完売しました',
      ko_KR: '이 상품은 매진되었습니다',
      th_TH: 'ผลิตภัณฑ์นี้ขายหมดแล้ว',
      es_ES: 'Este producto está agotado',
      de_DE: 'Dieses Produkt ist ausverkauft',
      fr_FR: 'Ce produit est épuisé',
      id_ID: 'Produk ini sudah habis terjual',
    },
  },
  /** The spec's "Quota or remaining stock short": the purchase is larger than the stock left. */
  EARN_STOCK_SHORT: {
    code: 27003,
    http: 400,
    message: {
      en_US: 'Only {remaining} {coin} of this product is left',
      zh_HK: '此產品剩餘額度僅為 {remaining} {coin}',
      zh_CN: '此产品剩余额度仅为 {remaining} {coin}',
      ja_JP: 'この商品の残り枠は {remaining} {coin} のみです',
      ko_KR: '이 상품의 남은 한도는 {remaining} {coin}뿐입니다',
      th_TH: 'ผลิตภัณฑ์นี้เหลือเพียง {remaining} {coin}',
      es_ES: 'Solo quedan {remaining} {coin} de este producto',
      de_DE: 'Von diesem Produkt sind nur noch {remaining} {coin} verfügbar',
      fr_FR: 'Il ne reste que {remaining} {coin} de ce produit',
      id_ID: 'Produk ini hanya tersisa {remaining} {coin}',
    },
  },
  /** The purchase would take the user above the product's per-user limit. */
  EARN_USER_LIMIT: {
    code: 27004,
    http: 400,
    message: {
      en_US: 'You can buy at most {remaining} {coin} more of this product',
      zh_HK: '此產品您最多還可購買 {remaining} {coin}',
      zh_CN: '此产品您最多还可购买 {remaining} {coin}',
      ja_JP: 'この商品はあと最大 {remaining} {coin} まで購入できます',
      ko_KR: '이 상품은 최대 {remaining} {coin}까지 추가로 구매할 수 있습니다',
      th_TH: 'คุณซื้อผลิตภัณฑ์นี้เพิ่มได้อีกไม่เกิน {remaining} {coin}',
      es_ES: 'Puede comprar como máximo {remaining} {coin} más de este producto',
      de_DE: 'Sie können von diesem Produkt höchstens noch {remaining} {coin} kaufen',
      fr_FR: 'Vous pouvez encore acheter au maximum {remaining} {coin} de ce produit',
      id_ID: 'Anda dapat membeli paling banyak {remaining} {coin} lagi dari produk ini',
    },
  },
  /** The spec's "Buy amount out of range": below the product's minimum or above its maximum. */
  EARN_AMOUNT_OUT_OF_RANGE: {
    code: 27005,
    http: 400,
    message: {
      en_US: 'The amount must be between {min} and {max} {coin}',
      zh_HK: '金額須介於 {min} 至 {max} {coin} 之間',
      zh_CN: '金额须在 {min} 至 {max} {coin} 之间',
      ja_JP: '金額は {min} から {max} {coin} の範囲で入力してください',
      ko_KR: '금액은 {min}에서 {max} {coin} 사이여야 합니다',
      th_TH: 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max} {coin}',
      es_ES: 'El importe debe estar entre {min} y {max} {coin}',
      de_DE: 'Der Betrag muss zwischen {min} und {max} {coin} liegen',
      fr_FR: 'Le montant doit être compris entre {min} et {max} {coin}',
      id_ID: 'Jumlah harus antara {min} dan {max} {coin}',
    },
  },
  /** The spec's "not yet open": `opensAt` is a UTC time such as 2026-12-01 04:00 UTC. */
  EARN_NOT_YET_OPEN: {
    code: 27006,
    http: 400,
    message: {
      en_US: 'This product is not open yet: sales open at {opensAt}',
      zh_HK: '此產品尚未開售，開售時間：{opensAt}',
      zh_CN: '此产品尚未开售，开售时间：{opensAt}',
      ja_JP: 'この商品はまだ販売開始前です。販売開始：{opensAt}',
      ko_KR: '이 상품은 아직 판매 전입니다. 판매 시작: {opensAt}',
      th_TH: 'ผลิตภัณฑ์นี้ยังไม่เปิดขาย จะเปิดขายเมื่อ {opensAt}',
      es_ES: 'Este producto aún no está a la venta: la venta se abre el {opensAt}',
      de_DE: 'Dieses Produkt ist noch nicht im Verkauf: Verkaufsstart ist {opensAt}',
      fr_FR: "Ce produit n'est pas encore ouvert : la vente ouvre le {opensAt}",
      id_ID: 'Produk ini belum dibuka: penjualan dibuka pada {opensAt}',
    },
  },
  /** The spec's "Fund closed": the product's sales period has ended. */
  EARN_CLOSED: {
    code: 27007,
    http: 400,
    message: {
      en_US: 'Sales of this product have closed',
      zh_HK: '此產品已結束銷售',
      zh_CN: '此产品已结束销售',
      ja_JP: 'この商品の販売は終了しました',
      ko_KR: '이 상품의 판매가 종료되었습니다',
      th_TH: 'ผลิตภัณฑ์นี้ปิดการขายแล้ว',
      es_ES: 'La venta de este producto ha finalizado',
      de_DE: 'Der Verkauf dieses Produkts ist beendet',
      fr_FR: 'La vente de ce produit est terminée',
      id_ID: 'Penjualan produk ini sudah ditutup',
    },
  },
  /** No such earn order of this user. */
  EARN_ORDER_NOT_FOUND: {
    code: 27008,
    http: 404,
    message: {
      en_US: 'Order not found',
      zh_HK: '理財訂單不存在',
      zh_CN: '理财订单不存在',
      ja_JP: '注文が見つかりません',
      ko_KR: '주문을 찾을 수 없습니다',
      th_TH: 'ไม่พบคำสั่งซื้อ',
      es_ES: 'Orden no encontrada',
      de_DE: 'Auftrag nicht gefunden',
      fr_FR: 'Ordre introuvable',
      id_ID: 'Pesanan tidak ditemukan',
    },
  },
  /** The order is already closed, or is a lock-up in its lock, which unlocks only at expiry. */
  EARN_NOT_REDEEMABLE: {
    code: 27009,
    http: 400,
    message: {
      en_US: 'This order cannot be redeemed now',
      zh_HK: '此訂單目前無法贖回',
      zh_CN: '此订单当前无法赎回',
      ja_JP: 'この注文は現在償還できません',
      ko_KR: '이 주문은 지금 환매할 수 없습니다',
      th_TH: 'ไม่สามารถไถ่ถอนคำสั่งซื้อนี้ได้ในขณะนี้',
      es_ES: 'Esta orden no se puede rescatar ahora',
      de_DE: 'Dieser Auftrag kann derzeit nicht eingelöst werden',
      fr_FR: 'Cet ordre ne peut pas être racheté pour le moment',
      id_ID: 'Pesanan ini tidak dapat ditebus saat ini',
    },
  },
  /**
   * Shown to operators: listing a product, or taking money back from its funding account,
   * would leave less than the most its unsold stock and open orders could be paid.
   */
  EARN_FUNDING_SHORT: {
    code: 27010,
    http: 400,
    message: {
      en_US:
        "The product's funding account holds {funded} {coin}, short of the {needed} {coin} it could owe",
      zh_HK: '產品資金帳戶餘額為 {funded} {coin}，不足以支付其可能需支付的 {needed} {coin}',
      zh_CN: '产品资金账户余额为 {funded} {coin}，不足以支付其可能需支付的 {needed} {coin}',
      ja_JP:
        '商品の資金口座の残高は {funded} {coin} で、支払う可能性のある {needed} {coin} に足りません',
      ko_KR:
        '상품 자금 계정의 잔액은 {funded} {coin}으로, 지급해야 할 수 있는 {needed} {coin}에 미치지 못합니다',
      th_TH: 'บัญชีเงินทุนของผลิตภัณฑ์มี {funded} {coin} ซึ่งไม่พอกับ {needed} {coin} ที่อาจต้องจ่าย',
      es_ES:
        'La cuenta de fondos del producto tiene {funded} {coin}, menos de los {needed} {coin} que podría deber',
      de_DE:
        'Das Finanzierungskonto des Produkts enthält {funded} {coin}, weniger als die {needed} {coin}, die es schulden könnte',
      fr_FR:
        "Le compte de financement du produit contient {funded} {coin}, moins que les {needed} {coin} qu'il pourrait devoir",
      id_ID:
        'Akun pendanaan produk berisi {funded} {coin}, kurang dari {needed} {coin} yang mungkin harus dibayarkan',
    },
  },
  /** Shown to operators: a published daily rate outside the product's range. */
  EARN_RATE_OUT_OF_RANGE: {
    code: 27011,
    http: 400,
    message: {
      en_US: 'The daily rate must be between {min} and {max}',
      zh_HK: '日收益率須介於 {min} 至 {max} 之間',
      zh_CN: '日收益率须在 {min} 至 {max} 之间',
      ja_JP: '日次利率は {min} から {max} の範囲で設定してください',
      ko_KR: '일일 수익률은 {min}에서 {max} 사이여야 합니다',
      th_TH: 'อัตราผลตอบแทนรายวันต้องอยู่ระหว่าง {min} ถึง {max}',
      es_ES: 'La tasa diaria debe estar entre {min} y {max}',
      de_DE: 'Der Tagessatz muss zwischen {min} und {max} liegen',
      fr_FR: 'Le taux journalier doit être compris entre {min} et {max}',
      id_ID: 'Imbal hasil harian harus antara {min} dan {max}',
    },
  },
  /**
   * Shown to operators: rates are published in advance and never changed once their day
   * has begun.
   */
  EARN_RATE_DAY_STARTED: {
    code: 27012,
    http: 400,
    message: {
      en_US: 'The rate for {day} can no longer be set: that day has begun',
      zh_HK: '{day} 的收益率已無法設定：該日已開始',
      zh_CN: '{day} 的收益率已无法设置：该日已开始',
      ja_JP: '{day} の利率はもう設定できません。その日はすでに始まっています',
      ko_KR: '{day}의 수익률은 더 이상 설정할 수 없습니다. 해당 일이 이미 시작되었습니다',
      th_TH: 'ไม่สามารถกำหนดอัตราผลตอบแทนของวันที่ {day} ได้อีก เนื่องจากวันนั้นเริ่มแล้ว',
      es_ES: 'La tasa del {day} ya no se puede fijar: ese día ya ha comenzado',
      de_DE:
        'Der Satz für den {day} kann nicht mehr festgelegt werden: dieser Tag hat bereits begonnen',
      fr_FR: 'Le taux du {day} ne peut plus être fixé : cette journée a déjà commencé',
      id_ID: 'Imbal hasil untuk {day} tidak dapat diatur lagi: hari itu sudah dimulai',
    },
  },
  /** Shown to operators: cycle, rates, penalty and lock date are fixed after the first sale. */
  EARN_TERMS_LOCKED: {
    code: 27013,
    http: 400,
    message: {
      en_US: 'These terms cannot change once the product has sold; delist it and create a new one',
      zh_HK: '產品售出後不可修改這些條款；請下架後重新建立產品',
      zh_CN: '产品售出后不可修改这些条款；请下架后重新创建产品',
      ja_JP:
        '商品の販売後はこれらの条件を変更できません。掲載を停止して新しい商品を作成してください',
      ko_KR:
        '상품이 판매된 후에는 이 조건을 변경할 수 없습니다. 상품을 판매 중지하고 새로 만드세요',
      th_TH: 'ไม่สามารถเปลี่ยนเงื่อนไขเหล่านี้ได้หลังจากผลิตภัณฑ์มียอดขายแล้ว โปรดนำผลิตภัณฑ์ออกจากการขายแล้วสร้างใหม่',
      es_ES:
        'Estas condiciones no pueden cambiar una vez vendido el producto; retírelo de la venta y cree uno nuevo',
      de_DE:
        'Diese Bedingungen können nach dem ersten Verkauf nicht mehr geändert werden; nehmen Sie das Produkt aus dem Verkauf und legen Sie ein neues an',
      fr_FR:
        'Ces conditions ne peuvent plus changer une fois le produit vendu ; retirez-le de la vente et créez-en un nouveau',
      id_ID:
        'Ketentuan ini tidak dapat diubah setelah produk terjual; tarik produk ini dari penjualan dan buat yang baru',
    },
  },
  /** Shown to operators: allocating more to a product than the coin's earn treasury holds. */
  EARN_TREASURY_SHORT: {
    code: 27014,
    http: 400,
    message: {
      en_US: 'The earn treasury holds only {available} {coin}',
      zh_HK: '理財資金庫僅有 {available} {coin}',
      zh_CN: '理财资金库仅有 {available} {coin}',
      ja_JP: '資産運用の資金庫の残高は {available} {coin} のみです',
      ko_KR: '재테크 자금고에는 {available} {coin}만 있습니다',
      th_TH: 'คลังเงิน Earn มีเพียง {available} {coin}',
      es_ES: 'La tesorería de Earn solo tiene {available} {coin}',
      de_DE: 'Die Earn-Kasse enthält nur {available} {coin}',
      fr_FR: 'La trésorerie Earn ne contient que {available} {coin}',
      id_ID: 'Kas Earn hanya berisi {available} {coin}',
    },
  },
});
