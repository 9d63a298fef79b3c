import { defineErrors } from './define.js';

/** Price alerts (`/alerts`): 29510-29519, inside the notification centre's block. */
export const alertErrors = /* @__PURE__ */ defineErrors('alerts', [29510, 29519], {
  /** Cancel or delete named an alert that is not the caller's. */
  ALERT_NOT_FOUND: {
    code: 29510,
    http: 404,
    message: {
      en_US: 'This price alert was not found',
      zh_HK: '找不到此價格提醒',
      zh_CN: '找不到此价格提醒',
      ja_JP: 'この価格アラートは見つかりません',
      ko_KR: '이 가격 알림을 찾을 수 없습니다',
      th_TH: 'ไม่พบการแจ้งเตือนราคานี้',
      es_ES: 'No se encontró esta alerta de precio',
      de_DE: 'Dieser Preisalarm wurde nicht gefunden',
      fr_FR: 'Cette alerte de prix est introuvable',
      id_ID: 'Peringatan harga ini tidak ditemukan',
    },
  },
  /** The target price is not a number above 0. */
  ALERT_TARGET_INVALID: {
    code: 29511,
    http: 400,
    message: {
      en_US: 'Enter a target price above 0',
      zh_HK: '請輸入大於 0 的目標價格',
      zh_CN: '请输入大于 0 的目标价格',
      ja_JP: '0より大きい目標価格を入力してください',
      ko_KR: '0보다 큰 목표 가격을 입력하세요',
      th_TH: 'กรอกราคาเป้าหมายที่มากกว่า 0',
      es_ES: 'Introduzca un precio objetivo mayor que 0',
      de_DE: 'Geben Sie einen Zielpreis über 0 ein',
      fr_FR: 'Saisissez un prix cible supérieur à 0',
      id_ID: 'Masukkan harga target di atas 0',
    },
  },
  /** A price alert whose target the last price already meets: it would fire at once. */
  ALERT_ALREADY_REACHED: {
    code: 29512,
    http: 400,
    message: {
      en_US:
        'The last price is {price}, which already meets this target, so the alert would fire at once. Choose a price above the last price for a rise, or below it for a fall',
      zh_HK:
        '最新價為 {price}，已達到此目標，提醒會立即觸發。上漲提醒請選擇高於最新價的價格，下跌提醒請選擇低於最新價的價格',
      zh_CN:
        '最新价为 {price}，已达到此目标，提醒会立即触发。上涨提醒请选择高于最新价的价格，下跌提醒请选择低于最新价的价格',
      ja_JP:
        '直近価格は {price} で、すでにこの目標に達しているため、アラートはすぐに発動してしまいます。上昇には直近価格より高い価格を、下落には低い価格を選んでください',
      ko_KR:
        '최근 가격이 {price}(으)로 이미 이 목표에 도달해 알림이 즉시 울립니다. 상승 알림은 최근 가격보다 높게, 하락 알림은 낮게 설정하세요',
      th_TH:
        'ราคาล่าสุดคือ {price} ซึ่งถึงเป้าหมายนี้แล้ว การแจ้งเตือนจะทำงานทันที เลือกราคาที่สูงกว่าราคาล่าสุดสำหรับขาขึ้น หรือต่ำกว่าสำหรับขาลง',
      es_ES:
        'El último precio es {price}, que ya alcanza este objetivo, así que la alerta saltaría al instante. Elija un precio por encima del último para una subida o por debajo para una bajada',
      de_DE:
        'Der letzte Preis ist {price} und erreicht dieses Ziel bereits, der Alarm würde sofort auslösen. Wählen Sie für einen Anstieg einen Preis über dem letzten Preis, für einen Rückgang einen darunter',
      fr_FR:
        'Le dernier prix est {price}, qui atteint déjà cet objectif : l’alerte se déclencherait aussitôt. Choisissez un prix au-dessus du dernier prix pour une hausse, ou en dessous pour une baisse',
      id_ID:
        'Harga terakhir {price} sudah memenuhi target ini, jadi peringatan akan langsung terpicu. Pilih harga di atas harga terakhir untuk kenaikan, atau di bawahnya untuk penurunan',
    },
  },
  /** A percentage outside (0, 1000], or 100 or more for a fall. */
  ALERT_PERCENT_INVALID: {
    code: 29513,
    http: 400,
    message: {
      en_US: 'Enter a move above 0 % and at most 1000 % (below 100 % for a fall)',
      zh_HK: '請輸入大於 0 % 且不超過 1000 % 的幅度（下跌須低於 100 %）',
      zh_CN: '请输入大于 0 % 且不超过 1000 % 的幅度（下跌须低于 100 %）',
      ja_JP: '0 % より大きく 1000 % 以下の変動率を入力してください（下落は 100 % 未満）',
      ko_KR: '0 %보다 크고 1000 % 이하인 변동률을 입력하세요(하락은 100 % 미만)',
      th_TH: 'กรอกการเปลี่ยนแปลงมากกว่า 0 % และไม่เกิน 1000 % (ขาลงต้องต่ำกว่า 100 %)',
      es_ES:
        'Introduzca una variación mayor que 0 % y de 1000 % como máximo (menos de 100 % para una bajada)',
      de_DE:
        'Geben Sie eine Bewegung über 0 % und höchstens 1000 % ein (unter 100 % für einen Rückgang)',
      fr_FR:
        'Saisissez une variation supérieure à 0 % et d’au plus 1000 % (moins de 100 % pour une baisse)',
      id_ID:
        'Masukkan pergerakan di atas 0 % dan paling banyak 1000 % (di bawah 100 % untuk penurunan)',
    },
  },
  /** The user already has the most active alerts allowed. */
  ALERT_LIMIT: {
    code: 29514,
    http: 400,
    message: {
      en_US: 'You have {max} active price alerts, the most allowed. Cancel one to add another',
      zh_HK: '您已有 {max} 個生效中的價格提醒，已達上限。請先取消一個再新增',
      zh_CN: '您已有 {max} 个生效中的价格提醒，已达上限。请先取消一个再添加',
      ja_JP: '有効な価格アラートが上限の {max} 件あります。追加するには1件キャンセルしてください',
      ko_KR: '활성 가격 알림이 최대치인 {max}개입니다. 추가하려면 하나를 취소하세요',
      th_TH: 'คุณมีการแจ้งเตือนราคาที่ใช้งานอยู่ {max} รายการ ซึ่งเป็นจำนวนสูงสุด ยกเลิกหนึ่งรายการเพื่อเพิ่มใหม่',
      es_ES:
        'Tiene {max} alertas de precio activas, el máximo permitido. Cancele una para añadir otra',
      de_DE:
        'Sie haben {max} aktive Preisalarme, das Maximum. Stornieren Sie einen, um einen neuen anzulegen',
      fr_FR:
        'Vous avez {max} alertes de prix actives, le maximum autorisé. Annulez-en une pour en ajouter une autre',
      id_ID:
        'Anda memiliki {max} peringatan harga aktif, jumlah maksimum. Batalkan satu untuk menambah yang lain',
    },
  },
  /** The market has had no trade, so there is no last price to compare with. */
  ALERT_NO_PRICE: {
    code: 29515,
    http: 400,
    message: {
      en_US: 'This market has no last price yet. Try again after its first trade',
      zh_HK: '此市場尚無最新價，請在首筆成交後再試',
      zh_CN: '此市场尚无最新价，请在首笔成交后再试',
      ja_JP: 'この市場にはまだ直近価格がありません。最初の約定後にもう一度お試しください',
      ko_KR: '이 마켓에는 아직 최근 가격이 없습니다. 첫 체결 후 다시 시도하세요',
      th_TH: 'ตลาดนี้ยังไม่มีราคาล่าสุด ลองอีกครั้งหลังการซื้อขายครั้งแรก',
      es_ES:
        'Este mercado aún no tiene último precio. Inténtelo de nuevo tras su primera operación',
      de_DE:
        'Dieser Markt hat noch keinen letzten Preis. Versuchen Sie es nach dem ersten Handel erneut',
      fr_FR: 'Ce marché n’a pas encore de dernier prix. Réessayez après sa première transaction',
      id_ID: 'Pasar ini belum memiliki harga terakhir. Coba lagi setelah transaksi pertamanya',
    },
  },
  /** Cancel of an alert that already fired or was cancelled. */
  ALERT_NOT_ACTIVE: {
    code: 29516,
    http: 400,
    message: {
      en_US: 'This alert has already fired or been cancelled',
      zh_HK: '此提醒已觸發或已取消',
      zh_CN: '此提醒已触发或已取消',
      ja_JP: 'このアラートはすでに発動したか、キャンセルされています',
      ko_KR: '이 알림은 이미 울렸거나 취소되었습니다',
      th_TH: 'การแจ้งเตือนนี้ทำงานไปแล้วหรือถูกยกเลิกแล้ว',
      es_ES: 'Esta alerta ya saltó o se canceló',
      de_DE: 'Dieser Alarm wurde bereits ausgelöst oder storniert',
      fr_FR: 'Cette alerte s’est déjà déclenchée ou a été annulée',
      id_ID: 'Peringatan ini sudah terpicu atau dibatalkan',
    },
  },
  /** A note longer than allowed. */
  ALERT_NOTE_TOO_LONG: {
    code: 29517,
    http: 400,
    message: {
      en_US: 'A note can be at most {max} characters',
      zh_HK: '備註最多 {max} 個字元',
      zh_CN: '备注最多 {max} 个字符',
      ja_JP: 'メモは {max} 文字以内です',
      ko_KR: '메모는 최대 {max}자입니다',
      th_TH: 'บันทึกยาวได้ไม่เกิน {max} ตัวอักษร',
      es_ES: 'Una nota puede tener como máximo {max} caracteres',
      de_DE: 'Eine Notiz darf höchstens {max} Zeichen lang sein',
      fr_FR: 'Une note compte au plus {max} caractères',
      id_ID: 'Catatan paling banyak {max} karakter',
    },
  },
  /** An alert kind the server does not know. */
  ALERT_KIND_INVALID: {
    code: 29518,
    http: 400,
    message: {
      en_US: 'Choose when to be alerted: the price rises to, falls to, or moves by a percentage',
      zh_HK: '請選擇提醒條件：價格漲到、跌到或漲跌某個百分比',
      zh_CN: '请选择提醒条件：价格涨到、跌到或涨跌某个百分比',
      ja_JP: '通知の条件を選んでください：価格が上昇、下落、または一定の割合で変動したとき',
      ko_KR: '알림 조건을 선택하세요: 가격 상승 도달, 하락 도달 또는 일정 비율 변동',
      th_TH: 'เลือกเงื่อนไขการแจ้งเตือน: ราคาขึ้นถึง ลงถึง หรือเปลี่ยนแปลงตามเปอร์เซ็นต์',
      es_ES: 'Elija cuándo avisar: el precio sube a, baja a o varía un porcentaje',
      de_DE:
        'Wählen Sie, wann gewarnt wird: Der Preis steigt auf, fällt auf oder bewegt sich um einen Prozentsatz',
      fr_FR: 'Choisissez quand être alerté : le prix monte à, descend à, ou varie d’un pourcentage',
      id_ID: 'Pilih kapan diberi tahu: harga naik ke, turun ke, atau bergerak sebesar persentase',
    },
  },
});
