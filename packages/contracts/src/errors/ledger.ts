import { defineErrors } from './define.js';

/** Ledger and wallet: 12000-12999. */
export const ledgerErrors = defineErrors('ledger', [12000, 12999], {
  INSUFFICIENT_BALANCE: {
    code: 12000,
    http: 400,
    message: {
      en_US: 'Insufficient balance',
      zh_HK: '餘額不足',
      zh_CN: '余额不足',
      ja_JP: '残高が不足しています',
      ko_KR: '잔액이 부족합니다',
      th_TH: 'ยอดเงินไม่เพียงพอ',
      es_ES: 'Saldo insuficiente',
      de_DE: 'Unzureichendes Guthaben',
      fr_FR: 'Solde insuffisant',
      id_ID: 'Saldo tidak mencukupi',
    },
  },
  IDEMPOTENCY_CONFLICT: {
    code: 12001,
    http: 409,
    message: {
      en_US: 'This request id was already used for a different request',
      zh_HK: '此請求編號已用於另一筆不同的請求',
      zh_CN: '该请求编号已用于另一笔不同的请求',
      ja_JP: 'このリクエストIDは別のリクエストで既に使用されています',
      ko_KR: '이 요청 ID는 이미 다른 요청에 사용되었습니다',
      th_TH: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว',
      es_ES: 'Este identificador de solicitud ya se usó para otra solicitud',
      de_DE: 'Diese Anfrage-ID wurde bereits für eine andere Anfrage verwendet',
      fr_FR: 'Cet identifiant de requête a déjà servi pour une autre requête',
      id_ID: 'ID permintaan ini sudah dipakai untuk permintaan lain',
    },
  },
  ASSET_UNKNOWN: {
    code: 12002,
    http: 400,
    message: {
      en_US: 'Currency not supported',
      zh_HK: '不支援該幣種',
      zh_CN: '不支持该币种',
      ja_JP: 'この通貨はサポートされていません',
      ko_KR: '지원되지 않는 통화입니다',
      th_TH: 'ไม่รองรับสกุลเงินนี้',
      es_ES: 'Moneda no admitida',
      de_DE: 'Währung wird nicht unterstützt',
      fr_FR: 'Devise non prise en charge',
      id_ID: 'Mata uang tidak didukung',
    },
  },
});
