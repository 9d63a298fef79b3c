import { defineErrors } from './define.js';

/**
 * Identity verification and business (merchant) certification: 24000-24999.
 * The spec's "upload failed" and "image too large" are the files module's
 * IMAGE_UPLOAD_FAILED and IMAGE_TOO_LARGE.
 */
export const identityErrors = /* @__PURE__ */ defineErrors('identity', [24000, 24999], {
  /** The level asked for needs primary passed (advanced, business, P2P). */
  REAL_NAME_NOT_PASSED: {
    code: 24000,
    http: 403,
    message: {
      en_US: 'Primary (real-name) verification has not passed',
      zh_HK: '初級（實名）認證未通過',
      zh_CN: '初级（实名）认证未通过',
      ja_JP: '本人確認（初級）が完了していません',
      ko_KR: '기본(실명) 인증이 통과되지 않았습니다',
      th_TH: 'การยืนยันตัวตนขั้นต้น (ชื่อจริง) ยังไม่ผ่าน',
      es_ES: 'La verificación básica (nombre real) no está aprobada',
      de_DE: 'Die Basis-Verifizierung (Klarname) ist nicht bestanden',
      fr_FR: "La vérification de base (nom réel) n'est pas validée",
      id_ID: 'Verifikasi dasar (nama asli) belum lolos',
    },
  },
  /** An application at this level is under review (or awaits a resubmitted document). */
  IDENTITY_ALREADY_SUBMITTED: {
    code: 24001,
    http: 409,
    message: {
      en_US: 'Already submitted: your application is under review',
      zh_HK: '已提交：您的申請正在審核中',
      zh_CN: '已提交：您的申请正在审核中',
      ja_JP: '申請済みです：審査中です',
      ko_KR: '이미 제출되었습니다: 신청서를 심사 중입니다',
      th_TH: 'ส่งแล้ว: ใบสมัครของคุณอยู่ระหว่างการตรวจสอบ',
      es_ES: 'Ya enviada: su solicitud está en revisión',
      de_DE: 'Bereits eingereicht: Ihr Antrag wird geprüft',
      fr_FR: "Déjà envoyée : votre demande est en cours d'examen",
      id_ID: 'Sudah diajukan: permohonan Anda sedang ditinjau',
    },
  },
  /** The level has passed; there is nothing to apply for. */
  IDENTITY_ALREADY_VERIFIED: {
    code: 24002,
    http: 409,
    message: {
      en_US: 'Already verified at this level',
      zh_HK: '此等級已完成認證',
      zh_CN: '此等级已完成认证',
      ja_JP: 'このレベルは認証済みです',
      ko_KR: '이 등급은 이미 인증되었습니다',
      th_TH: 'ยืนยันตัวตนในระดับนี้แล้ว',
      es_ES: 'Ya verificado en este nivel',
      de_DE: 'Diese Stufe ist bereits verifiziert',
      fr_FR: 'Déjà vérifié à ce niveau',
      id_ID: 'Sudah terverifikasi di tingkat ini',
    },
  },
  /** A photo is absent, is not the caller's own upload, or was not uploaded as an identity document. */
  DOCUMENT_PHOTO_MISSING: {
    code: 24003,
    http: 400,
    message: {
      en_US: 'Document photo missing: upload every photo the form asks for',
      zh_HK: '缺少證件照片：請上傳表單要求的所有照片',
      zh_CN: '缺少证件照片：请上传表单要求的所有照片',
      ja_JP: '書類の写真がありません：フォームで求められたすべての写真をアップロードしてください',
      ko_KR: '서류 사진이 없습니다: 양식에서 요구하는 모든 사진을 업로드하세요',
      th_TH: 'ไม่มีรูปถ่ายเอกสาร: อัปโหลดรูปทั้งหมดที่แบบฟอร์มกำหนด',
      es_ES: 'Falta la foto del documento: suba todas las fotos que pide el formulario',
      de_DE: 'Dokumentfoto fehlt: Laden Sie jedes im Formular verlangte Foto hoch',
      fr_FR: 'Photo du document manquante : envoyez toutes les photos demandées par le formulaire',
      id_ID: 'Foto dokumen tidak ada: unggah semua foto yang diminta formulir',
    },
  },
  /** Notarised verification, business certification and credit loans need advanced passed. */
  ADVANCED_REQUIRED: {
    code: 24004,
    http: 403,
    message: {
      en_US: 'Advanced verification required',
      zh_HK: '需要完成高級認證',
      zh_CN: '需要完成高级认证',
      ja_JP: '上級認証が必要です',
      ko_KR: '고급 인증이 필요합니다',
      th_TH: 'ต้องยืนยันตัวตนขั้นสูง',
      es_ES: 'Se requiere la verificación avanzada',
      de_DE: 'Erweiterte Verifizierung erforderlich',
      fr_FR: 'Vérification avancée requise',
      id_ID: 'Verifikasi lanjutan diperlukan',
    },
  },
  /** Another account has this ID number under review or passed (compared by keyed hash). */
  ID_NUMBER_IN_USE: {
    code: 24005,
    http: 409,
    message: {
      en_US: 'This ID number is already used for verification by another account',
      zh_HK: '此證件號碼已被其他帳戶用於認證',
      zh_CN: '此证件号码已被其他账户用于认证',
      ja_JP: 'この身分証番号は別のアカウントの認証に使用されています',
      ko_KR: '이 신분증 번호는 이미 다른 계정의 인증에 사용되었습니다',
      th_TH: 'หมายเลขบัตรนี้ถูกใช้ยืนยันตัวตนโดยบัญชีอื่นแล้ว',
      es_ES: 'Este número de documento ya lo usa otra cuenta para verificarse',
      de_DE: 'Diese Ausweisnummer wird bereits von einem anderen Konto zur Verifizierung verwendet',
      fr_FR: "Ce numéro de pièce d'identité est déjà utilisé par un autre compte",
      id_ID: 'Nomor identitas ini sudah digunakan untuk verifikasi oleh akun lain',
    },
  },
  IDENTITY_NOT_FOUND: {
    code: 24006,
    http: 404,
    message: {
      en_US: 'Verification application not found',
      zh_HK: '找不到認證申請',
      zh_CN: '找不到认证申请',
      ja_JP: '認証申請が見つかりません',
      ko_KR: '인증 신청을 찾을 수 없습니다',
      th_TH: 'ไม่พบใบสมัครยืนยันตัวตน',
      es_ES: 'No se encontró la solicitud de verificación',
      de_DE: 'Verifizierungsantrag nicht gefunden',
      fr_FR: 'Demande de vérification introuvable',
      id_ID: 'Permohonan verifikasi tidak ditemukan',
    },
  },
  /** A decision on an application that another operator decided first, or that the user changed. */
  IDENTITY_NOT_REVIEWABLE: {
    code: 24007,
    http: 409,
    message: {
      en_US: 'This application is no longer waiting for review',
      zh_HK: '此申請已不在待審核狀態',
      zh_CN: '此申请已不在待审核状态',
      ja_JP: 'この申請はもう審査待ちではありません',
      ko_KR: '이 신청은 더 이상 심사 대기 중이 아닙니다',
      th_TH: 'ใบสมัครนี้ไม่ได้รอการตรวจสอบแล้ว',
      es_ES: 'Esta solicitud ya no está pendiente de revisión',
      de_DE: 'Dieser Antrag wartet nicht mehr auf Prüfung',
      fr_FR: "Cette demande n'attend plus d'examen",
      id_ID: 'Permohonan ini tidak lagi menunggu peninjauan',
    },
  },
  IDENTITY_NO_RESUBMIT: {
    code: 24008,
    http: 409,
    message: {
      en_US: 'No new photo was requested for this document',
      zh_HK: '此證件未被要求重新上傳',
      zh_CN: '此证件未被要求重新上传',
      ja_JP: 'この書類の再提出は求められていません',
      ko_KR: '이 서류의 재제출은 요청되지 않았습니다',
      th_TH: 'ไม่ได้ขอให้ส่งเอกสารนี้ใหม่',
      es_ES: 'No se pidió una nueva foto de este documento',
      de_DE: 'Für dieses Dokument wurde kein neues Foto angefordert',
      fr_FR: "Aucune nouvelle photo n'a été demandée pour ce document",
      id_ID: 'Foto baru untuk dokumen ini tidak diminta',
    },
  },
  /** Notarised and business decisions need two operators (maker-checker). */
  SECOND_APPROVAL_REQUIRED: {
    code: 24009,
    http: 403,
    message: {
      en_US: 'A second operator must give the final approval; you gave the first',
      zh_HK: '須由另一位操作員作最終審批，您已作首次審批',
      zh_CN: '须由另一位操作员作最终审批，您已作首次审批',
      ja_JP: '最終承認は別のオペレーターが行う必要があります（あなたは一次承認済み）',
      ko_KR: '최종 승인은 다른 운영자가 해야 합니다. 1차 승인은 귀하가 했습니다',
      th_TH: 'ต้องให้ผู้ดูแลอีกคนอนุมัติขั้นสุดท้าย คุณอนุมัติขั้นแรกแล้ว',
      es_ES: 'Otro operador debe dar la aprobación final; usted dio la primera',
      de_DE: 'Ein zweiter Operator muss endgültig zustimmen; Sie haben zuerst zugestimmt',
      fr_FR: "Un second opérateur doit donner l'approbation finale ; vous avez donné la première",
      id_ID: 'Operator lain harus memberi persetujuan akhir; Anda memberi yang pertama',
    },
  },
  BUSINESS_ALREADY_APPLIED: {
    code: 24010,
    http: 409,
    message: {
      en_US: 'You already have a business certification in progress or passed',
      zh_HK: '您已有進行中或已通過的商家認證',
      zh_CN: '您已有进行中或已通过的商家认证',
      ja_JP: '進行中または承認済みのビジネス認証があります',
      ko_KR: '진행 중이거나 통과된 비즈니스 인증이 이미 있습니다',
      th_TH: 'คุณมีการรับรองธุรกิจที่กำลังดำเนินการหรือผ่านแล้ว',
      es_ES: 'Ya tiene una certificación de empresa en curso o aprobada',
      de_DE: 'Sie haben bereits eine laufende oder bestandene Händlerzertifizierung',
      fr_FR: 'Vous avez déjà une certification marchand en cours ou validée',
      id_ID: 'Anda sudah memiliki sertifikasi bisnis yang sedang diproses atau lolos',
    },
  },
  BUSINESS_NOT_FOUND: {
    code: 24011,
    http: 404,
    message: {
      en_US: 'No business certification found',
      zh_HK: '找不到商家認證',
      zh_CN: '找不到商家认证',
      ja_JP: 'ビジネス認証が見つかりません',
      ko_KR: '비즈니스 인증을 찾을 수 없습니다',
      th_TH: 'ไม่พบการรับรองธุรกิจ',
      es_ES: 'No se encontró la certificación de empresa',
      de_DE: 'Keine Händlerzertifizierung gefunden',
      fr_FR: 'Aucune certification marchand trouvée',
      id_ID: 'Sertifikasi bisnis tidak ditemukan',
    },
  },
  BUSINESS_STATE: {
    code: 24012,
    http: 409,
    message: {
      en_US: 'The business certification cannot do this in its current state',
      zh_HK: '商家認證在目前狀態下無法執行此操作',
      zh_CN: '商家认证在当前状态下无法执行此操作',
      ja_JP: '現在の状態ではビジネス認証でこの操作はできません',
      ko_KR: '현재 상태에서는 비즈니스 인증으로 이 작업을 할 수 없습니다',
      th_TH: 'ไม่สามารถทำรายการนี้ได้ในสถานะปัจจุบันของการรับรองธุรกิจ',
      es_ES: 'La certificación de empresa no permite esto en su estado actual',
      de_DE: 'Die Händlerzertifizierung erlaubt dies im aktuellen Status nicht',
      fr_FR: 'La certification marchand ne permet pas cette action dans son état actuel',
      id_ID: 'Sertifikasi bisnis tidak dapat melakukan ini pada statusnya saat ini',
    },
  },
  /** The coin has no operator-set deposit amount, or it is switched off. */
  BUSINESS_DEPOSIT_COIN: {
    code: 24013,
    http: 400,
    message: {
      en_US: 'The security deposit cannot be paid in {coin}',
      zh_HK: '保證金不能以 {coin} 繳納',
      zh_CN: '保证金不能以 {coin} 缴纳',
      ja_JP: '保証金は {coin} では支払えません',
      ko_KR: '보증금은 {coin}(으)로 납부할 수 없습니다',
      th_TH: 'ไม่สามารถชำระเงินประกันด้วย {coin}',
      es_ES: 'El depósito de garantía no se puede pagar en {coin}',
      de_DE: 'Die Sicherheitsleistung kann nicht in {coin} gezahlt werden',
      fr_FR: 'Le dépôt de garantie ne peut pas être payé en {coin}',
      id_ID: 'Deposit jaminan tidak dapat dibayar dengan {coin}',
    },
  },
  BUSINESS_OPEN_ACTIVITY: {
    code: 24014,
    http: 409,
    message: {
      en_US: 'The deposit cannot be refunded while you have open ads, orders or appeals',
      zh_HK: '您仍有未完成的廣告、訂單或申訴，保證金無法退還',
      zh_CN: '您仍有未完成的广告、订单或申诉，保证金无法退还',
      ja_JP: '未完了の広告・注文・申し立てがあるため、保証金は返金できません',
      ko_KR: '진행 중인 광고, 주문 또는 이의 제기가 있어 보증금을 환불할 수 없습니다',
      th_TH: 'ไม่สามารถคืนเงินประกันได้ขณะที่คุณยังมีโฆษณา คำสั่งซื้อ หรือการอุทธรณ์ที่เปิดอยู่',
      es_ES:
        'No se puede reembolsar el depósito mientras tenga anuncios, órdenes o apelaciones abiertas',
      de_DE:
        'Die Sicherheitsleistung kann nicht erstattet werden, solange Sie offene Anzeigen, Aufträge oder Einsprüche haben',
      fr_FR:
        'Le dépôt ne peut pas être remboursé tant que vous avez des annonces, ordres ou appels en cours',
      id_ID:
        'Deposit tidak dapat dikembalikan selama Anda masih memiliki iklan, pesanan, atau banding yang terbuka',
    },
  },
  /** Console: each level's limit is at least the one below (null is unlimited). */
  VERIFICATION_LIMITS_INVALID: {
    code: 24015,
    http: 400,
    message: {
      en_US: 'Limits must not fall as the verification level rises',
      zh_HK: '限額不得隨認證等級提高而降低',
      zh_CN: '限额不得随认证等级提高而降低',
      ja_JP: '限度額は認証レベルが上がるにつれて下げられません',
      ko_KR: '한도는 인증 등급이 올라갈수록 낮아질 수 없습니다',
      th_TH: 'วงเงินต้องไม่ลดลงเมื่อระดับการยืนยันสูงขึ้น',
      es_ES: 'Los límites no pueden bajar al subir el nivel de verificación',
      de_DE: 'Limits dürfen mit steigender Verifizierungsstufe nicht sinken',
      fr_FR: 'Les limites ne peuvent pas baisser quand le niveau de vérification monte',
      id_ID: 'Batas tidak boleh turun saat tingkat verifikasi naik',
    },
  },
  /** A reviewer refused the level for good (reject with "final"); only an operator can reopen it. */
  IDENTITY_FINAL_REJECTION: {
    code: 24016,
    http: 403,
    message: {
      en_US: 'This verification was refused and cannot be resent. Please contact support',
      zh_HK: '此認證已被拒絕，無法重新提交。請聯絡客服',
      zh_CN: '此认证已被拒绝，无法重新提交。请联系客服',
      ja_JP: 'この認証は却下され、再申請できません。サポートにお問い合わせください',
      ko_KR: '이 인증은 거절되어 다시 제출할 수 없습니다. 고객지원에 문의하세요',
      th_TH: 'การยืนยันนี้ถูกปฏิเสธและไม่สามารถส่งใหม่ได้ โปรดติดต่อฝ่ายสนับสนุน',
      es_ES: 'Esta verificación fue rechazada y no se puede reenviar. Contacte con soporte',
      de_DE:
        'Diese Verifizierung wurde abgelehnt und kann nicht erneut gesendet werden. Bitte wenden Sie sich an den Support',
      fr_FR:
        "Cette vérification a été refusée et ne peut pas être renvoyée. Veuillez contacter l'assistance",
      id_ID: 'Verifikasi ini ditolak dan tidak dapat dikirim ulang. Silakan hubungi dukungan',
    },
  },
});
