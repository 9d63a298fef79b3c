import { defineErrors } from './define.js';

/** Earn: mining machines, their custody orders and rewards: 27500-27999. */
export const miningErrors = /* @__PURE__ */ defineErrors('mining', [27500, 27999], {
  /** The spec's "machine absent": no such machine, or one never put on sale. */
  MINING_MACHINE_NOT_FOUND: {
    code: 27500,
    http: 404,
    message: {
      en_US: 'Mining machine not found',
      zh_HK: '礦機不存在',
      zh_CN: '矿机不存在',
      ja_JP: 'マイニングマシンが見つかりません',
      ko_KR: '채굴기를 찾을 수 없습니다',
      th_TH: 'ไม่พบเครื่องขุด',
      es_ES: 'Máquina de minería no encontrada',
      de_DE: 'Mining-Maschine nicht gefunden',
      fr_FR: 'Machine de minage introuvable',
      id_ID: 'Mesin penambangan tidak ditemukan',
    },
  },
  /** The spec's "machine locked": shown, but taken off sale by operators. */
  MINING_MACHINE_LOCKED: {
    code: 27501,
    http: 400,
    message: {
      en_US: 'This mining machine is locked and cannot be bought now',
      zh_HK: '此礦機已鎖定，目前無法購買',
      zh_CN: '此矿机已锁定，当前无法购买',
      ja_JP: 'このマイニングマシンはロックされているため、現在購入できません',
      ko_KR: '이 채굴기는 잠겨 있어 지금은 구매할 수 없습니다',
      th_TH: 'เครื่องขุดนี้ถูกล็อกและไม่สามารถซื้อได้ในขณะนี้',
      es_ES: 'Esta máquina de minería está bloqueada y no se puede comprar ahora',
      de_DE: 'Diese Mining-Maschine ist gesperrt und kann derzeit nicht gekauft werden',
      fr_FR: 'Cette machine de minage est verrouillée et ne peut pas être achetée pour le moment',
      id_ID: 'Mesin penambangan ini dikunci dan tidak dapat dibeli sekarang',
    },
  },
  /** The spec: the trial (3-day experience) machine can be bought once only. */
  MINING_TRIAL_ALREADY_BOUGHT: {
    code: 27502,
    http: 400,
    message: {
      en_US: 'You have already had the trial machine: it can be bought once only',
      zh_HK: '您已購買過體驗礦機：每位用戶僅可購買一次',
      zh_CN: '您已购买过体验矿机：每位用户仅可购买一次',
      ja_JP: '体験マシンはすでに購入済みです。購入は1回限りです',
      ko_KR: '체험 채굴기를 이미 구매했습니다. 한 번만 구매할 수 있습니다',
      th_TH: 'คุณเคยซื้อเครื่องขุดทดลองแล้ว ซื้อได้เพียงครั้งเดียว',
      es_ES: 'Ya ha tenido la máquina de prueba: solo se puede comprar una vez',
      de_DE: 'Sie hatten die Testmaschine bereits: Sie kann nur einmal gekauft werden',
      fr_FR: "Vous avez déjà eu la machine d'essai : elle ne peut être achetée qu'une fois",
      id_ID: 'Anda sudah pernah membeli mesin uji coba: hanya dapat dibeli sekali',
    },
  },
  /** The spec's "remaining stock short": more machines asked for than are left. */
  MINING_STOCK_SHORT: {
    code: 27503,
    http: 400,
    message: {
      en_US: 'Only {remaining} of this machine are left',
      zh_HK: '此礦機僅剩 {remaining} 台',
      zh_CN: '此矿机仅剩 {remaining} 台',
      ja_JP: 'このマシンの残りは {remaining} 台のみです',
      ko_KR: '이 채굴기는 {remaining}대만 남아 있습니다',
      th_TH: 'เครื่องขุดนี้เหลือเพียง {remaining} เครื่อง',
      es_ES: 'Solo quedan {remaining} unidades de esta máquina',
      de_DE: 'Von dieser Maschine sind nur noch {remaining} übrig',
      fr_FR: 'Il ne reste que {remaining} exemplaires de cette machine',
      id_ID: 'Hanya tersisa {remaining} unit mesin ini',
    },
  },
  /** The spec's "quota short" for machines: the buyer's own limit of units in custody. */
  MINING_USER_LIMIT: {
    code: 27504,
    http: 400,
    message: {
      en_US: 'You may hold {limit} of this machine at once; you can buy {remaining} more',
      zh_HK: '此礦機每人最多同時持有 {limit} 台；您還可購買 {remaining} 台',
      zh_CN: '此矿机每人最多同时持有 {limit} 台；您还可购买 {remaining} 台',
      ja_JP: 'このマシンは同時に {limit} 台まで保有できます。あと {remaining} 台購入できます',
      ko_KR:
        '이 채굴기는 동시에 {limit}대까지 보유할 수 있습니다. {remaining}대 더 구매할 수 있습니다',
      th_TH: 'คุณถือเครื่องนี้ได้สูงสุด {limit} เครื่องในเวลาเดียวกัน ซื้อเพิ่มได้อีก {remaining} เครื่อง',
      es_ES: 'Puede tener {limit} unidades de esta máquina a la vez; puede comprar {remaining} más',
      de_DE:
        'Sie dürfen {limit} dieser Maschine gleichzeitig halten; Sie können noch {remaining} kaufen',
      fr_FR:
        'Vous pouvez détenir {limit} exemplaires de cette machine à la fois ; vous pouvez en acheter {remaining} de plus',
      id_ID:
        'Anda dapat memegang {limit} unit mesin ini sekaligus; Anda dapat membeli {remaining} lagi',
    },
  },
  MINING_ORDER_NOT_FOUND: {
    code: 27505,
    http: 404,
    message: {
      en_US: 'Machine order not found',
      zh_HK: '礦機訂單不存在',
      zh_CN: '矿机订单不存在',
      ja_JP: 'マシン注文が見つかりません',
      ko_KR: '채굴기 주문을 찾을 수 없습니다',
      th_TH: 'ไม่พบคำสั่งซื้อเครื่องขุด',
      es_ES: 'Pedido de máquina no encontrado',
      de_DE: 'Maschinenauftrag nicht gefunden',
      fr_FR: 'Commande de machine introuvable',
      id_ID: 'Pesanan mesin tidak ditemukan',
    },
  },
  /**
   * The spec: a purchase term may not be below the custody order's remaining
   * time. A renewal adds one term; it opens once the days left are at most one term.
   */
  MINING_RENEW_TOO_EARLY: {
    code: 27506,
    http: 400,
    message: {
      en_US:
        'A renewal of {term} days may not be shorter than the {remaining} days this order still has; renew from {from}',
      zh_HK: '續期 {term} 天不可短於此訂單剩餘的 {remaining} 天；請於 {from} 起續期',
      zh_CN: '续期 {term} 天不可短于此订单剩余的 {remaining} 天；请于 {from} 起续期',
      ja_JP:
        '{term} 日間の更新は、この注文の残り {remaining} 日より短くできません。{from} 以降に更新してください',
      ko_KR:
        '{term}일 갱신은 이 주문의 남은 {remaining}일보다 짧을 수 없습니다. {from}부터 갱신하세요',
      th_TH: 'การต่ออายุ {term} วันต้องไม่สั้นกว่า {remaining} วันที่คำสั่งนี้ยังเหลือ ต่ออายุได้ตั้งแต่ {from}',
      es_ES:
        'Una renovación de {term} días no puede ser más corta que los {remaining} días que le quedan a este pedido; renueve a partir del {from}',
      de_DE:
        'Eine Verlängerung um {term} Tage darf nicht kürzer sein als die {remaining} Tage, die dieser Auftrag noch hat; verlängern Sie ab {from}',
      fr_FR:
        'Un renouvellement de {term} jours ne peut être plus court que les {remaining} jours restants de cette commande ; renouvelez à partir du {from}',
      id_ID:
        'Perpanjangan {term} hari tidak boleh lebih pendek dari {remaining} hari tersisa pesanan ini; perpanjang mulai {from}',
    },
  },
  /** The trial machine, a returned order, or a machine no longer on sale cannot be renewed. */
  MINING_NOT_RENEWABLE: {
    code: 27507,
    http: 400,
    message: {
      en_US: 'This machine order cannot be renewed',
      zh_HK: '此礦機訂單無法續期',
      zh_CN: '此矿机订单无法续期',
      ja_JP: 'このマシン注文は更新できません',
      ko_KR: '이 채굴기 주문은 갱신할 수 없습니다',
      th_TH: 'ไม่สามารถต่ออายุคำสั่งซื้อเครื่องขุดนี้ได้',
      es_ES: 'Este pedido de máquina no se puede renovar',
      de_DE: 'Dieser Maschinenauftrag kann nicht verlängert werden',
      fr_FR: 'Cette commande de machine ne peut pas être renouvelée',
      id_ID: 'Pesanan mesin ini tidak dapat diperpanjang',
    },
  },
  /** The spec: mining rewards can be withdrawn every 12 hours. */
  MINING_WITHDRAW_TOO_SOON: {
    code: 27508,
    http: 400,
    message: {
      en_US: 'Mining rewards can be withdrawn every 12 hours; next from {at}',
      zh_HK: '挖礦收益每 12 小時可提取一次；下次可於 {at} 起提取',
      zh_CN: '挖矿收益每 12 小时可提取一次；下次可于 {at} 起提取',
      ja_JP: 'マイニング報酬は12時間ごとに引き出せます。次回は {at} 以降です',
      ko_KR: '채굴 보상은 12시간마다 인출할 수 있습니다. 다음 인출은 {at}부터입니다',
      th_TH: 'ถอนรางวัลการขุดได้ทุก 12 ชั่วโมง ครั้งถัดไปตั้งแต่ {at}',
      es_ES:
        'Las recompensas de minería se pueden retirar cada 12 horas; la próxima vez a partir de {at}',
      de_DE: 'Mining-Erträge können alle 12 Stunden abgehoben werden; das nächste Mal ab {at}',
      fr_FR:
        'Les récompenses de minage peuvent être retirées toutes les 12 heures ; prochaine fois à partir de {at}',
      id_ID: 'Hadiah penambangan dapat ditarik setiap 12 jam; berikutnya mulai {at}',
    },
  },
  MINING_NOTHING_TO_WITHDRAW: {
    code: 27509,
    http: 400,
    message: {
      en_US: 'There are no mining rewards to withdraw',
      zh_HK: '沒有可提取的挖礦收益',
      zh_CN: '没有可提取的挖矿收益',
      ja_JP: '引き出せるマイニング報酬はありません',
      ko_KR: '인출할 채굴 보상이 없습니다',
      th_TH: 'ไม่มีรางวัลการขุดให้ถอน',
      es_ES: 'No hay recompensas de minería para retirar',
      de_DE: 'Es gibt keine Mining-Erträge zum Abheben',
      fr_FR: "Il n'y a aucune récompense de minage à retirer",
      id_ID: 'Tidak ada hadiah penambangan untuk ditarik',
    },
  },
  /** Shown to operators: a hash price is a measured figure, published for a day that has begun, never ahead. */
  MINING_PRICE_DAY_AHEAD: {
    code: 27510,
    http: 400,
    message: {
      en_US: 'The hash price for {day} cannot be published before that day begins',
      zh_HK: '{day} 的算力價格須待該日開始後才能發布',
      zh_CN: '{day} 的算力价格须待该日开始后才能发布',
      ja_JP: '{day} のハッシュ価格は、その日が始まるまで公開できません',
      ko_KR: '{day}의 해시 가격은 해당 일이 시작되기 전에는 게시할 수 없습니다',
      th_TH: 'ไม่สามารถเผยแพร่ราคาแฮชของวันที่ {day} ก่อนวันนั้นจะเริ่ม',
      es_ES: 'El precio del hash del {day} no se puede publicar antes de que empiece ese día',
      de_DE: 'Der Hashpreis für den {day} kann nicht vor Beginn dieses Tages veröffentlicht werden',
      fr_FR: 'Le prix du hash du {day} ne peut pas être publié avant le début de cette journée',
      id_ID: 'Harga hash untuk {day} tidak dapat diterbitkan sebelum hari itu dimulai',
    },
  },
  /** Shown to operators: a day whose price has paid income is final. */
  MINING_PRICE_DAY_PAID: {
    code: 27511,
    http: 400,
    message: {
      en_US: 'The hash price for {day} has already paid income and cannot change',
      zh_HK: '{day} 的算力價格已用於發放收益，無法修改',
      zh_CN: '{day} 的算力价格已用于发放收益，无法修改',
      ja_JP: '{day} のハッシュ価格はすでに収益の支払いに使われたため、変更できません',
      ko_KR: '{day}의 해시 가격은 이미 수익 지급에 사용되어 변경할 수 없습니다',
      th_TH: 'ราคาแฮชของวันที่ {day} ถูกใช้จ่ายรายได้แล้วและไม่สามารถเปลี่ยนได้',
      es_ES: 'El precio del hash del {day} ya ha pagado ingresos y no puede cambiar',
      de_DE:
        'Der Hashpreis für den {day} wurde bereits für Auszahlungen verwendet und kann nicht geändert werden',
      fr_FR: 'Le prix du hash du {day} a déjà servi à verser des revenus et ne peut plus changer',
      id_ID:
        'Harga hash untuk {day} sudah digunakan untuk membayar pendapatan dan tidak dapat diubah',
    },
  },
  /** Shown to operators: a machine's terms are fixed once it has been rented. */
  MINING_TERMS_LOCKED: {
    code: 27512,
    http: 400,
    message: {
      en_US:
        "A rented machine's price, term and specifications cannot change; lock it and create a new one",
      zh_HK: '礦機售出後不可修改價格、期限與規格；請鎖定後重新建立',
      zh_CN: '矿机售出后不可修改价格、期限与规格；请锁定后重新创建',
      ja_JP: '販売済みのマシンの価格・期間・仕様は変更できません。ロックして新しく作成してください',
      ko_KR: '판매된 채굴기의 가격, 기간, 사양은 변경할 수 없습니다. 잠그고 새로 만드세요',
      th_TH: 'ไม่สามารถเปลี่ยนราคา ระยะเวลา และสเปกของเครื่องที่ขายแล้วได้ โปรดล็อกแล้วสร้างใหม่',
      es_ES:
        'El precio, el plazo y las especificaciones de una máquina alquilada no pueden cambiar; bloquéela y cree una nueva',
      de_DE:
        'Preis, Laufzeit und Daten einer vermieteten Maschine können nicht geändert werden; sperren Sie sie und legen Sie eine neue an',
      fr_FR:
        "Le prix, la durée et les caractéristiques d'une machine louée ne peuvent pas changer ; verrouillez-la et créez-en une nouvelle",
      id_ID:
        'Harga, jangka waktu, dan spesifikasi mesin yang sudah disewa tidak dapat diubah; kunci dan buat yang baru',
    },
  },
});
