import type { Locale } from '@exchange/contracts';

/** The verification message in each interface language. `{code}` and `{minutes}` are filled in. */
export const CODE_MESSAGE: Record<Locale, { subject: string; text: string }> = {
  en_US: {
    subject: 'Your verification code',
    text: 'Your verification code is {code}. It is valid for {minutes} minutes. Never share it with anyone, including our staff. If you did not ask for it, ignore this message.',
  },
  zh_HK: {
    subject: '你的驗證碼',
    text: '你的驗證碼是 {code}，{minutes} 分鐘內有效。切勿告訴任何人，包括我們的工作人員。如非本人操作，請忽略此訊息。',
  },
  zh_CN: {
    subject: '你的验证码',
    text: '你的验证码是 {code}，{minutes} 分钟内有效。切勿告诉任何人，包括我们的工作人员。如非本人操作，请忽略此消息。',
  },
  ja_JP: {
    subject: '認証コードのお知らせ',
    text: '認証コードは {code} です。有効期限は {minutes} 分です。当社スタッフを含め、誰にも教えないでください。お心当たりがない場合は、このメッセージを無視してください。',
  },
  ko_KR: {
    subject: '인증 코드 안내',
    text: '인증 코드는 {code}입니다. {minutes}분 동안 유효합니다. 당사 직원을 포함해 누구에게도 알려 주지 마세요. 요청하지 않으셨다면 이 메시지를 무시하세요.',
  },
  th_TH: {
    subject: 'รหัสยืนยันของคุณ',
    text: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ {minutes} นาที ห้ามบอกรหัสนี้แก่ผู้ใด รวมถึงพนักงานของเรา หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่อข้อความนี้',
  },
  es_ES: {
    subject: 'Tu código de verificación',
    text: 'Tu código de verificación es {code}. Es válido durante {minutes} minutos. No lo compartas con nadie, ni siquiera con nuestro personal. Si no lo has solicitado, ignora este mensaje.',
  },
  de_DE: {
    subject: 'Ihr Bestätigungscode',
    text: 'Ihr Bestätigungscode lautet {code}. Er ist {minutes} Minuten gültig. Geben Sie ihn niemandem weiter, auch nicht unseren Mitarbeitern. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
  },
  fr_FR: {
    subject: 'Votre code de vérification',
    text: "Votre code de vérification est {code}. Il est valable {minutes} minutes. Ne le communiquez à personne, pas même à notre équipe. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
  id_ID: {
    subject: 'Kode verifikasi Anda',
    text: 'Kode verifikasi Anda adalah {code}. Berlaku selama {minutes} menit. Jangan berikan kepada siapa pun, termasuk staf kami. Jika Anda tidak memintanya, abaikan pesan ini.',
  },
};
