import { defineErrors } from './define.js';

/**
 * Referral: invitations, the rebate programme and its claims: 28000-28499.
 * (Promotions, the sign-up bonus, activities and red packets take 28500-28999.)
 */
export const referralErrors = /* @__PURE__ */ defineErrors('referral', [28000, 28499], {
  /** The spec's "recommendation code wrong": no user has this invitation code. */
  REFERRAL_CODE_WRONG: {
    code: 28000,
    http: 400,
    message: {
      en_US: 'Recommendation code is wrong',
      zh_HK: '推薦碼錯誤',
      zh_CN: '推荐码错误',
      ja_JP: '紹介コードが正しくありません',
      ko_KR: '추천 코드가 올바르지 않습니다',
      th_TH: 'รหัสแนะนำไม่ถูกต้อง',
      es_ES: 'El código de recomendación es incorrecto',
      de_DE: 'Der Empfehlungscode ist falsch',
      fr_FR: 'Le code de parrainage est incorrect',
      id_ID: 'Kode rekomendasi salah',
    },
  },
  /** The spec's "referrer has no right": the code's owner may not refer (an operator's switch). */
  REFERRER_NO_RIGHT: {
    code: 28001,
    http: 403,
    message: {
      en_US: 'This referrer has no right to invite new users',
      zh_HK: '該推薦人沒有邀請權限',
      zh_CN: '该推荐人没有邀请权限',
      ja_JP: 'この紹介者には招待する権限がありません',
      ko_KR: '이 추천인은 초대 권한이 없습니다',
      th_TH: 'ผู้แนะนำนี้ไม่มีสิทธิ์เชิญผู้ใช้ใหม่',
      es_ES: 'Este referente no tiene derecho a invitar a nuevos usuarios',
      de_DE: 'Dieser Werber ist nicht berechtigt, neue Nutzer einzuladen',
      fr_FR: "Ce parrain n'a pas le droit d'inviter de nouveaux utilisateurs",
      id_ID: 'Perujuk ini tidak berhak mengundang pengguna baru',
    },
  },
  /** The spec: a direct-line relationship blocks changing the referrer. */
  REFERRER_LOCKED: {
    code: 28002,
    http: 400,
    message: {
      en_US: 'You already have a referrer: a direct-line relationship cannot be changed',
      zh_HK: '您已有推薦人：直屬關係不可更改',
      zh_CN: '您已有推荐人：直属关系不可更改',
      ja_JP: 'すでに紹介者がいます。直属の関係は変更できません',
      ko_KR: '이미 추천인이 있습니다. 직속 관계는 변경할 수 없습니다',
      th_TH: 'คุณมีผู้แนะนำแล้ว ไม่สามารถเปลี่ยนความสัมพันธ์สายตรงได้',
      es_ES: 'Ya tiene un referente: una relación directa no se puede cambiar',
      de_DE: 'Sie haben bereits einen Werber: Eine direkte Beziehung kann nicht geändert werden',
      fr_FR: 'Vous avez déjà un parrain : une relation directe ne peut pas être modifiée',
      id_ID: 'Anda sudah memiliki perujuk: hubungan langsung tidak dapat diubah',
    },
  },
  /** Nobody can refer themselves. */
  REFERRAL_SELF: {
    code: 28003,
    http: 400,
    message: {
      en_US: 'You cannot use your own invitation code',
      zh_HK: '不能使用自己的邀請碼',
      zh_CN: '不能使用自己的邀请码',
      ja_JP: '自分の招待コードは使用できません',
      ko_KR: '본인의 초대 코드는 사용할 수 없습니다',
      th_TH: 'คุณไม่สามารถใช้รหัสเชิญของตนเองได้',
      es_ES: 'No puede usar su propio código de invitación',
      de_DE: 'Sie können Ihren eigenen Einladungscode nicht verwenden',
      fr_FR: "Vous ne pouvez pas utiliser votre propre code d'invitation",
      id_ID: 'Anda tidak dapat menggunakan kode undangan Anda sendiri',
    },
  },
  /** Binding would make a user their own upline (the code's owner is in the caller's downline). */
  REFERRAL_CYCLE: {
    code: 28004,
    http: 400,
    message: {
      en_US: 'This code belongs to someone you invited',
      zh_HK: '此邀請碼屬於您邀請的用戶',
      zh_CN: '此邀请码属于您邀请的用户',
      ja_JP: 'このコードはあなたが招待したユーザーのものです',
      ko_KR: '이 코드는 회원님이 초대한 사용자의 코드입니다',
      th_TH: 'รหัสนี้เป็นของผู้ที่คุณเชิญ',
      es_ES: 'Este código pertenece a alguien que usted invitó',
      de_DE: 'Dieser Code gehört jemandem, den Sie eingeladen haben',
      fr_FR: "Ce code appartient à quelqu'un que vous avez invité",
      id_ID: 'Kode ini milik seseorang yang Anda undang',
    },
  },
  /** A referrer may be added after registration only within the programme's window. */
  REFERRAL_BIND_CLOSED: {
    code: 28005,
    http: 400,
    message: {
      en_US: 'An invitation code can be added only within {days} days of registering',
      zh_HK: '僅可在註冊後 {days} 天內補填邀請碼',
      zh_CN: '仅可在注册后 {days} 天内补填邀请码',
      ja_JP: '招待コードは登録後 {days} 日以内にのみ追加できます',
      ko_KR: '초대 코드는 가입 후 {days}일 이내에만 추가할 수 있습니다',
      th_TH: 'เพิ่มรหัสเชิญได้ภายใน {days} วันหลังลงทะเบียนเท่านั้น',
      es_ES:
        'Solo se puede añadir un código de invitación en los {days} días posteriores al registro',
      de_DE:
        'Ein Einladungscode kann nur innerhalb von {days} Tagen nach der Registrierung hinzugefügt werden',
      fr_FR:
        "Un code d'invitation ne peut être ajouté que dans les {days} jours suivant l'inscription",
      id_ID: 'Kode undangan hanya dapat ditambahkan dalam {days} hari setelah mendaftar',
    },
  },
  /** The spec: rebates can be claimed once a day. */
  REFERRAL_CLAIM_TOO_SOON: {
    code: 28006,
    http: 400,
    message: {
      en_US: 'Rebates can be claimed once a day; the next claim opens at {next}',
      zh_HK: '返佣每天只能領取一次；下次可於 {next} 領取',
      zh_CN: '返佣每天只能领取一次；下次可于 {next} 领取',
      ja_JP: 'リベートの受け取りは1日1回です。次回は {next} から受け取れます',
      ko_KR: '리베이트는 하루에 한 번 받을 수 있습니다. 다음 수령은 {next}부터입니다',
      th_TH: 'รับเงินคืนได้วันละครั้ง ครั้งถัดไปเปิดเวลา {next}',
      es_ES:
        'Las comisiones se pueden cobrar una vez al día; el próximo cobro se abre a las {next}',
      de_DE:
        'Provisionen können einmal am Tag abgeholt werden; die nächste Abholung ist ab {next} möglich',
      fr_FR:
        'Les commissions se réclament une fois par jour ; la prochaine réclamation ouvre à {next}',
      id_ID: 'Rabat dapat diklaim sekali sehari; klaim berikutnya dibuka pada {next}',
    },
  },
  /** No vested rebate is waiting to be claimed. */
  REFERRAL_NOTHING_TO_CLAIM: {
    code: 28007,
    http: 400,
    message: {
      en_US: 'There is no rebate to claim yet',
      zh_HK: '暫無可領取的返佣',
      zh_CN: '暂无可领取的返佣',
      ja_JP: '受け取れるリベートはまだありません',
      ko_KR: '아직 받을 리베이트가 없습니다',
      th_TH: 'ยังไม่มีเงินคืนให้รับ',
      es_ES: 'Todavía no hay comisiones para cobrar',
      de_DE: 'Es gibt noch keine Provision zum Abholen',
      fr_FR: "Il n'y a pas encore de commission à réclamer",
      id_ID: 'Belum ada rabat untuk diklaim',
    },
  },
  /** Deposit-based rebates and more than two levels match the legal tests for pyramid schemes: refused unless the compliance switch is on. */
  REFERRAL_COMPLIANCE_REQUIRED: {
    code: 28008,
    http: 400,
    message: {
      en_US:
        'Deposit-based rebates and more than two levels need the compliance switch turned on with a recorded reason',
      zh_HK: '按充值返佣及超過兩級返佣需先開啟合規開關並記錄原因',
      zh_CN: '按充值返佣及超过两级返佣需先开启合规开关并记录原因',
      ja_JP:
        '入金ベースのリベートと3階層以上には、理由を記録してコンプライアンススイッチをオンにする必要があります',
      ko_KR: '입금 기준 리베이트와 2단계 초과는 사유를 기록하고 컴플라이언스 스위치를 켜야 합니다',
      th_TH: 'เงินคืนจากการฝากและมากกว่าสองระดับต้องเปิดสวิตช์การปฏิบัติตามกฎพร้อมบันทึกเหตุผล',
      es_ES:
        'Las comisiones por depósitos y más de dos niveles requieren activar el interruptor de cumplimiento con un motivo registrado',
      de_DE:
        'Einzahlungsbasierte Provisionen und mehr als zwei Ebenen erfordern den Compliance-Schalter mit protokollierter Begründung',
      fr_FR:
        "Les commissions sur dépôts et plus de deux niveaux exigent d'activer l'interrupteur de conformité avec un motif enregistré",
      id_ID:
        'Rabat berbasis deposit dan lebih dari dua tingkat memerlukan sakelar kepatuhan diaktifkan dengan alasan tercatat',
    },
  },
  /** The compliance switch cannot be turned off while the programme uses what it allows. */
  REFERRAL_COMPLIANCE_IN_USE: {
    code: 28009,
    http: 400,
    message: {
      en_US:
        'Turn off deposit-based rebates and reduce the programme to two levels before turning the compliance switch off',
      zh_HK: '關閉合規開關前，請先停用按充值返佣並將層級減至兩級',
      zh_CN: '关闭合规开关前，请先停用按充值返佣并将层级减至两级',
      ja_JP:
        'コンプライアンススイッチをオフにする前に、入金ベースのリベートを停止し2階層以下にしてください',
      ko_KR: '컴플라이언스 스위치를 끄기 전에 입금 기준 리베이트를 끄고 2단계 이하로 줄이세요',
      th_TH: 'ปิดเงินคืนจากการฝากและลดเหลือสองระดับก่อนปิดสวิตช์การปฏิบัติตามกฎ',
      es_ES:
        'Desactive las comisiones por depósitos y reduzca el programa a dos niveles antes de apagar el interruptor de cumplimiento',
      de_DE:
        'Schalten Sie einzahlungsbasierte Provisionen ab und reduzieren Sie auf zwei Ebenen, bevor Sie den Compliance-Schalter ausschalten',
      fr_FR:
        "Désactivez les commissions sur dépôts et réduisez le programme à deux niveaux avant de couper l'interrupteur de conformité",
      id_ID:
        'Matikan rabat berbasis deposit dan kurangi program menjadi dua tingkat sebelum mematikan sakelar kepatuhan',
    },
  },
  /** A programme setting is out of range: a rate list longer than the levels, rates above 100 %, tiers without names. */
  REFERRAL_SETTINGS_INVALID: {
    code: 28010,
    http: 400,
    message: {
      en_US: 'The programme settings are not valid: {detail}',
      zh_HK: '推廣計劃設定無效：{detail}',
      zh_CN: '推广计划设置无效：{detail}',
      ja_JP: 'プログラム設定が無効です：{detail}',
      ko_KR: '프로그램 설정이 올바르지 않습니다: {detail}',
      th_TH: 'การตั้งค่าโปรแกรมไม่ถูกต้อง: {detail}',
      es_ES: 'La configuración del programa no es válida: {detail}',
      de_DE: 'Die Programmeinstellungen sind ungültig: {detail}',
      fr_FR: 'Les paramètres du programme ne sont pas valides : {detail}',
      id_ID: 'Pengaturan program tidak valid: {detail}',
    },
  },
  /** The settings changed since the operator read them. */
  REFERRAL_STALE: {
    code: 28011,
    http: 409,
    message: {
      en_US: 'Someone changed the programme settings meanwhile; reload and try again',
      zh_HK: '推廣計劃設定已被他人修改，請重新載入後再試',
      zh_CN: '推广计划设置已被他人修改，请刷新后重试',
      ja_JP: 'その間に他の人がプログラム設定を変更しました。再読み込みしてもう一度お試しください',
      ko_KR: '그사이 다른 사람이 프로그램 설정을 변경했습니다. 새로고침 후 다시 시도하세요',
      th_TH: 'มีผู้อื่นเปลี่ยนการตั้งค่าโปรแกรมระหว่างนี้ โปรดโหลดใหม่แล้วลองอีกครั้ง',
      es_ES:
        'Alguien cambió la configuración del programa mientras tanto; recargue e inténtelo de nuevo',
      de_DE:
        'Jemand hat die Programmeinstellungen inzwischen geändert; neu laden und erneut versuchen',
      fr_FR: "Quelqu'un a modifié les paramètres du programme entre-temps ; rechargez et réessayez",
      id_ID: 'Seseorang mengubah pengaturan program sementara itu; muat ulang dan coba lagi',
    },
  },
});
