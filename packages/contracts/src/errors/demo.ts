import { defineErrors } from './define.js';

/**
 * Demo trading: 17000-17999. The restricted-action refusal itself
 * is DEMO_RESTRICTED (account), shared with the wallet and withdrawal checks.
 */
export const demoErrors = /* @__PURE__ */ defineErrors('demo', [17000, 17999], {
  /** The spec's "demo balance insufficient": a demo order or transfer needs more virtual funds. */
  DEMO_BALANCE_INSUFFICIENT: {
    code: 17000,
    http: 400,
    message: {
      en_US: 'Demo balance insufficient. Reset the demo account to start again with 3,000 USDT',
      zh_HK: '模擬帳戶餘額不足，可重置模擬帳戶重新獲得 3,000 USDT',
      zh_CN: '模拟账户余额不足，可重置模拟账户重新获得 3,000 USDT',
      ja_JP: 'デモ残高が不足しています。デモ口座をリセットすると 3,000 USDT から再開できます',
      ko_KR: '데모 잔액이 부족합니다. 데모 계정을 초기화하면 3,000 USDT로 다시 시작할 수 있습니다',
      th_TH: 'ยอดเงินทดลองไม่เพียงพอ รีเซ็ตบัญชีทดลองเพื่อเริ่มใหม่ด้วย 3,000 USDT',
      es_ES:
        'Saldo demo insuficiente. Restablezca la cuenta demo para empezar de nuevo con 3.000 USDT',
      de_DE:
        'Demo-Guthaben unzureichend. Setzen Sie das Demokonto zurück, um mit 3.000 USDT neu zu beginnen',
      fr_FR: 'Solde démo insuffisant. Réinitialisez le compte démo pour repartir avec 3 000 USDT',
      id_ID: 'Saldo demo tidak cukup. Atur ulang akun demo untuk mulai lagi dengan 3.000 USDT',
    },
  },
  /** Reset or leave demo mode from a real session, or switch to demo from a demo session. */
  DEMO_MODE_REQUIRED: {
    code: 17001,
    http: 400,
    message: {
      en_US: 'This is only available in demo mode',
      zh_HK: '此操作僅在模擬模式下可用',
      zh_CN: '此操作仅在模拟模式下可用',
      ja_JP: 'この操作はデモモードでのみ利用できます',
      ko_KR: '이 작업은 데모 모드에서만 사용할 수 있습니다',
      th_TH: 'ใช้ได้เฉพาะในโหมดทดลองเท่านั้น',
      es_ES: 'Solo disponible en modo demo',
      de_DE: 'Nur im Demomodus verfügbar',
      fr_FR: 'Disponible uniquement en mode démo',
      id_ID: 'Hanya tersedia dalam mode demo',
    },
  },
  /** A demo reset could not close every demo position (no demo liquidity at the moment). */
  DEMO_RESET_INCOMPLETE: {
    code: 17002,
    http: 409,
    message: {
      en_US: 'Some demo positions could not be closed just now; please try the reset again',
      zh_HK: '部分模擬持倉暫時無法平倉，請稍後再次重置',
      zh_CN: '部分模拟持仓暂时无法平仓，请稍后再次重置',
      ja_JP: '一部のデモポジションを決済できませんでした。もう一度リセットしてください',
      ko_KR: '일부 데모 포지션을 지금 청산할 수 없습니다. 다시 초기화해 주세요',
      th_TH: 'ยังปิดสถานะทดลองบางรายการไม่ได้ โปรดรีเซ็ตอีกครั้ง',
      es_ES: 'No se pudieron cerrar algunas posiciones demo; intente restablecer de nuevo',
      de_DE:
        'Einige Demo-Positionen konnten gerade nicht geschlossen werden; bitte erneut zurücksetzen',
      fr_FR: "Certaines positions démo n'ont pas pu être fermées ; réessayez la réinitialisation",
      id_ID: 'Beberapa posisi demo belum dapat ditutup; silakan atur ulang lagi',
    },
  },
});
