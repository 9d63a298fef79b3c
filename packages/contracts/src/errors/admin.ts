import { defineErrors } from './define.js';

/**
 * The operator console: 18000-18999. Console sessions are not user
 * sessions, so none of these is a log-in-again code of the user clients.
 */
export const adminErrors = /* @__PURE__ */ defineErrors('admin', [18000, 18999], {
  /** Wrong name, password or code; locked for a while after repeated failures. */
  OPERATOR_LOGIN_FAILED: {
    code: 18000,
    http: 401,
    message: {
      en_US: 'Wrong operator name, password or authenticator code',
      zh_HK: '操作員名稱、密碼或驗證碼錯誤',
      zh_CN: '操作员名称、密码或验证码错误',
      ja_JP: 'オペレーター名、パスワード、または認証コードが正しくありません',
      ko_KR: '운영자 이름, 비밀번호 또는 인증 코드가 올바르지 않습니다',
      th_TH: 'ชื่อผู้ดูแล รหัสผ่าน หรือรหัสยืนยันตัวตนไม่ถูกต้อง',
      es_ES: 'Nombre de operador, contraseña o código del autenticador incorrectos',
      de_DE: 'Operatorname, Passwort oder Authenticator-Code falsch',
      fr_FR: "Nom d'opérateur, mot de passe ou code d'authentification incorrect",
      id_ID: 'Nama operator, kata sandi, atau kode autentikator salah',
    },
  },
  /** Repeated failed sign-ins lock the operator name. */
  OPERATOR_LOCKED: {
    code: 18001,
    http: 429,
    message: {
      en_US: 'Too many failed sign-ins; try again in {minutes} minutes',
      zh_HK: '登入失敗次數過多，請於 {minutes} 分鐘後再試',
      zh_CN: '登录失败次数过多，请在 {minutes} 分钟后重试',
      ja_JP: 'サインインの失敗が多すぎます。{minutes} 分後に再試行してください',
      ko_KR: '로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
      th_TH: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดลองใหม่ในอีก {minutes} นาที',
      es_ES: 'Demasiados intentos fallidos; inténtelo de nuevo en {minutes} minutos',
      de_DE: 'Zu viele Fehlversuche; in {minutes} Minuten erneut versuchen',
      fr_FR: "Trop d'échecs de connexion ; réessayez dans {minutes} minutes",
      id_ID: 'Terlalu banyak percobaan gagal; coba lagi dalam {minutes} menit',
    },
  },
  /** No operator token, an unknown or revoked one, or a user token (never accepted here). */
  OPERATOR_SESSION_INVALID: {
    code: 18002,
    http: 401,
    message: {
      en_US: 'Operator session missing or expired; sign in to the console again',
      zh_HK: '操作員登入已失效，請重新登入控制台',
      zh_CN: '操作员登录已失效，请重新登录控制台',
      ja_JP: 'オペレーターのセッションが無効です。コンソールに再度サインインしてください',
      ko_KR: '운영자 세션이 없거나 만료되었습니다. 콘솔에 다시 로그인하세요',
      th_TH: 'เซสชันผู้ดูแลไม่มีหรือหมดอายุ โปรดเข้าสู่ระบบคอนโซลอีกครั้ง',
      es_ES: 'Sesión de operador ausente o caducada; vuelva a iniciar sesión en la consola',
      de_DE: 'Operator-Sitzung fehlt oder ist abgelaufen; bitte erneut an der Konsole anmelden',
      fr_FR: 'Session opérateur absente ou expirée ; reconnectez-vous à la console',
      id_ID: 'Sesi operator tidak ada atau kedaluwarsa; masuk lagi ke konsol',
    },
  },
  /** The operator lacks the permission the route needs. */
  PERMISSION_DENIED: {
    code: 18003,
    http: 403,
    message: {
      en_US: 'Your role does not allow this ({permission})',
      zh_HK: '您的角色無權執行此操作（{permission}）',
      zh_CN: '您的角色无权执行此操作（{permission}）',
      ja_JP: 'あなたのロールではこの操作はできません（{permission}）',
      ko_KR: '역할에 이 작업 권한이 없습니다 ({permission})',
      th_TH: 'บทบาทของคุณไม่มีสิทธิ์ทำสิ่งนี้ ({permission})',
      es_ES: 'Su rol no permite esta acción ({permission})',
      de_DE: 'Ihre Rolle erlaubt dies nicht ({permission})',
      fr_FR: 'Votre rôle ne permet pas cette action ({permission})',
      id_ID: 'Peran Anda tidak mengizinkan ini ({permission})',
    },
  },
  /** The spec's 'role names must be unique'. */
  ROLE_NAME_TAKEN: {
    code: 18004,
    http: 409,
    message: {
      en_US: 'A role with this name already exists',
      zh_HK: '角色名稱已存在',
      zh_CN: '角色名称已存在',
      ja_JP: 'この名前のロールは既に存在します',
      ko_KR: '같은 이름의 역할이 이미 있습니다',
      th_TH: 'มีบทบาทชื่อนี้อยู่แล้ว',
      es_ES: 'Ya existe un rol con este nombre',
      de_DE: 'Eine Rolle mit diesem Namen existiert bereits',
      fr_FR: 'Un rôle portant ce nom existe déjà',
      id_ID: 'Peran dengan nama ini sudah ada',
    },
  },
  /** The spec's 'a role tied to users cannot be deleted'. */
  ROLE_IN_USE: {
    code: 18005,
    http: 409,
    message: {
      en_US: 'This role is assigned to operators and cannot be deleted',
      zh_HK: '此角色已分配給操作員，無法刪除',
      zh_CN: '该角色已分配给操作员，无法删除',
      ja_JP: 'このロールはオペレーターに割り当てられているため削除できません',
      ko_KR: '운영자에게 할당된 역할은 삭제할 수 없습니다',
      th_TH: 'บทบาทนี้ถูกกำหนดให้ผู้ดูแลแล้ว จึงลบไม่ได้',
      es_ES: 'Este rol está asignado a operadores y no se puede eliminar',
      de_DE: 'Diese Rolle ist Operatoren zugewiesen und kann nicht gelöscht werden',
      fr_FR: 'Ce rôle est attribué à des opérateurs et ne peut pas être supprimé',
      id_ID: 'Peran ini diberikan kepada operator dan tidak dapat dihapus',
    },
  },
  ROLE_NOT_FOUND: {
    code: 18006,
    http: 404,
    message: {
      en_US: 'Role not found',
      zh_HK: '找不到角色',
      zh_CN: '找不到角色',
      ja_JP: 'ロールが見つかりません',
      ko_KR: '역할을 찾을 수 없습니다',
      th_TH: 'ไม่พบบทบาท',
      es_ES: 'Rol no encontrado',
      de_DE: 'Rolle nicht gefunden',
      fr_FR: 'Rôle introuvable',
      id_ID: 'Peran tidak ditemukan',
    },
  },
  OPERATOR_NAME_TAKEN: {
    code: 18007,
    http: 409,
    message: {
      en_US: 'An operator with this name already exists',
      zh_HK: '操作員名稱已存在',
      zh_CN: '操作员名称已存在',
      ja_JP: 'この名前のオペレーターは既に存在します',
      ko_KR: '같은 이름의 운영자가 이미 있습니다',
      th_TH: 'มีผู้ดูแลชื่อนี้อยู่แล้ว',
      es_ES: 'Ya existe un operador con este nombre',
      de_DE: 'Ein Operator mit diesem Namen existiert bereits',
      fr_FR: 'Un opérateur portant ce nom existe déjà',
      id_ID: 'Operator dengan nama ini sudah ada',
    },
  },
  OPERATOR_NAME_FORMAT: {
    code: 18008,
    http: 400,
    message: {
      en_US: 'Operator names are 3-40 letters, digits, dots, dashes or underscores',
      zh_HK: '操作員名稱須為 3-40 個字母、數字、點、連字號或底線',
      zh_CN: '操作员名称须为 3-40 个字母、数字、点、连字符或下划线',
      ja_JP: 'オペレーター名は英数字・ドット・ハイフン・アンダースコアで 3〜40 文字です',
      ko_KR: '운영자 이름은 영문, 숫자, 점, 하이픈, 밑줄 3~40자입니다',
      th_TH: 'ชื่อผู้ดูแลต้องเป็นตัวอักษร ตัวเลข จุด ขีด หรือขีดล่าง 3-40 ตัว',
      es_ES: 'Los nombres de operador tienen 3-40 letras, dígitos, puntos, guiones o guiones bajos',
      de_DE: 'Operatornamen haben 3-40 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche',
      fr_FR: "Les noms d'opérateur comptent 3 à 40 lettres, chiffres, points, tirets ou tirets bas",
      id_ID: 'Nama operator 3-40 huruf, angka, titik, tanda hubung, atau garis bawah',
    },
  },
  OPERATOR_NOT_FOUND: {
    code: 18009,
    http: 404,
    message: {
      en_US: 'Operator not found',
      zh_HK: '找不到操作員',
      zh_CN: '找不到操作员',
      ja_JP: 'オペレーターが見つかりません',
      ko_KR: '운영자를 찾을 수 없습니다',
      th_TH: 'ไม่พบผู้ดูแล',
      es_ES: 'Operador no encontrado',
      de_DE: 'Operator nicht gefunden',
      fr_FR: 'Opérateur introuvable',
      id_ID: 'Operator tidak ditemukan',
    },
  },
  /** No operator can lift or lock themselves out. */
  OPERATOR_SELF_CHANGE: {
    code: 18010,
    http: 400,
    message: {
      en_US: 'You cannot change your own role or status',
      zh_HK: '不能更改自己的角色或狀態',
      zh_CN: '不能更改自己的角色或状态',
      ja_JP: '自分のロールや状態は変更できません',
      ko_KR: '자신의 역할이나 상태는 변경할 수 없습니다',
      th_TH: 'ไม่สามารถเปลี่ยนบทบาทหรือสถานะของตนเองได้',
      es_ES: 'No puede cambiar su propio rol o estado',
      de_DE: 'Sie können Ihre eigene Rolle oder Ihren Status nicht ändern',
      fr_FR: 'Vous ne pouvez pas modifier votre propre rôle ou statut',
      id_ID: 'Anda tidak dapat mengubah peran atau status Anda sendiri',
    },
  },
  MAKER_CHECKER_SAME_OPERATOR: {
    code: 18011,
    http: 403,
    message: {
      en_US: 'A second operator must approve this; you created it',
      zh_HK: '須由另一位操作員審批，您是建立者',
      zh_CN: '须由另一位操作员审批，您是创建者',
      ja_JP: '作成者以外のオペレーターが承認する必要があります',
      ko_KR: '작성자가 아닌 다른 운영자가 승인해야 합니다',
      th_TH: 'ต้องให้ผู้ดูแลอีกคนอนุมัติ เนื่องจากคุณเป็นผู้สร้าง',
      es_ES: 'Debe aprobarlo otro operador; usted lo creó',
      de_DE: 'Ein zweiter Operator muss zustimmen; Sie haben es erstellt',
      fr_FR: 'Un second opérateur doit approuver ; vous en êtes le créateur',
      id_ID: 'Operator lain harus menyetujui; Anda yang membuatnya',
    },
  },
  ADJUSTMENT_NOT_PENDING: {
    code: 18012,
    http: 409,
    message: {
      en_US: 'This adjustment has already been decided',
      zh_HK: '此調整已處理',
      zh_CN: '此调整已处理',
      ja_JP: 'この調整は既に処理済みです',
      ko_KR: '이 조정은 이미 처리되었습니다',
      th_TH: 'รายการปรับปรุงนี้ได้รับการตัดสินแล้ว',
      es_ES: 'Este ajuste ya se decidió',
      de_DE: 'Diese Korrektur wurde bereits entschieden',
      fr_FR: 'Cet ajustement a déjà été traité',
      id_ID: 'Penyesuaian ini sudah diputuskan',
    },
  },
  ADJUSTMENT_NOT_FOUND: {
    code: 18013,
    http: 404,
    message: {
      en_US: 'Adjustment not found',
      zh_HK: '找不到調整',
      zh_CN: '找不到调整',
      ja_JP: '調整が見つかりません',
      ko_KR: '조정을 찾을 수 없습니다',
      th_TH: 'ไม่พบรายการปรับปรุง',
      es_ES: 'Ajuste no encontrado',
      de_DE: 'Korrektur nicht gefunden',
      fr_FR: 'Ajustement introuvable',
      id_ID: 'Penyesuaian tidak ditemukan',
    },
  },
  /** The spec's 'correction would leave a negative balance'. */
  CORRECTION_NEGATIVE_BALANCE: {
    code: 18014,
    http: 400,
    message: {
      en_US: 'This correction would leave a negative balance',
      zh_HK: '此更正會導致餘額為負',
      zh_CN: '此更正会导致余额为负',
      ja_JP: 'この訂正により残高がマイナスになります',
      ko_KR: '이 정정으로 잔액이 음수가 됩니다',
      th_TH: 'การแก้ไขนี้จะทำให้ยอดคงเหลือติดลบ',
      es_ES: 'Esta corrección dejaría un saldo negativo',
      de_DE: 'Diese Korrektur würde einen negativen Saldo ergeben',
      fr_FR: 'Cette correction laisserait un solde négatif',
      id_ID: 'Koreksi ini akan membuat saldo negatif',
    },
  },
  WITHDRAWAL_NOT_REVIEWABLE: {
    code: 18015,
    http: 409,
    message: {
      en_US: 'This withdrawal is not waiting for review',
      zh_HK: '此提幣不在待審核狀態',
      zh_CN: '此提币不在待审核状态',
      ja_JP: 'この出金は審査待ちではありません',
      ko_KR: '이 출금은 검토 대기 중이 아닙니다',
      th_TH: 'การถอนนี้ไม่ได้รอการตรวจสอบ',
      es_ES: 'Este retiro no está pendiente de revisión',
      de_DE: 'Diese Auszahlung wartet nicht auf Prüfung',
      fr_FR: "Ce retrait n'est pas en attente d'examen",
      id_ID: 'Penarikan ini tidak menunggu peninjauan',
    },
  },
  RESET_NOT_PENDING: {
    code: 18016,
    http: 409,
    message: {
      en_US: 'This reset request has already been reviewed',
      zh_HK: '此重置申請已審核',
      zh_CN: '此重置申请已审核',
      ja_JP: 'このリセット申請は審査済みです',
      ko_KR: '이 재설정 요청은 이미 검토되었습니다',
      th_TH: 'คำขอรีเซ็ตนี้ได้รับการตรวจสอบแล้ว',
      es_ES: 'Esta solicitud de restablecimiento ya se revisó',
      de_DE: 'Diese Rücksetzanfrage wurde bereits geprüft',
      fr_FR: 'Cette demande de réinitialisation a déjà été examinée',
      id_ID: 'Permintaan atur ulang ini sudah ditinjau',
    },
  },
  /** Approving would clear the account's only sign-in name. */
  RESET_SOLE_IDENTITY: {
    code: 18017,
    http: 409,
    message: {
      en_US:
        "This is the account's only sign-in name; ask the user to add another before resetting it",
      zh_HK: '這是該帳戶唯一的登入名稱，請先讓用戶綁定其他方式再重置',
      zh_CN: '这是该账户唯一的登录名，请先让用户绑定其他方式再重置',
      ja_JP:
        'これはアカウント唯一のサインイン名です。リセット前に別の方法を追加してもらってください',
      ko_KR: '계정의 유일한 로그인 이름입니다. 재설정 전에 다른 방법을 추가하도록 안내하세요',
      th_TH: 'นี่คือชื่อเข้าสู่ระบบเดียวของบัญชี โปรดให้ผู้ใช้เพิ่มช่องทางอื่นก่อนรีเซ็ต',
      es_ES:
        'Es el único nombre de acceso de la cuenta; pida al usuario que añada otro antes de restablecerlo',
      de_DE:
        'Dies ist der einzige Anmeldename des Kontos; der Nutzer muss vorher einen weiteren hinzufügen',
      fr_FR:
        "C'est le seul identifiant de connexion du compte ; demandez à l'utilisateur d'en ajouter un autre",
      id_ID:
        'Ini satu-satunya nama masuk akun; minta pengguna menambah yang lain sebelum diatur ulang',
    },
  },
  /** Maintenance tiers that break the risk rules (see `risk.defineContract`). */
  RISK_TIERS_INVALID: {
    code: 18018,
    http: 400,
    message: {
      en_US:
        'Risk tiers must rise in notional and maintenance rate, lower or keep the leverage cap, and keep maintenance rate x leverage below 1',
      zh_HK:
        '風險檔位的名義價值與維持保證金率須遞增，槓桿上限須遞減或不變，且維持保證金率乘以槓桿須小於 1',
      zh_CN:
        '风险档位的名义价值与维持保证金率须递增，杠杆上限须递减或不变，且维持保证金率乘以杠杆须小于 1',
      ja_JP:
        'リスク段階は想定元本と維持証拠金率が増加し、レバレッジ上限は減少または同じで、維持証拠金率×レバレッジは 1 未満である必要があります',
      ko_KR:
        '위험 등급은 명목가치와 유지증거금률이 증가하고, 레버리지 한도는 줄거나 같아야 하며, 유지증거금률×레버리지는 1 미만이어야 합니다',
      th_TH:
        'ระดับความเสี่ยงต้องมีมูลค่าตามสัญญาและอัตรามาร์จิ้นรักษาสถานะเพิ่มขึ้น เพดานเลเวอเรจลดลงหรือคงเดิม และอัตรามาร์จิ้นรักษาสถานะคูณเลเวอเรจต้องน้อยกว่า 1',
      es_ES:
        'Los tramos de riesgo deben subir en nocional y margen de mantenimiento, bajar o mantener el apalancamiento máximo, y el margen por el apalancamiento debe ser menor que 1',
      de_DE:
        'Risikostufen müssen im Nominalwert und in der Erhaltungsmarge steigen, den Hebel höchstens beibehalten, und Erhaltungsmarge mal Hebel muss unter 1 bleiben',
      fr_FR:
        "Les paliers de risque doivent croître en notionnel et en marge de maintien, garder ou réduire l'effet de levier maximal, et marge de maintien x levier doit rester sous 1",
      id_ID:
        'Tingkat risiko harus naik dalam nilai nosional dan tingkat margin pemeliharaan, batas leverage turun atau tetap, dan margin pemeliharaan x leverage harus di bawah 1',
    },
  },
  /** A setting that belongs to the other product (funding interval on a delivery series, settlement window on a perpetual). */
  SETTING_NOT_APPLICABLE: {
    code: 18019,
    http: 400,
    message: {
      en_US: '{field} does not apply to this contract',
      zh_HK: '{field} 不適用於此合約',
      zh_CN: '{field} 不适用于此合约',
      ja_JP: '{field} はこの契約には適用されません',
      ko_KR: '{field}은(는) 이 계약에 적용되지 않습니다',
      th_TH: '{field} ใช้กับสัญญานี้ไม่ได้',
      es_ES: '{field} no se aplica a este contrato',
      de_DE: '{field} gilt nicht für diesen Kontrakt',
      fr_FR: '{field} ne s’applique pas à ce contrat',
      id_ID: '{field} tidak berlaku untuk kontrak ini',
    },
  },
  /** Listing a market or delivery series whose symbol is already listed. */
  MARKET_ALREADY_LISTED: {
    code: 18020,
    http: 409,
    message: {
      en_US: '{symbol} is already listed',
      zh_HK: '{symbol} 已上架',
      zh_CN: '{symbol} 已上架',
      ja_JP: '{symbol} はすでに上場しています',
      ko_KR: '{symbol}은(는) 이미 상장되어 있습니다',
      th_TH: '{symbol} จดทะเบียนอยู่แล้ว',
      es_ES: '{symbol} ya está listado',
      de_DE: '{symbol} ist bereits gelistet',
      fr_FR: '{symbol} est déjà coté',
      id_ID: '{symbol} sudah terdaftar',
    },
  },
  /** A withdrawal worth more than the review threshold (or without a price) is approved only with the operator's code. */
  WITHDRAWAL_APPROVAL_NEEDS_CODE: {
    code: 18021,
    http: 403,
    message: {
      en_US: 'Approving this withdrawal needs your authenticator code',
      zh_HK: '審核通過此提幣需要您的身份驗證器驗證碼',
      zh_CN: '审核通过此提币需要您的身份验证器验证码',
      ja_JP: 'この出金を承認するには認証アプリのコードが必要です',
      ko_KR: '이 출금을 승인하려면 인증 앱 코드가 필요합니다',
      th_TH: 'การอนุมัติการถอนนี้ต้องใช้รหัสจากแอปยืนยันตัวตนของคุณ',
      es_ES: 'Para aprobar este retiro se necesita su código del autenticador',
      de_DE: 'Diese Auszahlung kann nur mit Ihrem Authenticator-Code genehmigt werden',
      fr_FR: "L'approbation de ce retrait nécessite votre code d'authentification",
      id_ID: 'Menyetujui penarikan ini memerlukan kode autentikator Anda',
    },
  },
  /** Wrong, already used or malformed; counted toward the operator's lock like a failed sign-in. */
  WITHDRAWAL_APPROVAL_CODE_WRONG: {
    code: 18022,
    http: 403,
    message: {
      en_US: 'Wrong or already used authenticator code; wait for a new code and try again',
      zh_HK: '驗證碼錯誤或已使用，請等待新的驗證碼後重試',
      zh_CN: '验证码错误或已使用，请等待新的验证码后重试',
      ja_JP: '認証コードが正しくないか使用済みです。新しいコードを待って再試行してください',
      ko_KR: '인증 코드가 틀렸거나 이미 사용되었습니다. 새 코드를 기다렸다가 다시 시도하세요',
      th_TH: 'รหัสยืนยันตัวตนไม่ถูกต้องหรือถูกใช้แล้ว โปรดรอรหัสใหม่แล้วลองอีกครั้ง',
      es_ES:
        'Código del autenticador incorrecto o ya usado; espere un código nuevo e inténtelo de nuevo',
      de_DE:
        'Authenticator-Code falsch oder bereits verwendet; auf einen neuen Code warten und erneut versuchen',
      fr_FR:
        "Code d'authentification incorrect ou déjà utilisé ; attendez un nouveau code et réessayez",
      id_ID: 'Kode autentikator salah atau sudah dipakai; tunggu kode baru lalu coba lagi',
    },
  },
});
