import { defineErrors } from './define.js';

/** A contract's margin mode (isolated or cross): 15100-15199. */
export const marginModeErrors = /* @__PURE__ */ defineErrors('marginMode', [15100, 15199], {
  /** The mode is the user's per contract and every position in it shares it: not while one is open. */
  MARGIN_MODE_POSITION_OPEN: {
    code: 15100,
    http: 409,
    message: {
      en_US: 'Close your position in this contract before changing its margin mode',
      zh_HK: '請先平掉該合約的倉位，再切換保證金模式',
      zh_CN: '请先平掉该合约的仓位，再切换保证金模式',
      ja_JP: 'マージンモードを変更する前に、この契約のポジションを決済してください',
      ko_KR: '마진 모드를 변경하려면 먼저 이 계약의 포지션을 종료하세요',
      th_TH: 'โปรดปิดโพซิชันในสัญญานี้ก่อนเปลี่ยนโหมดมาร์จิ้น',
      es_ES: 'Cierre su posición en este contrato antes de cambiar el modo de margen',
      de_DE: 'Schließen Sie Ihre Position in diesem Kontrakt, bevor Sie den Margin-Modus ändern',
      fr_FR: 'Clôturez votre position sur ce contrat avant de changer de mode de marge',
      id_ID: 'Tutup posisi Anda di kontrak ini sebelum mengubah mode margin',
    },
  },
  /** Open orders were placed under the current mode: they would open a position in the other. */
  MARGIN_MODE_ORDERS_PENDING: {
    code: 15101,
    http: 409,
    message: {
      en_US: 'Cancel your open orders in this contract before changing its margin mode',
      zh_HK: '請先撤銷該合約的當前委託，再切換保證金模式',
      zh_CN: '请先撤销该合约的当前委托，再切换保证金模式',
      ja_JP: 'マージンモードを変更する前に、この契約の未約定注文をキャンセルしてください',
      ko_KR: '마진 모드를 변경하려면 먼저 이 계약의 미체결 주문을 취소하세요',
      th_TH: 'โปรดยกเลิกคำสั่งที่ค้างอยู่ในสัญญานี้ก่อนเปลี่ยนโหมดมาร์จิ้น',
      es_ES: 'Cancele sus órdenes abiertas en este contrato antes de cambiar el modo de margen',
      de_DE:
        'Stornieren Sie Ihre offenen Orders in diesem Kontrakt, bevor Sie den Margin-Modus ändern',
      fr_FR: 'Annulez vos ordres ouverts sur ce contrat avant de changer de mode de marge',
      id_ID: 'Batalkan order terbuka Anda di kontrak ini sebelum mengubah mode margin',
    },
  },
  /** A transfer out of a contract wallet would leave less than its cross positions need at the marks. */
  CROSS_MARGIN_RESERVED: {
    code: 15102,
    http: 409,
    message: {
      en_US:
        'Part of this balance backs your cross-margin positions: transfer less, or close or reduce positions first',
      zh_HK: '部分餘額正用於支撐您的全倉倉位：請減少劃轉金額，或先平倉或減倉',
      zh_CN: '部分余额正用于支撑您的全仓仓位：请减少划转金额，或先平仓或减仓',
      ja_JP:
        '残高の一部がクロスマージンのポジションを支えています。振替額を減らすか、先にポジションを決済または縮小してください',
      ko_KR:
        '잔액의 일부가 교차 마진 포지션을 뒷받침하고 있습니다. 이체 금액을 줄이거나 먼저 포지션을 종료 또는 축소하세요',
      th_TH: 'ยอดคงเหลือบางส่วนกำลังค้ำโพซิชันแบบครอสมาร์จิ้นของคุณ โปรดโอนน้อยลง หรือปิดหรือลดโพซิชันก่อน',
      es_ES:
        'Parte de este saldo respalda sus posiciones con margen cruzado: transfiera menos o cierre o reduzca posiciones antes',
      de_DE:
        'Ein Teil dieses Guthabens sichert Ihre Cross-Margin-Positionen: übertragen Sie weniger oder schließen bzw. verkleinern Sie zuerst Positionen',
      fr_FR:
        'Une partie de ce solde couvre vos positions en marge croisée : transférez moins, ou clôturez ou réduisez d’abord des positions',
      id_ID:
        'Sebagian saldo ini menopang posisi margin silang Anda: transfer lebih sedikit, atau tutup atau kurangi posisi terlebih dahulu',
    },
  },
});
