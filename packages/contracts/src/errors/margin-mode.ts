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
});
