import { defineErrors } from './define.js';

/** The notification centre and its preferences: 29500-29509 (price alerts: 29510-29519, alerts.ts). */
export const notificationErrors = /* @__PURE__ */ defineErrors('notifications', [29500, 29509], {
  /** A "mark read" named a notification that is not the caller's. */
  NOTIFICATION_NOT_FOUND: {
    code: 29500,
    http: 404,
    message: {
      en_US: 'This notification was not found',
      zh_HK: '找不到此通知',
      zh_CN: '找不到此通知',
      ja_JP: 'この通知は見つかりません',
      ko_KR: '이 알림을 찾을 수 없습니다',
      th_TH: 'ไม่พบการแจ้งเตือนนี้',
      es_ES: 'No se encontró esta notificación',
      de_DE: 'Diese Benachrichtigung wurde nicht gefunden',
      fr_FR: 'Cette notification est introuvable',
      id_ID: 'Notifikasi ini tidak ditemukan',
    },
  },
  /** E-mail notifications switched on with no e-mail address bound. */
  NOTIFICATION_EMAIL_UNBOUND: {
    code: 29501,
    http: 400,
    message: {
      en_US: 'Bind an e-mail address before turning on e-mail notifications',
      zh_HK: '請先綁定電郵地址，再開啟電郵通知',
      zh_CN: '请先绑定邮箱，再开启邮件通知',
      ja_JP: 'メール通知をオンにする前にメールアドレスを連携してください',
      ko_KR: '이메일 알림을 켜기 전에 이메일 주소를 연결하세요',
      th_TH: 'ผูกอีเมลก่อนเปิดการแจ้งเตือนทางอีเมล',
      es_ES: 'Vincule un correo electrónico antes de activar los avisos por correo',
      de_DE: 'Verknüpfen Sie eine E-Mail-Adresse, bevor Sie E-Mail-Benachrichtigungen einschalten',
      fr_FR: 'Associez une adresse e-mail avant d’activer les notifications par e-mail',
      id_ID: 'Tautkan alamat email sebelum mengaktifkan notifikasi email',
    },
  },
  /** SMS notifications switched on with no phone bound. */
  NOTIFICATION_PHONE_UNBOUND: {
    code: 29502,
    http: 400,
    message: {
      en_US: 'Bind a phone number before turning on SMS notifications',
      zh_HK: '請先綁定手機號碼，再開啟短訊通知',
      zh_CN: '请先绑定手机号，再开启短信通知',
      ja_JP: 'SMS通知をオンにする前に電話番号を連携してください',
      ko_KR: 'SMS 알림을 켜기 전에 휴대폰 번호를 연결하세요',
      th_TH: 'ผูกหมายเลขโทรศัพท์ก่อนเปิดการแจ้งเตือนทาง SMS',
      es_ES: 'Vincule un número de teléfono antes de activar los avisos por SMS',
      de_DE: 'Verknüpfen Sie eine Telefonnummer, bevor Sie SMS-Benachrichtigungen einschalten',
      fr_FR: 'Associez un numéro de téléphone avant d’activer les notifications par SMS',
      id_ID: 'Tautkan nomor telepon sebelum mengaktifkan notifikasi SMS',
    },
  },
});
