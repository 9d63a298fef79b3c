import { defineErrors } from './define.js';

/**
 * Flash exchange: 16000-16999. Reused from other modules:
 * INSUFFICIENT_BALANCE, MARKET_CLOSED and NO_LIQUIDITY (spot),
 * FUND_PASSWORD_* (account), FIELD_REQUIRED and AMOUNT_INVALID (common).
 */
export const flashErrors = /* @__PURE__ */ defineErrors('flash', [16000, 16999], {
  /** fromCoin and toCoin are the same coin. */
  EXCHANGE_SAME_COIN: {
    code: 16000,
    http: 400,
    message: {
      en_US: 'Choose two different coins',
      zh_HK: '請選擇兩種不同的幣種',
      zh_CN: '请选择两种不同的币种',
      ja_JP: '異なる2つの通貨を選択してください',
      ko_KR: '서로 다른 두 코인을 선택해 주세요',
      th_TH: 'โปรดเลือกเหรียญสองชนิดที่ต่างกัน',
      es_ES: 'Elija dos monedas distintas',
      de_DE: 'Wählen Sie zwei verschiedene Coins',
      fr_FR: 'Choisissez deux cryptomonnaies différentes',
      id_ID: 'Pilih dua koin yang berbeda',
    },
  },
  /** No market joins the two coins, directly or through USDT (the spec's "currency pair missing"). */
  EXCHANGE_PAIR_UNSUPPORTED: {
    code: 16001,
    http: 400,
    message: {
      en_US: 'This currency pair cannot be exchanged',
      zh_HK: '該幣對暫不支持兌換',
      zh_CN: '该币对暂不支持兑换',
      ja_JP: 'この通貨ペアは交換できません',
      ko_KR: '이 통화쌍은 교환할 수 없습니다',
      th_TH: 'ไม่สามารถแลกเปลี่ยนคู่สกุลเงินนี้ได้',
      es_ES: 'Este par de monedas no se puede intercambiar',
      de_DE: 'Dieses Währungspaar kann nicht getauscht werden',
      fr_FR: 'Cette paire ne peut pas être convertie',
      id_ID: 'Pasangan mata uang ini tidak dapat ditukar',
    },
  },
  /** Below a market's minimum amount or order value on the route; `min` names it in fromCoin when known. */
  EXCHANGE_AMOUNT_TOO_SMALL: {
    code: 16002,
    http: 400,
    message: {
      en_US: 'The amount is too small to exchange',
      zh_HK: '兌換數量過小',
      zh_CN: '兑换数量过小',
      ja_JP: '交換数量が少なすぎます',
      ko_KR: '교환 수량이 너무 적습니다',
      th_TH: 'จำนวนน้อยเกินไปสำหรับการแลกเปลี่ยน',
      es_ES: 'La cantidad es demasiado pequeña para intercambiar',
      de_DE: 'Der Betrag ist zu klein für einen Tausch',
      fr_FR: 'Le montant est trop faible pour être converti',
      id_ID: 'Jumlah terlalu kecil untuk ditukar',
    },
  },
  /** More than the order book can fill right now (or than a market's maximum). */
  EXCHANGE_AMOUNT_TOO_LARGE: {
    code: 16003,
    http: 400,
    message: {
      en_US: 'The amount is more than the market can exchange right now',
      zh_HK: '兌換數量超出當前市場深度',
      zh_CN: '兑换数量超出当前市场深度',
      ja_JP: '交換数量が現在の市場の板の厚みを超えています',
      ko_KR: '교환 수량이 현재 시장 호가 잔량을 초과합니다',
      th_TH: 'จำนวนมากกว่าที่ตลาดแลกเปลี่ยนได้ในขณะนี้',
      es_ES: 'La cantidad supera lo que el mercado puede intercambiar ahora',
      de_DE: 'Der Betrag übersteigt, was der Markt gerade tauschen kann',
      fr_FR: 'Le montant dépasse ce que le marché peut convertir actuellement',
      id_ID: 'Jumlah melebihi yang dapat ditukar pasar saat ini',
    },
  },
  /** No quote with this id belongs to the caller. */
  QUOTE_NOT_FOUND: {
    code: 16004,
    http: 404,
    message: {
      en_US: 'Quote not found; please request a new one',
      zh_HK: '報價不存在，請重新獲取',
      zh_CN: '报价不存在，请重新获取',
      ja_JP: '見積もりが見つかりません。再度取得してください',
      ko_KR: '견적을 찾을 수 없습니다. 다시 받아 주세요',
      th_TH: 'ไม่พบใบเสนอราคา โปรดขอใหม่',
      es_ES: 'Cotización no encontrada; solicite una nueva',
      de_DE: 'Angebot nicht gefunden; bitte ein neues anfordern',
      fr_FR: 'Cotation introuvable ; veuillez en demander une nouvelle',
      id_ID: 'Kuotasi tidak ditemukan; silakan minta yang baru',
    },
  },
  /** The quote's validity ran out; `data` is a fresh quote for the same exchange. */
  QUOTE_EXPIRED: {
    code: 16005,
    http: 409,
    message: {
      en_US: 'The quote has expired; please confirm the new rate',
      zh_HK: '報價已過期，請確認新匯率',
      zh_CN: '报价已过期，请确认新汇率',
      ja_JP: '見積もりの有効期限が切れました。新しいレートを確認してください',
      ko_KR: '견적이 만료되었습니다. 새 환율을 확인해 주세요',
      th_TH: 'ใบเสนอราคาหมดอายุแล้ว โปรดยืนยันอัตราใหม่',
      es_ES: 'La cotización ha caducado; confirme el nuevo tipo',
      de_DE: 'Das Angebot ist abgelaufen; bitte den neuen Kurs bestätigen',
      fr_FR: 'La cotation a expiré ; veuillez confirmer le nouveau taux',
      id_ID: 'Kuotasi kedaluwarsa; silakan konfirmasi kurs baru',
    },
  },
  /** The book moved past the quote (the spec's "rate changed, reconfirm"); `data` is a fresh quote. */
  RATE_CHANGED: {
    code: 16006,
    http: 409,
    message: {
      en_US: 'The rate has changed; please reconfirm',
      zh_HK: '匯率已變動，請重新確認',
      zh_CN: '汇率已变动，请重新确认',
      ja_JP: 'レートが変動しました。再度確認してください',
      ko_KR: '환율이 변경되었습니다. 다시 확인해 주세요',
      th_TH: 'อัตราเปลี่ยนแปลงแล้ว โปรดยืนยันอีกครั้ง',
      es_ES: 'El tipo ha cambiado; vuelva a confirmar',
      de_DE: 'Der Kurs hat sich geändert; bitte erneut bestätigen',
      fr_FR: 'Le taux a changé ; veuillez reconfirmer',
      id_ID: 'Kurs telah berubah; silakan konfirmasi ulang',
    },
  },
});
