import type { SeedFaq } from '../seed.types.js';

/** FAQ on P2P trading, identity levels and mining, added when those features arrived. */
export const FAQ_P2P_LENDING_EARN: readonly SeedFaq[] = [
  {
    slug: 'p2p-bought-coins-on-hold',
    text: {
      en_US: {
        title: 'Why can’t I withdraw coins I bought through P2P?',
        body: 'Some payments can be reversed after the seller has released the coins, so coins bought through P2P stay on the platform for a period set by the payment method used. Until it ends, a withdrawal may not take the value of your wallets below the value still held; the withdrawal page tells you how much is held and until when. You can still trade the coins on the platform meanwhile, but converting them into another coin does not lift the hold.',
      },
      zh_CN: {
        title: '为什么我不能提现通过 P2P 买入的币？',
        body: '有些付款在卖家放币后仍可能被撤销，因此通过 P2P 买入的币会在平台上保留一段时间，时长由所用付款方式决定。在此之前，提现后你钱包的总价值不能低于仍被保留的部分；提现页面会告诉你保留的金额以及保留到何时。在此期间你仍可以在平台内交易这些币，但把它们兑换成其他币并不会解除保留。',
      },
      zh_HK: {
        title: '為甚麼我不能提現透過 P2P 買入的幣？',
        body: '有些付款在賣家放幣後仍可能被撤銷，因此透過 P2P 買入的幣會在平台上保留一段時間，時長由所用付款方式決定。在此之前，提現後你錢包的總價值不可低於仍被保留的部分；提現頁面會告訴你保留的金額以及保留至何時。在此期間你仍可在平台內交易這些幣，但把它們兌換成其他幣並不會解除保留。',
      },
      ja_JP: {
        title: 'P2Pで買ったコインを出金できないのはなぜですか？',
        body: '売り手がコインをリリースした後でも取り消される支払いがあるため、P2Pで買ったコインは、使った支払い方法に応じた期間プラットフォームに留まります。その期間が終わるまで、出金によってウォレットの評価額が保留中の額を下回ることはできません。保留額と保留の終了時刻は出金画面に表示されます。その間もコインはプラットフォーム内で取引できますが、別のコインに交換しても保留は解除されません。',
      },
      ko_KR: {
        title: 'P2P로 산 코인을 출금할 수 없는 이유는 무엇인가요?',
        body: '판매자가 코인을 릴리스한 뒤에도 취소될 수 있는 결제가 있으므로, P2P로 산 코인은 사용한 결제 수단에 따라 정해진 기간 동안 플랫폼에 머뭅니다. 그 기간이 끝날 때까지는 출금으로 지갑 평가액이 보류 중인 금액 아래로 내려갈 수 없으며, 출금 화면에서 보류 금액과 보류가 끝나는 시각을 알려 줍니다. 그동안에도 플랫폼 안에서 코인을 거래할 수 있지만, 다른 코인으로 바꿔도 보류는 풀리지 않습니다.',
      },
      th_TH: {
        title: 'ทำไมฉันถอนเหรียญที่ซื้อผ่าน P2P ไม่ได้',
        body: 'การชำระเงินบางประเภทอาจถูกเรียกคืนได้หลังผู้ขายปล่อยเหรียญแล้ว เหรียญที่ซื้อผ่าน P2P จึงต้องอยู่บนแพลตฟอร์มเป็นระยะเวลาหนึ่งตามวิธีการชำระเงินที่ใช้ ก่อนครบกำหนด การถอนจะทำให้มูลค่ากระเป๋าของคุณต่ำกว่ามูลค่าที่ยังถูกพักไว้ไม่ได้ หน้าถอนจะบอกว่าพักไว้เท่าใดและถึงเมื่อใด ระหว่างนั้นคุณยังซื้อขายเหรียญเหล่านี้บนแพลตฟอร์มได้ แต่การแลกเป็นเหรียญอื่นไม่ได้ทำให้การพักสิ้นสุดลง',
      },
      es_ES: {
        title: '¿Por qué no puedo retirar las monedas que compré por P2P?',
        body: 'Algunos pagos se pueden revertir después de que el vendedor libere las monedas, por lo que las monedas compradas por P2P permanecen en la plataforma durante un periodo que depende del método de pago usado. Hasta que termine, una retirada no puede dejar el valor de tus billeteras por debajo de lo retenido; la página de retirada indica cuánto está retenido y hasta cuándo. Mientras tanto puedes seguir operando con esas monedas en la plataforma, pero convertirlas en otra moneda no levanta la retención.',
      },
      de_DE: {
        title: 'Warum kann ich per P2P gekaufte Coins nicht auszahlen?',
        body: 'Manche Zahlungen lassen sich noch rückgängig machen, nachdem der Verkäufer die Coins freigegeben hat. Daher bleiben per P2P gekaufte Coins eine Zeit lang auf der Plattform, die von der verwendeten Zahlungsmethode abhängt. Bis sie endet, darf eine Auszahlung den Wert Ihrer Wallets nicht unter den noch zurückgehaltenen Betrag senken; die Auszahlungsseite nennt Betrag und Ende der Sperre. Handeln können Sie mit den Coins auf der Plattform weiterhin, doch ein Umtausch in einen anderen Coin hebt die Sperre nicht auf.',
      },
      fr_FR: {
        title: 'Pourquoi ne puis-je pas retirer les cryptos achetées en P2P ?',
        body: 'Certains paiements peuvent être annulés après que le vendeur a libéré les cryptos ; les cryptos achetées en P2P restent donc sur la plateforme pendant une durée fixée selon le moyen de paiement utilisé. Jusqu’à son terme, un retrait ne peut pas faire passer la valeur de vos portefeuilles sous le montant encore retenu ; la page de retrait indique ce montant et jusqu’à quand. Vous pouvez en attendant échanger ces cryptos sur la plateforme, mais les convertir en une autre crypto ne lève pas la retenue.',
      },
      id_ID: {
        title: 'Mengapa saya tidak dapat menarik koin yang saya beli lewat P2P?',
        body: 'Sebagian pembayaran masih bisa dibatalkan setelah penjual melepas koin, jadi koin yang dibeli lewat P2P tetap di platform selama jangka waktu yang ditentukan oleh metode pembayaran yang dipakai. Sampai jangka itu berakhir, penarikan tidak boleh membuat nilai dompet Anda turun di bawah jumlah yang masih ditahan; halaman penarikan menyebutkan jumlahnya dan sampai kapan. Selama itu Anda tetap dapat memperdagangkan koin tersebut di platform, tetapi menukarnya ke koin lain tidak mencabut penahanan.',
      },
    },
  },
  {
    slug: 'which-verification-level-do-i-need',
    text: {
      en_US: {
        title: 'Which identity verification level do I need?',
        body: 'Primary verification lets you trade P2P and add payment methods, which are always in your verified name. Advanced verification is needed for business certification (to post P2P ads), for credit loans and for P2P ads that require it. Each level also raises your daily crypto withdrawal limit and your daily P2P limit. Flexible savings, pledge loans, funds, lock-ups and mining machines need no verification level. Apply under My > Identity verification.',
      },
      zh_CN: {
        title: '我需要哪个身份认证等级？',
        body: '通过初级认证后，你可以进行 P2P 交易并添加收款方式，收款方式始终是你的实名。商家认证（用于发布 P2P 广告）、信用贷款以及有此要求的 P2P 广告需要高级认证。每提升一级，你的每日加密货币提现限额和每日 P2P 限额也会提高。活期理财、质押借币、基金、锁仓和矿机不要求认证等级。请在“我的”>“身份认证”中申请。',
      },
      zh_HK: {
        title: '我需要哪個身份認證等級？',
        body: '通過初級認證後，你可以進行 P2P 交易並添加收款方式，收款方式始終是你的實名。商家認證（用於發佈 P2P 廣告）、信用貸款以及有此要求的 P2P 廣告需要高級認證。每提升一級，你的每日加密貨幣提現限額和每日 P2P 限額亦會提高。活期理財、質押借幣、基金、鎖倉和礦機不要求認證等級。請在「我的」>「身份認證」中申請。',
      },
      ja_JP: {
        title: 'どの本人確認レベルが必要ですか？',
        body: '初級の本人確認で、P2P取引と支払い方法の追加ができます（支払い方法は常に確認済みの名義です）。ビジネス認証（P2P広告の掲載に必要）、信用ローン、上級を条件とするP2P広告には、上級の本人確認が必要です。レベルが上がるごとに、暗号資産の 1 日の出金限度額と 1 日のP2P上限も上がります。フレキシブル貯蓄、担保ローン、ファンド、ロックアップ、マイニングマシンには本人確認レベルは不要です。申請は「マイページ」>「本人確認」から行えます。',
      },
      ko_KR: {
        title: '어떤 신원 인증 단계가 필요한가요?',
        body: '기본 인증을 통과하면 P2P 거래를 하고 결제 수단을 추가할 수 있습니다(결제 수단은 항상 인증된 실명입니다). 비즈니스 인증(P2P 광고 게시용), 신용대출, 고급 인증을 요구하는 P2P 광고에는 고급 인증이 필요합니다. 단계가 오를 때마다 암호화폐 일일 출금 한도와 일일 P2P 한도도 올라갑니다. 자유입출금 재테크, 담보 대출, 펀드, 락업, 채굴기에는 인증 단계가 필요하지 않습니다. “내 정보” > “신원 인증”에서 신청하세요.',
      },
      th_TH: {
        title: 'ฉันต้องยืนยันตัวตนระดับใด',
        body: 'การยืนยันตัวตนขั้นต้นทำให้คุณซื้อขาย P2P และเพิ่มวิธีการชำระเงินได้ ซึ่งต้องเป็นชื่อที่ยืนยันแล้วของคุณเสมอ การรับรองธุรกิจ (เพื่อลงโฆษณา P2P) สินเชื่อส่วนบุคคล และโฆษณา P2P ที่กำหนดไว้ ต้องใช้การยืนยันตัวตนขั้นสูง ทุกระดับที่สูงขึ้นยังเพิ่มวงเงินถอนคริปโตรายวันและวงเงิน P2P รายวันของคุณด้วย เงินออมแบบยืดหยุ่น สินเชื่อแบบมีหลักประกัน กองทุน การล็อกในพูล และเครื่องขุด ไม่ต้องใช้ระดับการยืนยันตัวตน สมัครได้ที่ “ของฉัน” > “ยืนยันตัวตน”',
      },
      es_ES: {
        title: '¿Qué nivel de verificación de identidad necesito?',
        body: 'La verificación básica te permite operar en P2P y añadir métodos de pago, que siempre están a tu nombre verificado. La avanzada es necesaria para la certificación de empresa (para publicar anuncios P2P), para los préstamos personales y para los anuncios P2P que la exigen. Cada nivel aumenta además tu límite diario de retirada de criptomonedas y tu límite P2P diario. El ahorro flexible, los préstamos con garantía, los fondos, los bloqueos y las máquinas de minería no exigen ningún nivel. Solicítala en Yo > Verificación de identidad.',
      },
      de_DE: {
        title: 'Welche Stufe der Identitätsprüfung brauche ich?',
        body: 'Mit der Basis-Verifizierung können Sie P2P handeln und Zahlungsmethoden hinzufügen, die immer auf Ihren verifizierten Namen lauten. Die erweiterte Verifizierung brauchen Sie für die Händlerzertifizierung (um P2P-Anzeigen aufzugeben), für Privatkredite und für P2P-Anzeigen, die sie verlangen. Jede Stufe erhöht außerdem Ihr tägliches Krypto-Auszahlungslimit und Ihr tägliches P2P-Limit. Flexibles Sparen, Kredite gegen Sicherheiten, Fonds, Lock-ups und Mining-Maschinen setzen keine Stufe voraus. Beantragen Sie sie unter Ich > Identitätsprüfung.',
      },
      fr_FR: {
        title: 'De quel niveau de vérification d’identité ai-je besoin ?',
        body: 'La vérification de base vous permet d’échanger en P2P et d’ajouter des moyens de paiement, toujours à votre nom vérifié. La vérification avancée est nécessaire pour la certification marchand (pour publier des annonces P2P), pour les prêts personnels et pour les annonces P2P qui l’exigent. Chaque niveau relève aussi votre limite quotidienne de retrait de cryptos et votre limite P2P quotidienne. L’épargne flexible, les prêts garantis, les fonds, les blocages et les machines de minage ne demandent aucun niveau. Faites la demande dans Moi > Vérification d’identité.',
      },
      id_ID: {
        title: 'Tingkat verifikasi identitas mana yang saya perlukan?',
        body: 'Verifikasi dasar memungkinkan Anda berdagang P2P dan menambahkan metode pembayaran, yang selalu atas nama terverifikasi Anda. Verifikasi lanjutan diperlukan untuk sertifikasi bisnis (untuk memasang iklan P2P), untuk pinjaman tanpa agunan, dan untuk iklan P2P yang mensyaratkannya. Setiap tingkat juga menaikkan batas penarikan kripto harian dan batas P2P harian Anda. Tabungan fleksibel, pinjaman dengan jaminan, dana, penguncian, dan mesin penambangan tidak memerlukan tingkat verifikasi. Ajukan di Saya > Verifikasi identitas.',
      },
    },
  },
  {
    slug: 'mining-payout-waiting',
    text: {
      en_US: {
        title: 'Why is my mining payout waiting?',
        body: 'Mining income is paid only from the mining-income account, which operators fill with the real payouts of the mining pool, and only at a hash price published for that day. If the account is short, or the day has no hash price yet, the payout waits and your machine order says which. No day is skipped: the payout is made as soon as the account is filled or the price is published.',
      },
      zh_CN: {
        title: '为什么我的挖矿收益在等待发放？',
        body: '挖矿收益只从挖矿收益账户中支付，该账户由运营人员用矿池的真实收益注入，而且只按当天公布的算力价格支付。如果账户余额不足，或当天还没有算力价格，这次发放就会等待，你的矿机订单会说明是哪一种原因。不会跳过任何一天：一旦账户补足或价格公布，就会立即发放。',
      },
      zh_HK: {
        title: '為甚麼我的挖礦收益在等待發放？',
        body: '挖礦收益只從挖礦收益帳戶中支付，該帳戶由營運人員以礦池的真實收益注入，而且只按當天公佈的算力價格支付。如帳戶餘額不足，或當天仍未有算力價格，這次發放就會等待，你的礦機訂單會說明是哪一種原因。不會跳過任何一天：一旦帳戶補足或價格公佈，就會即時發放。',
      },
      ja_JP: {
        title: 'マイニング収益の支払いが待機中なのはなぜですか？',
        body: 'マイニング収益は、運営担当者がマイニングプールからの実際の支払いを入金するマイニング収益口座からのみ、その日に公表されたハッシュ価格で支払われます。口座の残高が足りないか、その日のハッシュ価格がまだない場合は支払いが待機になり、マシンの注文にどちらの理由かが表示されます。飛ばされる日はなく、口座に入金されるか価格が公表され次第支払われます。',
      },
      ko_KR: {
        title: '채굴 수익 지급이 대기 중인 이유는 무엇인가요?',
        body: '채굴 수익은 운영자가 채굴 풀의 실제 지급금으로 채우는 채굴 수익 계정에서만, 그날 게시된 해시 가격으로만 지급됩니다. 계정이 부족하거나 그날의 해시 가격이 아직 없으면 지급이 대기하며, 채굴기 주문에 어느 이유인지 표시됩니다. 건너뛰는 날은 없으며, 계정이 채워지거나 가격이 게시되는 대로 지급됩니다.',
      },
      th_TH: {
        title: 'ทำไมการจ่ายรายได้การขุดของฉันจึงรออยู่',
        body: 'รายได้การขุดจ่ายจากบัญชีรายได้การขุดเท่านั้น ซึ่งเจ้าหน้าที่เติมด้วยรายได้จริงจากพูลขุด และจ่ายที่ราคาแฮชที่ประกาศสำหรับวันนั้นเท่านั้น หากบัญชีมีไม่พอ หรือวันนั้นยังไม่มีราคาแฮช การจ่ายจะรอ และคำสั่งเครื่องขุดของคุณจะบอกว่าเป็นเหตุใด ไม่มีวันใดถูกข้าม ระบบจะจ่ายทันทีเมื่อบัญชีได้รับการเติมหรือมีการประกาศราคา',
      },
      es_ES: {
        title: '¿Por qué está en espera mi pago de minería?',
        body: 'Los ingresos de minería se pagan solo desde la cuenta de ingresos de minería, que los operadores llenan con los pagos reales del pool de minería, y solo a un precio de hash publicado para ese día. Si la cuenta no tiene saldo suficiente, o el día aún no tiene precio de hash, el pago espera y tu orden de máquinas indica cuál es el motivo. No se salta ningún día: el pago se hace en cuanto la cuenta se llena o se publica el precio.',
      },
      de_DE: {
        title: 'Warum wartet meine Mining-Auszahlung?',
        body: 'Mining-Erträge werden nur vom Mining-Ertragskonto gezahlt, das Mitarbeiter mit den echten Auszahlungen des Mining-Pools füllen, und nur zu einem für den Tag veröffentlichten Hashpreis. Ist das Konto nicht ausreichend gedeckt oder hat der Tag noch keinen Hashpreis, wartet die Auszahlung, und Ihr Maschinenauftrag zeigt, welcher Grund vorliegt. Kein Tag wird übersprungen: Gezahlt wird, sobald das Konto gefüllt oder der Preis veröffentlicht ist.',
      },
      fr_FR: {
        title: 'Pourquoi mon versement de minage est-il en attente ?',
        body: 'Les revenus de minage ne sont versés que depuis le compte de revenus de minage, que les opérateurs alimentent avec les vrais paiements du pool de minage, et uniquement à un prix du hash publié pour ce jour. Si le compte n’est pas suffisamment approvisionné, ou si le jour n’a pas encore de prix du hash, le versement attend et votre ordre de machines indique la raison. Aucun jour n’est sauté : le versement a lieu dès que le compte est alimenté ou que le prix est publié.',
      },
      id_ID: {
        title: 'Mengapa pembayaran penambangan saya menunggu?',
        body: 'Pendapatan penambangan hanya dibayar dari akun pendapatan penambangan, yang diisi operator dengan pembayaran nyata dari pool penambangan, dan hanya dengan harga hash yang diumumkan untuk hari itu. Jika saldo akun kurang, atau hari itu belum memiliki harga hash, pembayaran menunggu dan pesanan mesin Anda menunjukkan alasannya. Tidak ada hari yang dilewati: pembayaran dilakukan segera setelah akun diisi atau harga diumumkan.',
      },
    },
  },
];
