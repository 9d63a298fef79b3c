import { defineErrors } from './define.js';

/** Lending: pledge (collateral) loans, flexible savings and credit loans: 26000-26999. */
export const lendingErrors = /* @__PURE__ */ defineErrors('lending', [26000, 26999], {
  /**
   * The spec's "Pledge ratio too high": the amount asked would put the loan above the
   * pair's initial pledge ratio (borrowable = collateral value × initial ratio).
   */
  LOAN_PLEDGE_RATIO_TOO_HIGH: {
    code: 26000,
    http: 400,
    message: {
      en_US: 'Pledge ratio too high: pledge more collateral or borrow less',
      zh_HK: '質押率過高：請增加質押或減少借幣數量',
      zh_CN: '质押率过高：请增加质押或减少借币数量',
      ja_JP: '担保率が高すぎます：担保を追加するか、借入額を減らしてください',
      ko_KR: '담보율이 너무 높습니다: 담보를 추가하거나 대출 금액을 줄여 주세요',
      th_TH: 'อัตราหลักประกันสูงเกินไป: โปรดเพิ่มหลักประกันหรือลดจำนวนที่กู้',
      es_ES: 'Ratio de garantía demasiado alto: aporte más garantía o pida menos prestado',
      de_DE: 'Beleihungsquote zu hoch: hinterlegen Sie mehr Sicherheiten oder leihen Sie weniger',
      fr_FR: 'Ratio de garantie trop élevé : déposez plus de garantie ou empruntez moins',
      id_ID: 'Rasio jaminan terlalu tinggi: tambahkan jaminan atau kurangi jumlah pinjaman',
    },
  },
  /** The spec's "Below the minimum loan amount": less than the pair's minimum loan. */
  LOAN_BELOW_MINIMUM: {
    code: 26001,
    http: 400,
    message: {
      en_US: 'The minimum loan is {min} {coin}',
      zh_HK: '最低借幣數量為 {min} {coin}',
      zh_CN: '最低借币数量为 {min} {coin}',
      ja_JP: '最低借入額は {min} {coin} です',
      ko_KR: '최소 대출 금액은 {min} {coin}입니다',
      th_TH: 'จำนวนกู้ขั้นต่ำคือ {min} {coin}',
      es_ES: 'El préstamo mínimo es de {min} {coin}',
      de_DE: 'Der Mindestkreditbetrag beträgt {min} {coin}',
      fr_FR: 'Le prêt minimum est de {min} {coin}',
      id_ID: 'Pinjaman minimum adalah {min} {coin}',
    },
  },
  /** The collateral and loan coin pair is not offered: unknown, or switched off by operators. */
  LOAN_PAIR_NOT_FOUND: {
    code: 26002,
    http: 404,
    message: {
      en_US: 'This collateral and loan coin pair is not available',
      zh_HK: '暫不支援此質押幣種與借幣幣種組合',
      zh_CN: '暂不支持此质押币种与借币币种组合',
      ja_JP: 'この担保通貨と借入通貨の組み合わせは利用できません',
      ko_KR: '이 담보 코인과 대출 코인 조합은 이용할 수 없습니다',
      th_TH: 'ไม่มีบริการสำหรับคู่เหรียญหลักประกันและเหรียญที่กู้นี้',
      es_ES: 'Este par de moneda de garantía y moneda de préstamo no está disponible',
      de_DE: 'Diese Kombination aus Sicherheiten-Coin und Kredit-Coin ist nicht verfügbar',
      fr_FR:
        "Cette paire de cryptomonnaie en garantie et de cryptomonnaie empruntée n'est pas disponible",
      id_ID: 'Pasangan koin jaminan dan koin pinjaman ini tidak tersedia',
    },
  },
  /** The chosen term (in days) is not one the pair offers. */
  LOAN_TERM_INVALID: {
    code: 26003,
    http: 400,
    message: {
      en_US: 'This loan term is not offered for this pair',
      zh_HK: '此組合不支援所選借款期限',
      zh_CN: '此组合不支持所选借款期限',
      ja_JP: 'この組み合わせでは選択した借入期間を利用できません',
      ko_KR: '이 조합에서는 선택한 대출 기간을 이용할 수 없습니다',
      th_TH: 'คู่นี้ไม่มีระยะเวลากู้ที่เลือก',
      es_ES: 'Este plazo de préstamo no está disponible para este par',
      de_DE: 'Diese Laufzeit wird für dieses Paar nicht angeboten',
      fr_FR: "Cette durée de prêt n'est pas proposée pour cette paire",
      id_ID: 'Tenor pinjaman ini tidak tersedia untuk pasangan ini',
    },
  },
  /** No such loan, or it is not the caller's. */
  LOAN_NOT_FOUND: {
    code: 26004,
    http: 404,
    message: {
      en_US: 'Loan not found',
      zh_HK: '借幣訂單不存在',
      zh_CN: '借币订单不存在',
      ja_JP: '借入が見つかりません',
      ko_KR: '대출을 찾을 수 없습니다',
      th_TH: 'ไม่พบสินเชื่อ',
      es_ES: 'Préstamo no encontrado',
      de_DE: 'Kredit nicht gefunden',
      fr_FR: 'Prêt introuvable',
      id_ID: 'Pinjaman tidak ditemukan',
    },
  },
  /** Any action on a loan that has already been repaid or liquidated. */
  LOAN_CLOSED: {
    code: 26005,
    http: 409,
    message: {
      en_US: 'This loan has already been repaid or liquidated',
      zh_HK: '此借幣訂單已還清或已被強制平倉',
      zh_CN: '此借币订单已还清或已被强制平仓',
      ja_JP: 'この借入はすでに返済済みまたは強制決済済みです',
      ko_KR: '이 대출은 이미 상환되었거나 청산되었습니다',
      th_TH: 'สินเชื่อนี้ชำระคืนแล้วหรือถูกชำระบัญชีแล้ว',
      es_ES: 'Este préstamo ya se ha devuelto o liquidado',
      de_DE: 'Dieser Kredit wurde bereits zurückgezahlt oder liquidiert',
      fr_FR: 'Ce prêt a déjà été remboursé ou liquidé',
      id_ID: 'Pinjaman ini sudah dilunasi atau dilikuidasi',
    },
  },
  /** A renewal while the loan's pledge ratio is at or above the margin-call level. */
  LOAN_NOT_RENEWABLE: {
    code: 26006,
    http: 409,
    message: {
      en_US:
        'The loan can be renewed only while its pledge ratio is below the margin-call level; add collateral or repay part first',
      zh_HK: '質押率低於補倉線時才可續借，請先追加質押或部分還款',
      zh_CN: '质押率低于补仓线时才可续借，请先追加质押或部分还款',
      ja_JP:
        '担保率が追加担保ラインを下回っている場合のみ延長できます。先に担保を追加するか、一部を返済してください',
      ko_KR:
        '담보율이 추가 담보 요청 수준보다 낮을 때만 대출을 연장할 수 있습니다. 먼저 담보를 추가하거나 일부를 상환해 주세요',
      th_TH:
        'ต่ออายุสินเชื่อได้เฉพาะเมื่ออัตราหลักประกันต่ำกว่าระดับเรียกหลักประกันเพิ่ม โปรดเพิ่มหลักประกันหรือชำระคืนบางส่วนก่อน',
      es_ES:
        'El préstamo solo se puede renovar mientras su ratio de garantía esté por debajo del nivel de reposición de garantía; aporte más garantía o devuelva una parte primero',
      de_DE:
        'Der Kredit kann nur verlängert werden, solange die Beleihungsquote unter der Nachschussgrenze liegt; hinterlegen Sie zuerst mehr Sicherheiten oder zahlen Sie einen Teil zurück',
      fr_FR:
        "Le prêt ne peut être renouvelé que si son ratio de garantie est inférieur au seuil d'appel de marge ; ajoutez d'abord de la garantie ou remboursez-en une partie",
      id_ID:
        'Pinjaman hanya dapat diperpanjang selama rasio jaminannya di bawah batas margin call; tambahkan jaminan atau lunasi sebagian terlebih dahulu',
    },
  },
  /** The savings pool has too few free coins to lend this amount now. */
  LOAN_POOL_SHORT: {
    code: 26007,
    http: 409,
    message: {
      en_US: 'Not enough coins are available to lend right now; try a smaller amount or later',
      zh_HK: '目前可借數量不足，請減少借幣數量或稍後再試',
      zh_CN: '当前可借数量不足，请减少借币数量或稍后再试',
      ja_JP:
        '現在貸出可能な数量が不足しています。借入額を減らすか、しばらくしてから再度お試しください',
      ko_KR: '현재 대출 가능한 수량이 부족합니다. 금액을 줄이거나 나중에 다시 시도해 주세요',
      th_TH: 'ขณะนี้มีเหรียญให้กู้ไม่เพียงพอ โปรดลดจำนวนหรือลองใหม่ภายหลัง',
      es_ES:
        'Ahora no hay suficientes monedas disponibles para prestar; pruebe con un importe menor o más tarde',
      de_DE:
        'Derzeit sind nicht genug Coins zum Verleihen verfügbar; versuchen Sie einen kleineren Betrag oder später',
      fr_FR:
        'Pas assez de cryptomonnaie disponible au prêt pour le moment ; essayez un montant plus petit ou réessayez plus tard',
      id_ID:
        'Saat ini koin yang tersedia untuk dipinjamkan tidak cukup; coba jumlah yang lebih kecil atau coba lagi nanti',
    },
  },
  /** No fresh index price for one of the two coins, so the pledge ratio cannot be computed. */
  LOAN_NO_PRICE: {
    code: 26008,
    http: 503,
    message: {
      en_US: 'No current price is available to compute the pledge ratio; try again shortly',
      zh_HK: '暫時無法取得價格以計算質押率，請稍後再試',
      zh_CN: '暂时无法获取价格以计算质押率，请稍后再试',
      ja_JP: '現在価格を取得できないため担保率を計算できません。しばらくしてから再度お試しください',
      ko_KR: '현재 가격을 가져올 수 없어 담보율을 계산할 수 없습니다. 잠시 후 다시 시도해 주세요',
      th_TH: 'ยังไม่มีราคาปัจจุบันสำหรับคำนวณอัตราหลักประกัน โปรดลองอีกครั้งในไม่ช้า',
      es_ES:
        'No hay un precio actual para calcular el ratio de garantía; inténtelo de nuevo en breve',
      de_DE:
        'Gerade ist kein Preis zur Berechnung der Beleihungsquote verfügbar; versuchen Sie es gleich noch einmal',
      fr_FR:
        "Aucun prix actuel n'est disponible pour calculer le ratio de garantie ; réessayez sous peu",
      id_ID: 'Harga terkini untuk menghitung rasio jaminan belum tersedia; coba lagi sebentar lagi',
    },
  },
  /** A repayment larger than the loan's total debt (principal and interest). */
  LOAN_REPAY_TOO_MUCH: {
    code: 26009,
    http: 400,
    message: {
      en_US: 'You owe {debt} {coin}; repay at most that',
      zh_HK: '您的待還金額為 {debt} {coin}，還款不可超過此數',
      zh_CN: '您的待还金额为 {debt} {coin}，还款不可超过此数',
      ja_JP: '返済残高は {debt} {coin} です。それを超えて返済することはできません',
      ko_KR: '상환할 금액은 {debt} {coin}입니다. 그 이상은 상환할 수 없습니다',
      th_TH: 'คุณมียอดค้างชำระ {debt} {coin} โปรดชำระคืนไม่เกินจำนวนนี้',
      es_ES: 'Debe {debt} {coin}; devuelva como máximo esa cantidad',
      de_DE: 'Sie schulden {debt} {coin}; zahlen Sie höchstens diesen Betrag zurück',
      fr_FR: 'Vous devez {debt} {coin} ; remboursez au maximum ce montant',
      id_ID: 'Utang Anda {debt} {coin}; bayar paling banyak sejumlah itu',
    },
  },
  /** The loan's collateral is being sold (liquidation): no repayment, top-up or renewal now. */
  LOAN_LIQUIDATING: {
    code: 26010,
    http: 409,
    message: {
      en_US: 'This loan is being liquidated and cannot be changed now',
      zh_HK: '此借幣訂單正在強制平倉中，暫時無法操作',
      zh_CN: '此借币订单正在强制平仓中，暂时无法操作',
      ja_JP: 'この借入は強制決済中のため、現在は変更できません',
      ko_KR: '이 대출은 청산 중이므로 지금은 변경할 수 없습니다',
      th_TH: 'สินเชื่อนี้กำลังถูกชำระบัญชี จึงไม่สามารถเปลี่ยนแปลงได้ในขณะนี้',
      es_ES: 'Este préstamo se está liquidando y ahora no se puede modificar',
      de_DE: 'Dieser Kredit wird gerade liquidiert und kann jetzt nicht geändert werden',
      fr_FR: 'Ce prêt est en cours de liquidation et ne peut pas être modifié pour le moment',
      id_ID: 'Pinjaman ini sedang dilikuidasi dan tidak dapat diubah saat ini',
    },
  },
  /** Flexible savings is not offered for this coin (unknown, or switched off by operators). */
  SAVINGS_COIN_NOT_OFFERED: {
    code: 26011,
    http: 404,
    message: {
      en_US: 'Flexible savings is not available for this coin',
      zh_HK: '該幣種暫不支援活期理財',
      zh_CN: '该币种暂不支持活期理财',
      ja_JP: 'この通貨はフレキシブル貯蓄に対応していません',
      ko_KR: '이 코인은 자유입출금 재테크를 지원하지 않습니다',
      th_TH: 'เหรียญนี้ไม่มีบริการเงินออมแบบยืดหยุ่น',
      es_ES: 'El ahorro flexible no está disponible para esta moneda',
      de_DE: 'Flexibles Sparen ist für diesen Coin nicht verfügbar',
      fr_FR: "L'épargne flexible n'est pas disponible pour cette cryptomonnaie",
      id_ID: 'Tabungan fleksibel tidak tersedia untuk koin ini',
    },
  },
  /** A savings subscription below the coin's minimum. */
  SAVINGS_BELOW_MINIMUM: {
    code: 26012,
    http: 400,
    message: {
      en_US: 'The minimum subscription is {min} {coin}',
      zh_HK: '最低申購數量為 {min} {coin}',
      zh_CN: '最低申购数量为 {min} {coin}',
      ja_JP: '最低申込額は {min} {coin} です',
      ko_KR: '최소 가입 금액은 {min} {coin}입니다',
      th_TH: 'จำนวนขั้นต่ำในการสมัครคือ {min} {coin}',
      es_ES: 'La suscripción mínima es de {min} {coin}',
      de_DE: 'Die Mindestanlage beträgt {min} {coin}',
      fr_FR: 'La souscription minimale est de {min} {coin}',
      id_ID: 'Langganan minimum adalah {min} {coin}',
    },
  },
  /** A redemption larger than the savings the caller holds in this coin. */
  SAVINGS_REDEEM_TOO_MUCH: {
    code: 26013,
    http: 400,
    message: {
      en_US: 'You hold {held} {coin} in savings; redeem at most that',
      zh_HK: '您持有的活期理財為 {held} {coin}，贖回不可超過此數',
      zh_CN: '您持有的活期理财为 {held} {coin}，赎回不可超过此数',
      ja_JP: 'フレキシブル貯蓄の保有額は {held} {coin} です。それを超えて償還することはできません',
      ko_KR: '보유한 재테크 자산은 {held} {coin}입니다. 그 이상은 환매할 수 없습니다',
      th_TH: 'คุณมีเงินออม {held} {coin} โปรดไถ่ถอนไม่เกินจำนวนนี้',
      es_ES: 'Tiene {held} {coin} en ahorro; rescate como máximo esa cantidad',
      de_DE: 'Ihr Sparguthaben beträgt {held} {coin}; lösen Sie höchstens diesen Betrag ein',
      fr_FR: 'Votre épargne est de {held} {coin} ; rachetez au maximum ce montant',
      id_ID: 'Tabungan Anda {held} {coin}; tebus paling banyak sejumlah itu',
    },
  },
  /** The credit loan product does not exist or is not offered now. */
  CREDIT_PRODUCT_NOT_FOUND: {
    code: 26014,
    http: 404,
    message: {
      en_US: 'Credit loan product not found or not available',
      zh_HK: '信用貸款產品不存在或暫未開放',
      zh_CN: '信用贷款产品不存在或暂未开放',
      ja_JP: '信用ローン商品が見つからないか、現在提供されていません',
      ko_KR: '신용대출 상품을 찾을 수 없거나 현재 제공되지 않습니다',
      th_TH: 'ไม่พบผลิตภัณฑ์สินเชื่อส่วนบุคคลหรือยังไม่เปิดให้บริการ',
      es_ES: 'Producto de préstamo personal no encontrado o no disponible',
      de_DE: 'Privatkreditprodukt nicht gefunden oder nicht verfügbar',
      fr_FR: 'Produit de prêt personnel introuvable ou indisponible',
      id_ID: 'Produk pinjaman tanpa agunan tidak ditemukan atau tidak tersedia',
    },
  },
  /** A credit loan amount outside the product's minimum and maximum. */
  CREDIT_AMOUNT_OUT_OF_RANGE: {
    code: 26015,
    http: 400,
    message: {
      en_US: 'The amount must be between {min} and {max} {coin}',
      zh_HK: '金額須介於 {min} 至 {max} {coin} 之間',
      zh_CN: '金额须在 {min} 至 {max} {coin} 之间',
      ja_JP: '金額は {min} から {max} {coin} の範囲で入力してください',
      ko_KR: '금액은 {min}에서 {max} {coin} 사이여야 합니다',
      th_TH: 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max} {coin}',
      es_ES: 'El importe debe estar entre {min} y {max} {coin}',
      de_DE: 'Der Betrag muss zwischen {min} und {max} {coin} liegen',
      fr_FR: 'Le montant doit être compris entre {min} et {max} {coin}',
      id_ID: 'Jumlah harus antara {min} dan {max} {coin}',
    },
  },
  /** A credit application sent without accepting the loan agreement. */
  CREDIT_TERMS_NOT_AGREED: {
    code: 26016,
    http: 400,
    message: {
      en_US: 'You must accept the loan agreement to apply',
      zh_HK: '請先同意借款協議再申請',
      zh_CN: '请先同意借款协议再申请',
      ja_JP: '申し込むにはローン契約に同意する必要があります',
      ko_KR: '신청하려면 대출 약관에 동의해야 합니다',
      th_TH: 'คุณต้องยอมรับสัญญาเงินกู้ก่อนจึงจะสมัครได้',
      es_ES: 'Debe aceptar el contrato de préstamo para solicitarlo',
      de_DE: 'Sie müssen dem Kreditvertrag zustimmen, um den Antrag zu stellen',
      fr_FR: 'Vous devez accepter le contrat de prêt pour faire une demande',
      id_ID: 'Anda harus menyetujui perjanjian pinjaman untuk mengajukan',
    },
  },
  /**
   * A required document (ID photos, credit report, housing, income proof, bank
   * statements) is absent or is not the caller's own upload.
   */
  CREDIT_DOCUMENT_MISSING: {
    code: 26017,
    http: 400,
    message: {
      en_US: 'A required document is missing or was not uploaded by you',
      zh_HK: '缺少必需的資料，或該資料並非由您本人上傳',
      zh_CN: '缺少必需的资料，或该资料并非由您本人上传',
      ja_JP: '必要な書類が不足しているか、ご自身でアップロードしたものではありません',
      ko_KR: '필수 서류가 누락되었거나 본인이 업로드한 서류가 아닙니다',
      th_TH: 'ขาดเอกสารที่จำเป็น หรือเอกสารไม่ได้อัปโหลดโดยคุณ',
      es_ES: 'Falta un documento obligatorio o no lo ha subido usted',
      de_DE: 'Ein erforderliches Dokument fehlt oder wurde nicht von Ihnen hochgeladen',
      fr_FR: "Un document requis est manquant ou n'a pas été téléversé par vous",
      id_ID: 'Dokumen yang diperlukan tidak ada atau bukan unggahan Anda sendiri',
    },
  },
  /** The user already has a credit application under review or a credit loan not yet repaid. */
  CREDIT_APPLICATION_OPEN: {
    code: 26018,
    http: 409,
    message: {
      en_US: 'You already have a credit loan under review or not yet repaid',
      zh_HK: '您已有審核中的信用貸款申請或未還清的信用貸款',
      zh_CN: '您已有审核中的信用贷款申请或未还清的信用贷款',
      ja_JP: '審査中の信用ローン申請、または未返済の信用ローンがすでにあります',
      ko_KR: '이미 심사 중인 신용대출 신청이나 상환되지 않은 신용대출이 있습니다',
      th_TH: 'คุณมีคำขอสินเชื่อส่วนบุคคลที่อยู่ระหว่างตรวจสอบหรือสินเชื่อที่ยังไม่ชำระคืนอยู่แล้ว',
      es_ES:
        'Ya tiene una solicitud de préstamo personal en revisión o un préstamo personal pendiente de devolver',
      de_DE:
        'Sie haben bereits einen Privatkreditantrag in Prüfung oder einen noch nicht zurückgezahlten Privatkredit',
      fr_FR:
        "Vous avez déjà une demande de prêt personnel en cours d'examen ou un prêt personnel non remboursé",
      id_ID:
        'Anda sudah memiliki pengajuan pinjaman tanpa agunan yang sedang ditinjau atau pinjaman yang belum dilunasi',
    },
  },
  /** Shown to operators: the platform lending account's budget cannot fund this loan. */
  CREDIT_BUDGET_SHORT: {
    code: 26019,
    http: 409,
    message: {
      en_US: 'The platform lending budget is not enough to fund this loan',
      zh_HK: '平台放貸帳戶預算不足，無法發放此筆貸款',
      zh_CN: '平台放贷账户预算不足，无法发放此笔贷款',
      ja_JP: 'プラットフォームの貸付予算が不足しているため、このローンを実行できません',
      ko_KR: '플랫폼 대출 계정의 예산이 부족하여 이 대출을 실행할 수 없습니다',
      th_TH: 'งบประมาณบัญชีปล่อยกู้ของแพลตฟอร์มไม่เพียงพอสำหรับสินเชื่อนี้',
      es_ES: 'El presupuesto de préstamos de la plataforma no alcanza para financiar este préstamo',
      de_DE: 'Das Kreditbudget der Plattform reicht nicht aus, um diesen Kredit auszuzahlen',
      fr_FR: 'Le budget de prêt de la plateforme est insuffisant pour financer ce prêt',
      id_ID: 'Anggaran akun pinjaman platform tidak cukup untuk mendanai pinjaman ini',
    },
  },
  /** No such credit application. */
  CREDIT_NOT_FOUND: {
    code: 26020,
    http: 404,
    message: {
      en_US: 'Credit loan application not found',
      zh_HK: '信用貸款申請不存在',
      zh_CN: '信用贷款申请不存在',
      ja_JP: '信用ローンの申請が見つかりません',
      ko_KR: '신용대출 신청을 찾을 수 없습니다',
      th_TH: 'ไม่พบคำขอสินเชื่อส่วนบุคคล',
      es_ES: 'Solicitud de préstamo personal no encontrada',
      de_DE: 'Privatkreditantrag nicht gefunden',
      fr_FR: 'Demande de prêt personnel introuvable',
      id_ID: 'Pengajuan pinjaman tanpa agunan tidak ditemukan',
    },
  },
  /** An approval or rejection of an application that has already been decided. */
  CREDIT_NOT_PENDING: {
    code: 26021,
    http: 409,
    message: {
      en_US: 'This application has already been decided',
      zh_HK: '此申請已審核完畢',
      zh_CN: '此申请已审核完毕',
      ja_JP: 'この申請はすでに審査済みです',
      ko_KR: '이 신청은 이미 심사가 완료되었습니다',
      th_TH: 'คำขอนี้ได้รับการพิจารณาแล้ว',
      es_ES: 'Esta solicitud ya se ha resuelto',
      de_DE: 'Über diesen Antrag wurde bereits entschieden',
      fr_FR: 'Cette demande a déjà été traitée',
      id_ID: 'Pengajuan ini sudah diputuskan',
    },
  },
  /** A repayment of a credit loan that is not being lent (not yet disbursed, or already repaid). */
  CREDIT_NOT_REPAYABLE: {
    code: 26022,
    http: 409,
    message: {
      en_US: 'This credit loan is not outstanding; there is nothing to repay',
      zh_HK: '此信用貸款不在借款中，無需還款',
      zh_CN: '此信用贷款不在借款中，无需还款',
      ja_JP: 'この信用ローンは貸付中ではないため、返済するものはありません',
      ko_KR: '이 신용대출은 대출 중이 아니므로 상환할 금액이 없습니다',
      th_TH: 'สินเชื่อนี้ไม่ได้อยู่ระหว่างการกู้ จึงไม่มียอดที่ต้องชำระคืน',
      es_ES: 'Este préstamo personal no está vigente; no hay nada que devolver',
      de_DE: 'Dieser Privatkredit ist nicht ausgezahlt; es gibt nichts zurückzuzahlen',
      fr_FR: "Ce prêt personnel n'est pas en cours ; il n'y a rien à rembourser",
      id_ID: 'Pinjaman ini tidak sedang berjalan; tidak ada yang perlu dibayar',
    },
  },
  /** A reviewer approving before opening every document the application carries. */
  CREDIT_EVIDENCE_NOT_VIEWED: {
    code: 26023,
    http: 409,
    message: {
      en_US: 'Open every document of this application before approving it',
      zh_HK: '請先查看此申請的全部資料再審批',
      zh_CN: '请先查看此申请的全部资料再审批',
      ja_JP: '承認する前に、この申請のすべての書類を開いてください',
      ko_KR: '승인하기 전에 이 신청의 모든 서류를 열어 확인하세요',
      th_TH: 'โปรดเปิดดูเอกสารทั้งหมดของคำขอนี้ก่อนอนุมัติ',
      es_ES: 'Abra todos los documentos de esta solicitud antes de aprobarla',
      de_DE: 'Öffnen Sie vor der Genehmigung alle Dokumente dieses Antrags',
      fr_FR: 'Ouvrez tous les documents de cette demande avant de l’approuver',
      id_ID: 'Buka semua dokumen permohonan ini sebelum menyetujuinya',
    },
  },
  /** A second approval whose amount or rule differs from the first operator's proposal. */
  CREDIT_PROPOSAL_DIFFERS: {
    code: 26024,
    http: 409,
    message: {
      en_US:
        'The first approval proposed {amount} {coin}; confirm it as it is or reject the application',
      zh_HK: '第一位審批人建議 {amount} {coin}；請照此確認或駁回申請',
      zh_CN: '第一位审批人建议 {amount} {coin}；请照此确认或驳回申请',
      ja_JP:
        '最初の承認者は {amount} {coin} を提案しました。そのまま確認するか、申請を却下してください',
      ko_KR:
        '첫 번째 승인자가 {amount} {coin}을(를) 제안했습니다. 그대로 확인하거나 신청을 거절하세요',
      th_TH: 'ผู้อนุมัติคนแรกเสนอ {amount} {coin} โปรดยืนยันตามนั้นหรือปฏิเสธคำขอ',
      es_ES:
        'La primera aprobación propuso {amount} {coin}; confírmela tal cual o rechace la solicitud',
      de_DE:
        'Die erste Genehmigung schlug {amount} {coin} vor; bestätigen Sie sie unverändert oder lehnen Sie den Antrag ab',
      fr_FR:
        'La première approbation proposait {amount} {coin} ; confirmez-la telle quelle ou rejetez la demande',
      id_ID:
        'Persetujuan pertama mengusulkan {amount} {coin}; konfirmasi apa adanya atau tolak permohonan',
    },
  },
});
