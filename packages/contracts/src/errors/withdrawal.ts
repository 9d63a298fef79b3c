import { defineErrors } from './define.js';

/** Withdrawals: 13000-13999. */
export const withdrawalErrors = /* @__PURE__ */ defineErrors('withdrawal', [13000, 13999], {
  WITHDRAW_BELOW_MIN: {
    code: 13000,
    http: 400,
    message: {
      en_US: 'Amount is below the minimum withdrawal of {min}',
      zh_HK: '金額低於最低提幣數量 {min}',
      zh_CN: '金额低于最小提币数量 {min}',
      ja_JP: '金額が最低出金額 {min} を下回っています',
      ko_KR: '금액이 최소 출금 수량 {min}보다 적습니다',
      th_TH: 'จำนวนต่ำกว่าขั้นต่ำในการถอน {min}',
      es_ES: 'El importe es inferior al retiro mínimo de {min}',
      de_DE: 'Der Betrag liegt unter der Mindestauszahlung von {min}',
      fr_FR: 'Le montant est inférieur au retrait minimum de {min}',
      id_ID: 'Jumlah di bawah penarikan minimum {min}',
    },
  },
  WITHDRAW_ABOVE_MAX: {
    code: 13001,
    http: 400,
    message: {
      en_US: 'Amount is above the maximum withdrawal of {max}',
      zh_HK: '金額高於最高提幣數量 {max}',
      zh_CN: '金额高于最大提币数量 {max}',
      ja_JP: '金額が最高出金額 {max} を超えています',
      ko_KR: '금액이 최대 출금 수량 {max}을(를) 초과합니다',
      th_TH: 'จำนวนสูงกว่าสูงสุดในการถอน {max}',
      es_ES: 'El importe supera el retiro máximo de {max}',
      de_DE: 'Der Betrag liegt über der Höchstauszahlung von {max}',
      fr_FR: 'Le montant dépasse le retrait maximum de {max}',
      id_ID: 'Jumlah melebihi penarikan maksimum {max}',
    },
  },
  WITHDRAW_NOT_ABOVE_FEE: {
    code: 13002,
    http: 400,
    message: {
      en_US: 'Amount must be above the network fee of {fee}',
      zh_HK: '金額必須高於網絡手續費 {fee}',
      zh_CN: '金额必须高于网络手续费 {fee}',
      ja_JP: '金額はネットワーク手数料 {fee} より大きくする必要があります',
      ko_KR: '금액은 네트워크 수수료 {fee}보다 커야 합니다',
      th_TH: 'จำนวนต้องมากกว่าค่าธรรมเนียมเครือข่าย {fee}',
      es_ES: 'El importe debe superar la comisión de red de {fee}',
      de_DE: 'Der Betrag muss über der Netzwerkgebühr von {fee} liegen',
      fr_FR: 'Le montant doit dépasser les frais de réseau de {fee}',
      id_ID: 'Jumlah harus di atas biaya jaringan {fee}',
    },
  },
  WITHDRAW_DAILY_COUNT: {
    code: 13003,
    http: 400,
    message: {
      en_US: "Today's withdrawal count is used up",
      zh_HK: '今日提幣次數已用完',
      zh_CN: '今日提币次数已用完',
      ja_JP: '本日の出金回数の上限に達しました',
      ko_KR: '오늘의 출금 횟수를 모두 사용했습니다',
      th_TH: 'ใช้จำนวนครั้งการถอนของวันนี้ครบแล้ว',
      es_ES: 'Se ha agotado el número de retiros de hoy',
      de_DE: 'Die Anzahl der heutigen Auszahlungen ist ausgeschöpft',
      fr_FR: 'Le nombre de retraits du jour est épuisé',
      id_ID: 'Jumlah penarikan hari ini sudah habis',
    },
  },
  WITHDRAW_OUTSIDE_WINDOW: {
    code: 13004,
    http: 400,
    message: {
      en_US: 'Withdrawals are accepted between {window} (UTC)',
      zh_HK: '提幣時間為 {window}（UTC）',
      zh_CN: '提币时间为 {window}（UTC）',
      ja_JP: '出金の受付時間は {window}（UTC）です',
      ko_KR: '출금 가능 시간은 {window}(UTC)입니다',
      th_TH: 'รับคำขอถอนระหว่าง {window} (UTC)',
      es_ES: 'Los retiros se aceptan entre {window} (UTC)',
      de_DE: 'Auszahlungen werden zwischen {window} (UTC) angenommen',
      fr_FR: 'Les retraits sont acceptés entre {window} (UTC)',
      id_ID: 'Penarikan diterima antara {window} (UTC)',
    },
  },
  WITHDRAW_ADDRESS_INVALID: {
    code: 13005,
    http: 400,
    message: {
      en_US: 'This address is not valid on the selected network',
      zh_HK: '該地址在所選網絡上無效',
      zh_CN: '该地址在所选网络上无效',
      ja_JP: 'このアドレスは選択したネットワークでは無効です',
      ko_KR: '선택한 네트워크에서 유효하지 않은 주소입니다',
      th_TH: 'ที่อยู่นี้ไม่ถูกต้องสำหรับเครือข่ายที่เลือก',
      es_ES: 'Esta dirección no es válida en la red seleccionada',
      de_DE: 'Diese Adresse ist im gewählten Netzwerk ungültig',
      fr_FR: "Cette adresse n'est pas valide sur le réseau choisi",
      id_ID: 'Alamat ini tidak valid di jaringan yang dipilih',
    },
  },
  WITHDRAW_PENDING_EXISTS: {
    code: 13006,
    http: 409,
    message: {
      en_US: 'You already have a withdrawal in progress',
      zh_HK: '你已有一筆提幣正在處理中',
      zh_CN: '你已有一笔提币正在处理中',
      ja_JP: '処理中の出金がすでにあります',
      ko_KR: '이미 처리 중인 출금이 있습니다',
      th_TH: 'คุณมีรายการถอนที่กำลังดำเนินการอยู่แล้ว',
      es_ES: 'Ya tiene un retiro en curso',
      de_DE: 'Sie haben bereits eine laufende Auszahlung',
      fr_FR: 'Vous avez déjà un retrait en cours',
      id_ID: 'Anda sudah memiliki penarikan yang sedang diproses',
    },
  },
  WITHDRAW_SECURITY_REQUIRED: {
    code: 13007,
    http: 400,
    message: {
      en_US:
        'Bind an authenticator, or both an email and a phone, and set a fund password before withdrawing',
      zh_HK: '提幣前請綁定谷歌驗證器，或同時綁定電郵和手機，並設定資金密碼',
      zh_CN: '提币前请绑定谷歌验证器，或同时绑定邮箱和手机，并设置资金密码',
      ja_JP:
        '出金前に認証アプリ、またはメールと電話番号の両方を連携し、資金パスワードを設定してください',
      ko_KR: '출금 전에 인증 앱 또는 이메일과 휴대폰을 모두 연동하고 자금 비밀번호를 설정해 주세요',
      th_TH: 'ก่อนถอน โปรดผูกแอปยืนยันตัวตน หรือผูกทั้งอีเมลและโทรศัพท์ และตั้งรหัสผ่านกองทุน',
      es_ES:
        'Antes de retirar, vincule un autenticador, o un correo y un teléfono, y defina una contraseña de fondos',
      de_DE:
        'Binden Sie vor einer Auszahlung einen Authenticator oder E-Mail und Telefon und legen Sie ein Fondspasswort fest',
      fr_FR:
        'Avant de retirer, liez un authentificateur, ou un e-mail et un téléphone, et définissez un mot de passe des fonds',
      id_ID:
        'Sebelum menarik, tautkan autentikator, atau email dan telepon, dan atur kata sandi dana',
    },
  },
  WITHDRAW_NOT_FOUND: {
    code: 13008,
    http: 404,
    message: {
      en_US: 'Withdrawal record not found',
      zh_HK: '提幣記錄不存在',
      zh_CN: '提币记录不存在',
      ja_JP: '出金記録が見つかりません',
      ko_KR: '출금 기록을 찾을 수 없습니다',
      th_TH: 'ไม่พบรายการถอน',
      es_ES: 'Registro de retiro no encontrado',
      de_DE: 'Auszahlungsdatensatz nicht gefunden',
      fr_FR: 'Retrait introuvable',
      id_ID: 'Catatan penarikan tidak ditemukan',
    },
  },
  WITHDRAW_STATE: {
    code: 13009,
    http: 409,
    message: {
      en_US: 'This withdrawal can no longer be changed',
      zh_HK: '該提幣已無法變更',
      zh_CN: '该提币已无法变更',
      ja_JP: 'この出金はもう変更できません',
      ko_KR: '이 출금은 더 이상 변경할 수 없습니다',
      th_TH: 'ไม่สามารถเปลี่ยนแปลงรายการถอนนี้ได้แล้ว',
      es_ES: 'Este retiro ya no se puede modificar',
      de_DE: 'Diese Auszahlung kann nicht mehr geändert werden',
      fr_FR: 'Ce retrait ne peut plus être modifié',
      id_ID: 'Penarikan ini tidak dapat diubah lagi',
    },
  },
  /** The verification level's daily limit (USD value at request time) would be passed. */
  WITHDRAW_LEVEL_LIMIT: {
    code: 13010,
    http: 400,
    message: {
      en_US:
        'Daily withdrawal limit of your verification level: {limit} USD, {remaining} USD left today. Verify your identity to raise it',
      zh_HK:
        '您的認證等級每日提幣限額為 {limit} USD，今日剩餘 {remaining} USD。完成身份認證可提高限額',
      zh_CN:
        '您的认证等级每日提币限额为 {limit} USD，今日剩余 {remaining} USD。完成身份认证可提高限额',
      ja_JP:
        '認証レベルの1日の出金限度額は {limit} USD、本日の残りは {remaining} USD です。本人確認で上限を引き上げられます',
      ko_KR:
        '인증 등급의 일일 출금 한도는 {limit} USD이며 오늘 남은 한도는 {remaining} USD입니다. 신원 인증으로 한도를 높일 수 있습니다',
      th_TH:
        'วงเงินถอนรายวันของระดับการยืนยันตัวตนของคุณ: {limit} USD เหลือวันนี้ {remaining} USD ยืนยันตัวตนเพื่อเพิ่มวงเงิน',
      es_ES:
        'Límite diario de retiro de su nivel de verificación: {limit} USD, quedan {remaining} USD hoy. Verifique su identidad para aumentarlo',
      de_DE:
        'Tägliches Auszahlungslimit Ihrer Verifizierungsstufe: {limit} USD, heute noch {remaining} USD. Verifizieren Sie Ihre Identität, um es zu erhöhen',
      fr_FR:
        "Limite quotidienne de retrait de votre niveau de vérification : {limit} USD, il reste {remaining} USD aujourd'hui. Vérifiez votre identité pour l'augmenter",
      id_ID:
        'Batas penarikan harian tingkat verifikasi Anda: {limit} USD, sisa {remaining} USD hari ini. Verifikasi identitas Anda untuk menaikkannya',
    },
  },
  /** The coin has no price now, so its value against a finite daily limit cannot be known. */
  WITHDRAW_UNPRICED: {
    code: 13011,
    http: 409,
    message: {
      en_US:
        '{coin} has no price right now, so it cannot be counted against your daily limit. Try again later',
      zh_HK: '{coin} 目前沒有價格，無法計入每日限額，請稍後再試',
      zh_CN: '{coin} 目前没有价格，无法计入每日限额，请稍后再试',
      ja_JP:
        '{coin} には現在価格がないため、1日の限度額に計上できません。しばらくしてからお試しください',
      ko_KR: '{coin}의 현재 가격이 없어 일일 한도에 반영할 수 없습니다. 잠시 후 다시 시도하세요',
      th_TH: 'ขณะนี้ {coin} ไม่มีราคา จึงไม่สามารถนับรวมในวงเงินรายวันได้ โปรดลองใหม่ภายหลัง',
      es_ES:
        '{coin} no tiene precio ahora y no se puede contar en su límite diario. Inténtelo más tarde',
      de_DE:
        '{coin} hat gerade keinen Preis und kann nicht auf Ihr Tageslimit angerechnet werden. Versuchen Sie es später erneut',
      fr_FR:
        "{coin} n'a pas de prix pour le moment et ne peut pas être compté dans votre limite quotidienne. Réessayez plus tard",
      id_ID:
        '{coin} belum memiliki harga saat ini sehingga tidak dapat dihitung dalam batas harian Anda. Coba lagi nanti',
    },
  },
  /** P2P-bought coins still within their payment method's chargeback hold would leave with this withdrawal. */
  WITHDRAW_P2P_HOLD: {
    code: 13012,
    http: 409,
    message: {
      en_US:
        'Coins worth {held} USD bought through P2P are on hold until {until}; this withdrawal would take your wallets below that',
      zh_HK:
        '通過 P2P 購買的價值 {held} USD 的幣在 {until} 前處於保留期；此次提幣會使您的錢包低於該金額',
      zh_CN:
        '通过 P2P 购买的价值 {held} USD 的币在 {until} 前处于保留期；此次提币会使您的钱包低于该金额',
      ja_JP:
        'P2Pで購入した {held} USD 相当のコインは {until} まで保留中です。この出金では残高がその額を下回ります',
      ko_KR:
        'P2P로 구매한 {held} USD 상당의 코인은 {until}까지 보류됩니다. 이 출금으로 지갑 잔액이 그 아래로 내려갑니다',
      th_TH:
        'เหรียญมูลค่า {held} USD ที่ซื้อผ่าน P2P ถูกพักไว้ถึง {until} การถอนครั้งนี้จะทำให้กระเป๋าของคุณต่ำกว่ามูลค่านั้น',
      es_ES:
        'Las monedas por valor de {held} USD compradas por P2P están retenidas hasta {until}; este retiro dejaría sus billeteras por debajo',
      de_DE:
        'Über P2P gekaufte Coins im Wert von {held} USD sind bis {until} gesperrt; diese Auszahlung würde Ihre Wallets darunter bringen',
      fr_FR:
        'Les cryptos d’une valeur de {held} USD achetées en P2P sont bloquées jusqu’au {until} ; ce retrait ferait passer vos portefeuilles en dessous',
      id_ID:
        'Koin senilai {held} USD yang dibeli lewat P2P ditahan hingga {until}; penarikan ini akan membuat dompet Anda di bawah nilai itu',
    },
  },
  /** The whitelist is on and this (network, address) is not in the user's address book. */
  WITHDRAW_ADDRESS_NOT_SAVED: {
    code: 13013,
    http: 409,
    message: {
      en_US:
        'Your withdrawal whitelist is on: save this address in your address book for this network first',
      zh_HK: '您已開啟提幣白名單：請先將此地址加入該網絡的地址簿',
      zh_CN: '您已开启提币白名单：请先将此地址添加到该网络的地址簿',
      ja_JP:
        '出金ホワイトリストが有効です。先にこのアドレスをこのネットワークのアドレス帳に保存してください',
      ko_KR: '출금 화이트리스트가 켜져 있습니다. 먼저 이 주소를 이 네트워크의 주소록에 저장하세요',
      th_TH: 'คุณเปิดรายการที่อยู่ที่อนุญาตสำหรับการถอนอยู่ โปรดบันทึกที่อยู่นี้ในสมุดที่อยู่ของเครือข่ายนี้ก่อน',
      es_ES:
        'Su lista blanca de retiros está activada: guarde primero esta dirección en su libreta de direcciones para esta red',
      de_DE:
        'Ihre Auszahlungs-Whitelist ist aktiv: Speichern Sie diese Adresse zuerst in Ihrem Adressbuch für dieses Netzwerk',
      fr_FR:
        'Votre liste blanche de retrait est activée : enregistrez d’abord cette adresse dans votre carnet d’adresses pour ce réseau',
      id_ID:
        'Daftar putih penarikan Anda aktif: simpan dulu alamat ini di buku alamat Anda untuk jaringan ini',
    },
  },
  /** Saved while the whitelist was on: usable only once its waiting time has passed. */
  WITHDRAW_ADDRESS_NOT_YET_USABLE: {
    code: 13014,
    http: 409,
    message: {
      en_US: 'This address was added to your whitelist recently and can be used from {until} (UTC)',
      zh_HK: '此地址剛加入白名單，可於 {until}（UTC）起使用',
      zh_CN: '此地址刚加入白名单，可于 {until}（UTC）起使用',
      ja_JP: 'このアドレスは最近ホワイトリストに追加されたため、{until}（UTC）から使用できます',
      ko_KR: '이 주소는 최근 화이트리스트에 추가되어 {until}(UTC)부터 사용할 수 있습니다',
      th_TH: 'ที่อยู่นี้เพิ่งถูกเพิ่มในรายการที่อนุญาต และใช้ได้ตั้งแต่ {until} (UTC)',
      es_ES:
        'Esta dirección se añadió hace poco a su lista blanca y podrá usarse a partir de {until} (UTC)',
      de_DE:
        'Diese Adresse wurde erst kürzlich zu Ihrer Whitelist hinzugefügt und ist ab {until} (UTC) verwendbar',
      fr_FR:
        'Cette adresse a été ajoutée récemment à votre liste blanche et sera utilisable à partir du {until} (UTC)',
      id_ID:
        'Alamat ini baru ditambahkan ke daftar putih Anda dan dapat digunakan mulai {until} (UTC)',
    },
  },
  ADDRESS_BOOK_DUPLICATE: {
    code: 13015,
    http: 409,
    message: {
      en_US: 'This address is already in your address book for this network',
      zh_HK: '此地址已在該網絡的地址簿中',
      zh_CN: '此地址已在该网络的地址簿中',
      ja_JP: 'このアドレスはこのネットワークのアドレス帳に既に保存されています',
      ko_KR: '이 주소는 이미 이 네트워크의 주소록에 있습니다',
      th_TH: 'ที่อยู่นี้มีอยู่ในสมุดที่อยู่ของเครือข่ายนี้แล้ว',
      es_ES: 'Esta dirección ya está en su libreta de direcciones para esta red',
      de_DE: 'Diese Adresse ist für dieses Netzwerk bereits in Ihrem Adressbuch',
      fr_FR: 'Cette adresse figure déjà dans votre carnet d’adresses pour ce réseau',
      id_ID: 'Alamat ini sudah ada di buku alamat Anda untuk jaringan ini',
    },
  },
  ADDRESS_BOOK_FULL: {
    code: 13016,
    http: 409,
    message: {
      en_US: 'Your address book holds at most {max} addresses: delete one to add another',
      zh_HK: '地址簿最多可保存 {max} 個地址：請先刪除一個再新增',
      zh_CN: '地址簿最多可保存 {max} 个地址：请先删除一个再添加',
      ja_JP: 'アドレス帳に保存できるのは最大 {max} 件です。追加するには 1 件削除してください',
      ko_KR: '주소록에는 최대 {max}개의 주소를 저장할 수 있습니다. 하나를 삭제한 후 추가하세요',
      th_TH: 'สมุดที่อยู่เก็บได้สูงสุด {max} ที่อยู่ โปรดลบหนึ่งรายการก่อนเพิ่มใหม่',
      es_ES:
        'Su libreta de direcciones admite como máximo {max} direcciones: elimine una para añadir otra',
      de_DE:
        'Ihr Adressbuch fasst höchstens {max} Adressen: Löschen Sie eine, um eine neue hinzuzufügen',
      fr_FR:
        'Votre carnet d’adresses contient au plus {max} adresses : supprimez-en une pour en ajouter une autre',
      id_ID:
        'Buku alamat Anda menampung paling banyak {max} alamat: hapus satu untuk menambah yang lain',
    },
  },
  ADDRESS_BOOK_NOT_FOUND: {
    code: 13017,
    http: 404,
    message: {
      en_US: 'Saved address not found',
      zh_HK: '找不到該已保存的地址',
      zh_CN: '找不到该已保存的地址',
      ja_JP: '保存済みのアドレスが見つかりません',
      ko_KR: '저장된 주소를 찾을 수 없습니다',
      th_TH: 'ไม่พบที่อยู่ที่บันทึกไว้',
      es_ES: 'No se encontró la dirección guardada',
      de_DE: 'Gespeicherte Adresse nicht gefunden',
      fr_FR: 'Adresse enregistrée introuvable',
      id_ID: 'Alamat tersimpan tidak ditemukan',
    },
  },
  /** The network is unknown, or no coin can be withdrawn on it. */
  ADDRESS_BOOK_NETWORK: {
    code: 13018,
    http: 400,
    message: {
      en_US: 'Withdrawals are not offered on this network',
      zh_HK: '此網絡不支援提幣',
      zh_CN: '此网络不支持提币',
      ja_JP: 'このネットワークでは出金できません',
      ko_KR: '이 네트워크에서는 출금할 수 없습니다',
      th_TH: 'เครือข่ายนี้ไม่รองรับการถอน',
      es_ES: 'No se ofrecen retiros en esta red',
      de_DE: 'Auszahlungen werden in diesem Netzwerk nicht angeboten',
      fr_FR: 'Les retraits ne sont pas proposés sur ce réseau',
      id_ID: 'Penarikan tidak tersedia di jaringan ini',
    },
  },
});
