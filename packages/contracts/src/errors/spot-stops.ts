import { defineErrors } from './define.js';

/** Spot conditional orders (stop-limit, stop-market, trailing stop, OCO): 14100-14199. */
export const spotStopErrors = /* @__PURE__ */ defineErrors('spotStops', [14100, 14199], {
  STOP_PRICE_AT_LAST: {
    code: 14100,
    http: 400,
    message: {
      en_US:
        'The trigger price equals the last price, so it would trigger at once: place a limit or market order instead',
      zh_HK: '觸發價等於最新價，會立即觸發：請改用限價或市價委託',
      zh_CN: '触发价等于最新价，会立即触发：请改用限价或市价委托',
      ja_JP: 'トリガー価格が最新価格と同じため即時に発動します。指値または成行注文をご利用ください',
      ko_KR:
        '트리거 가격이 최근 체결가와 같아 즉시 발동됩니다. 지정가 또는 시장가 주문을 이용하세요',
      th_TH: 'ราคาทริกเกอร์เท่ากับราคาล่าสุดจึงจะทำงานทันที โปรดใช้คำสั่งลิมิตหรือคำสั่งตลาดแทน',
      es_ES:
        'El precio de activación es igual al último precio y se activaría al instante: use una orden límite o de mercado',
      de_DE:
        'Der Auslösepreis entspricht dem letzten Preis und würde sofort auslösen: bitte eine Limit- oder Market-Order verwenden',
      fr_FR:
        'Le prix de déclenchement est égal au dernier prix et se déclencherait aussitôt : passez plutôt un ordre limite ou au marché',
      id_ID:
        'Harga pemicu sama dengan harga terakhir sehingga langsung terpicu: gunakan order limit atau market',
    },
  },
  NO_LAST_PRICE: {
    code: 14101,
    http: 400,
    message: {
      en_US: 'This pair has not traded yet, so there is no last price to trigger from',
      zh_HK: '該交易對尚無成交，沒有可觸發的最新價',
      zh_CN: '该交易对尚无成交，没有可触发的最新价',
      ja_JP: 'この取引ペアはまだ約定がなく、トリガーの基準となる最新価格がありません',
      ko_KR: '이 거래쌍은 아직 체결이 없어 트리거 기준이 되는 최근 체결가가 없습니다',
      th_TH: 'คู่เทรดนี้ยังไม่มีการซื้อขาย จึงไม่มีราคาล่าสุดสำหรับทริกเกอร์',
      es_ES: 'Este par aún no ha operado, así que no hay último precio para activar',
      de_DE: 'Dieses Paar wurde noch nicht gehandelt, es gibt keinen letzten Preis zum Auslösen',
      fr_FR: "Cette paire n'a pas encore été échangée : aucun dernier prix pour déclencher",
      id_ID: 'Pasangan ini belum diperdagangkan, jadi belum ada harga terakhir untuk pemicu',
    },
  },
  OCO_PRICES_INVALID: {
    code: 14102,
    http: 400,
    message: {
      en_US:
        'For an OCO sell the limit price must be above the last price and the trigger price below it; for a buy, the other way round',
      zh_HK: 'OCO 賣出時限價須高於最新價、觸發價須低於最新價；買入則相反',
      zh_CN: 'OCO 卖出时限价须高于最新价、触发价须低于最新价；买入则相反',
      ja_JP:
        'OCO売りでは指値を最新価格より上、トリガー価格を下に設定してください。買いはその逆です',
      ko_KR:
        'OCO 매도는 지정가가 최근 체결가보다 높고 트리거 가격은 낮아야 합니다. 매수는 그 반대입니다',
      th_TH: 'OCO ขาย: ราคาลิมิตต้องสูงกว่าราคาล่าสุดและราคาทริกเกอร์ต่ำกว่า ส่วนการซื้อให้กลับกัน',
      es_ES:
        'En una venta OCO el precio límite debe estar por encima del último precio y el de activación por debajo; en una compra, al revés',
      de_DE:
        'Bei einem OCO-Verkauf muss der Limitpreis über dem letzten Preis liegen und der Auslösepreis darunter; beim Kauf umgekehrt',
      fr_FR:
        "Pour une vente OCO, le prix limite doit être au-dessus du dernier prix et le prix de déclenchement en dessous ; pour un achat, l'inverse",
      id_ID:
        'Untuk jual OCO harga limit harus di atas harga terakhir dan harga pemicu di bawahnya; untuk beli sebaliknya',
    },
  },
  TRAILING_RATE_INVALID: {
    code: 14103,
    http: 400,
    message: {
      en_US: 'The callback rate must be from {min} % to {max} %, with at most two decimals',
      zh_HK: '回調幅度須介於 {min}% 至 {max}%，最多兩位小數',
      zh_CN: '回调幅度须介于 {min}% 至 {max}%，最多两位小数',
      ja_JP: 'コールバック率は {min}%〜{max}%、小数点以下2桁までで指定してください',
      ko_KR: '콜백 비율은 {min}%~{max}%, 소수점 두 자리까지 입력하세요',
      th_TH: 'อัตราย้อนกลับต้องอยู่ระหว่าง {min}% ถึง {max}% ทศนิยมไม่เกินสองตำแหน่ง',
      es_ES:
        'La tasa de retroceso debe estar entre {min} % y {max} %, con dos decimales como máximo',
      de_DE:
        'Die Rücklaufrate muss zwischen {min} % und {max} % liegen, mit höchstens zwei Nachkommastellen',
      fr_FR:
        'Le taux de rappel doit être compris entre {min} % et {max} %, avec au plus deux décimales',
      id_ID: 'Tingkat callback harus antara {min}% dan {max}%, maksimal dua desimal',
    },
  },
  TRAILING_ACTIVATION_INVALID: {
    code: 14104,
    http: 400,
    message: {
      en_US: 'A trailing sell activates above the last price and a trailing buy below it',
      zh_HK: '追蹤賣出的啟動價須高於最新價，追蹤買入須低於最新價',
      zh_CN: '跟踪卖出的激活价须高于最新价，跟踪买入须低于最新价',
      ja_JP: 'トレーリング売りの発動価格は最新価格より上、買いは下に設定してください',
      ko_KR: '트레일링 매도의 활성화 가격은 최근 체결가보다 높고, 매수는 낮아야 합니다',
      th_TH: 'ราคาเริ่มทำงานของคำสั่งขายแบบเทรลลิงต้องสูงกว่าราคาล่าสุด ส่วนคำสั่งซื้อต้องต่ำกว่า',
      es_ES:
        'Una venta con trailing se activa por encima del último precio y una compra por debajo',
      de_DE:
        'Ein Trailing-Verkauf aktiviert sich über dem letzten Preis, ein Trailing-Kauf darunter',
      fr_FR: "Une vente suiveuse s'active au-dessus du dernier prix et un achat suiveur en dessous",
      id_ID: 'Trailing jual aktif di atas harga terakhir dan trailing beli di bawahnya',
    },
  },
  TOO_MANY_STOP_ORDERS: {
    code: 14105,
    http: 400,
    message: {
      en_US: 'At most {max} waiting conditional orders per trading pair',
      zh_HK: '每個交易對最多 {max} 筆等待觸發的條件委託',
      zh_CN: '每个交易对最多 {max} 笔等待触发的条件委托',
      ja_JP: '取引ペアごとの待機中の条件付き注文は最大 {max} 件です',
      ko_KR: '거래쌍당 대기 중인 조건부 주문은 최대 {max}개입니다',
      th_TH: 'คำสั่งแบบมีเงื่อนไขที่รอทำงานได้สูงสุด {max} รายการต่อคู่เทรด',
      es_ES: 'Como máximo {max} órdenes condicionales en espera por par',
      de_DE: 'Höchstens {max} wartende bedingte Aufträge pro Handelspaar',
      fr_FR: 'Au plus {max} ordres conditionnels en attente par paire',
      id_ID: 'Maksimal {max} order bersyarat yang menunggu per pasangan',
    },
  },
});
