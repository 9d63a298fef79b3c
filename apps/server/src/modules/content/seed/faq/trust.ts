import type { SeedFaq } from '../seed.types.js';

/** FAQ on the proof of reserves and liabilities and on API keys for bots, added when they arrived. */
export const FAQ_TRUST: readonly SeedFaq[] = [
  {
    slug: 'proof-of-reserves',
    text: {
      en_US: {
        title: 'How can I check that the exchange holds what it owes me?',
        body: 'Open “Proof of reserves” on the home page. Each round (daily, or when the operator runs one) reads every user’s balances from the ledger at one moment, amounts held by orders included, and publishes a Merkle sum tree per coin with its root and total. Tap “Verify my balances”: your browser downloads your proofs and checks them against the published root, with no help from us; you can also download the file and check it offline with the open-source command in our repository. Beside what is owed, the page lists our custody addresses, each with a message signed by its key (checked in your browser, and by any wallet), and what each held at the snapshot. Addresses on simulated networks are marked: their coins are worth nothing. A signature proves control of an address; it cannot show debts owed outside the ledger.',
      },
      zh_CN: {
        title: '如何确认交易所持有欠我的资产？',
        body: '在首页打开“储备金证明”。每一轮（每天一次，或由运营方发起）会在同一时刻从账本读取所有用户的余额（包括挂单冻结的金额），并为每个币种发布一棵默克尔求和树及其根哈希和总额。点击“验证我的余额”：浏览器会下载你的证明，并在没有我们参与的情况下与公布的根哈希核对；你也可以下载文件，用我们代码仓库中的开源命令离线核对。页面在负债旁列出我们的托管地址，每个地址都附有由其私钥签名的消息（已在你的浏览器中校验，任何钱包也可校验），以及快照时各地址的余额。模拟网络上的地址会标注出来：其币没有价值。签名证明对地址的控制权，但无法显示账本之外的负债。',
      },
      zh_HK: {
        title: '如何確認交易所持有欠我的資產？',
        body: '在首頁打開「儲備金證明」。每一輪（每天一次，或由營運方發起）會在同一時刻從賬本讀取所有用戶的餘額（包括掛單凍結的金額），並為每個幣種發佈一棵默克爾求和樹及其根哈希和總額。點按「驗證我的餘額」：瀏覽器會下載你的證明，並在沒有我們參與的情況下與公佈的根哈希核對；你亦可下載文件，用我們代碼倉庫中的開源命令離線核對。頁面在負債旁列出我們的託管地址，每個地址都附有由其私鑰簽名的訊息（已在你的瀏覽器中校驗，任何錢包亦可校驗），以及快照時各地址的餘額。模擬網絡上的地址會標示出來：其幣沒有價值。簽名證明對地址的控制權，但無法顯示賬本以外的負債。',
      },
      ja_JP: {
        title: '取引所が私への債務分を保有していることをどう確認できますか？',
        body: 'ホームの「準備金証明」を開きます。各ラウンド（毎日、または運営者が実行したとき）は、注文で拘束中の額を含む全ユーザーの残高を帳簿から同じ時点で読み取り、通貨ごとにマークル和ツリーとそのルートおよび合計を公開します。「残高を検証」をタップすると、ブラウザが証明をダウンロードし、当社の関与なしに公開されたルートと照合します。ファイルをダウンロードして、リポジトリのオープンソースのコマンドでオフライン検証することもできます。負債の横には当社の保管アドレスが一覧され、各アドレスの鍵で署名されたメッセージ（ブラウザで検証済み、どのウォレットでも検証可能）とスナップショット時点の残高が表示されます。シミュレートされたネットワークのアドレスにはその旨が表示され、そのコインに価値はありません。署名はアドレスの管理を証明しますが、帳簿外の債務は示せません。',
      },
      ko_KR: {
        title: '거래소가 나에게 진 빚만큼 보유하고 있는지 어떻게 확인하나요?',
        body: '홈의 “준비금 증명”을 여세요. 각 회차(매일, 또는 운영자가 실행할 때)는 주문에 묶인 금액을 포함한 모든 사용자의 잔액을 한 시점에 원장에서 읽고, 코인별로 머클 합 트리와 그 루트, 합계를 게시합니다. “내 잔액 확인”을 누르면 브라우저가 증명을 내려받아 저희의 도움 없이 게시된 루트와 대조합니다. 파일을 내려받아 저장소의 오픈 소스 명령으로 오프라인에서 확인할 수도 있습니다. 부채 옆에는 저희의 수탁 주소가 나열되며, 각 주소의 키로 서명한 메시지(브라우저에서 확인되었고 어떤 지갑으로도 확인 가능)와 스냅샷 시점의 잔액이 표시됩니다. 시뮬레이션 네트워크의 주소는 따로 표시되며, 그 코인은 가치가 없습니다. 서명은 주소의 통제를 증명하지만 원장 밖의 부채는 보여 줄 수 없습니다.',
      },
      th_TH: {
        title: 'ฉันจะตรวจได้อย่างไรว่ากระดานเทรดถือทรัพย์สินที่ค้างจ่ายฉันไว้จริง',
        body: 'เปิด “หลักฐานทุนสำรอง” จากหน้าแรก แต่ละรอบ (ทุกวัน หรือเมื่อผู้ให้บริการสั่ง) จะอ่านยอดคงเหลือของผู้ใช้ทุกคนจากบัญชีแยกประเภทในเวลาเดียวกัน รวมยอดที่คำสั่งซื้อขายกันไว้ แล้วเผยแพร่ Merkle sum tree ของแต่ละเหรียญพร้อมรูทและยอดรวม แตะ “ยืนยันยอดคงเหลือของฉัน” เบราว์เซอร์จะดาวน์โหลดหลักฐานของคุณและตรวจกับรูทที่เผยแพร่โดยไม่ต้องพึ่งเรา และคุณยังดาวน์โหลดไฟล์ไปตรวจแบบออฟไลน์ด้วยคำสั่งโอเพนซอร์สในที่เก็บโค้ดของเราได้ ข้างยอดค้างจ่าย หน้านี้แสดงที่อยู่ผู้ดูแลทรัพย์สินของเรา แต่ละที่อยู่มีข้อความที่ลงนามด้วยคีย์ของที่อยู่นั้น (ตรวจในเบราว์เซอร์ของคุณแล้ว และกระเป๋าเงินใดก็ตรวจได้) พร้อมยอดที่ถือในเวลาสแนปช็อต ที่อยู่บนเครือข่ายจำลองจะมีป้ายกำกับ เหรียญเหล่านั้นไม่มีมูลค่า ลายเซ็นพิสูจน์การควบคุมที่อยู่ แต่แสดงหนี้นอกบัญชีแยกประเภทไม่ได้',
      },
      es_ES: {
        title: '¿Cómo compruebo que el exchange tiene lo que me debe?',
        body: 'Abre «Prueba de reservas» en la página de inicio. Cada ronda (diaria, o cuando la lanza el operador) lee a la vez los saldos de todos los usuarios en el libro mayor, incluidos los importes retenidos por órdenes, y publica por moneda un árbol de Merkle de sumas con su raíz y su total. Pulsa «Verificar mis saldos»: tu navegador descarga tus pruebas y las comprueba contra la raíz publicada sin ayuda nuestra; también puedes descargar el archivo y comprobarlo sin conexión con el comando de código abierto de nuestro repositorio. Junto a lo adeudado, la página muestra nuestras direcciones de custodia, cada una con un mensaje firmado por su clave (comprobado en tu navegador y comprobable con cualquier cartera), y lo que tenía cada una en la instantánea. Las direcciones de redes simuladas están marcadas: sus monedas no valen nada. Una firma prueba el control de una dirección; no puede mostrar deudas fuera del libro mayor.',
      },
      de_DE: {
        title: 'Wie prüfe ich, dass die Börse hält, was sie mir schuldet?',
        body: 'Öffnen Sie „Reservennachweis“ auf der Startseite. Jede Runde (täglich oder wenn der Betreiber eine startet) liest die Guthaben aller Nutzer zu einem Zeitpunkt aus dem Hauptbuch, in Orders gebundene Beträge eingeschlossen, und veröffentlicht je Coin einen Merkle-Summenbaum mit Wurzel und Summe. Tippen Sie auf „Meine Guthaben prüfen“: Ihr Browser lädt Ihre Nachweise und prüft sie ohne unsere Hilfe gegen die veröffentlichte Wurzel; Sie können die Datei auch herunterladen und offline mit dem Open-Source-Befehl aus unserem Repository prüfen. Neben den Verbindlichkeiten listet die Seite unsere Verwahrungsadressen, jede mit einer von ihrem Schlüssel signierten Nachricht (in Ihrem Browser geprüft und mit jeder Wallet prüfbar), und was jede zum Snapshot hielt. Adressen in simulierten Netzwerken sind gekennzeichnet: Ihre Coins sind wertlos. Eine Signatur beweist die Kontrolle über eine Adresse; Schulden außerhalb des Hauptbuchs zeigt sie nicht.',
      },
      fr_FR: {
        title: 'Comment vérifier que la plateforme détient ce qu’elle me doit ?',
        body: 'Ouvrez « Preuve de réserves » depuis l’accueil. Chaque campagne (quotidienne, ou lancée par l’opérateur) lit au même instant les soldes de tous les utilisateurs dans le registre, montants bloqués par des ordres compris, et publie pour chaque jeton un arbre de Merkle à sommes avec sa racine et son total. Touchez « Vérifier mes soldes » : votre navigateur télécharge vos preuves et les vérifie sans notre aide contre la racine publiée ; vous pouvez aussi télécharger le fichier et le vérifier hors ligne avec la commande open source de notre dépôt. À côté de ce qui est dû, la page liste nos adresses de conservation, chacune avec un message signé par sa clé (vérifié dans votre navigateur et vérifiable avec tout portefeuille), et ce que chacune détenait à l’instantané. Les adresses des réseaux simulés sont signalées : leurs jetons ne valent rien. Une signature prouve le contrôle d’une adresse ; elle ne montre pas les dettes hors du registre.',
      },
      id_ID: {
        title: 'Bagaimana saya memeriksa bahwa bursa menyimpan apa yang menjadi hak saya?',
        body: 'Buka “Bukti cadangan” di beranda. Setiap putaran (harian, atau saat operator menjalankannya) membaca saldo semua pengguna dari buku besar pada satu saat, termasuk jumlah yang ditahan order, lalu memublikasikan pohon jumlah Merkle per koin beserta akar dan totalnya. Ketuk “Verifikasi saldo saya”: browser Anda mengunduh bukti Anda dan mencocokkannya dengan akar yang dipublikasikan tanpa bantuan kami; Anda juga dapat mengunduh berkasnya dan memeriksanya secara offline dengan perintah sumber terbuka di repositori kami. Di samping kewajiban, halaman ini mencantumkan alamat kustodian kami, masing-masing dengan pesan yang ditandatangani kuncinya (diperiksa di browser Anda dan dapat diperiksa dompet mana pun), serta isinya saat snapshot. Alamat di jaringan simulasi ditandai: koinnya tidak bernilai. Tanda tangan membuktikan kendali atas alamat; ia tidak dapat menunjukkan utang di luar buku besar.',
      },
    },
  },
  {
    slug: 'api-keys-for-bots',
    text: {
      en_US: {
        title: 'How do I connect a trading bot?',
        body: 'Create an API key in “My” > “Security centre” > “API management”; it asks for a security check. Choose HMAC (the secret is shown once, so store it then) or Ed25519 (you upload your public key and we never see the private one). A key can read your account; turn on trading if your bot places spot orders. A key without an IP allowlist loses trading 30 days after it is made, and a key unused for 90 days expires. The spot API speaks the dialect of the largest exchange, so libraries such as ccxt work once its address is changed to ours; the developers’ page at /api/docs has signing examples. Withdrawals are not available through the API. Every key’s use is in your security log, and you can disable or delete a key at any time.',
      },
      zh_CN: {
        title: '如何接入交易机器人？',
        body: '在“我的”>“安全中心”>“API 管理”中创建 API 密钥，创建时需要安全验证。可选择 HMAC（密钥只显示一次，请当场保存）或 Ed25519（你上传公钥，我们永远看不到私钥）。密钥默认可读取账户；如果机器人要下现货订单，请开启交易权限。未设置 IP 白名单的密钥在创建 30 天后失去交易权限，90 天未使用的密钥会过期。现货 API 采用最大交易所的接口规范，ccxt 等库把地址改成我们的即可使用；开发者页面 /api/docs 有签名示例。API 不支持提现。每个密钥的使用都记录在你的安全日志中，你可以随时停用或删除密钥。',
      },
      zh_HK: {
        title: '如何接入交易機械人？',
        body: '在「我的」>「安全中心」>「API 管理」中建立 API 密鑰，建立時需要安全驗證。可選擇 HMAC（密鑰只顯示一次，請即時保存）或 Ed25519（你上載公鑰，我們永遠看不到私鑰）。密鑰預設可讀取賬戶；如機械人要下現貨訂單，請開啟交易權限。未設定 IP 白名單的密鑰在建立 30 天後失去交易權限，90 天未使用的密鑰會過期。現貨 API 採用最大交易所的接口規範，ccxt 等程式庫把地址改成我們的即可使用；開發者頁面 /api/docs 有簽名示例。API 不支援提現。每個密鑰的使用都記錄在你的安全日誌中，你可隨時停用或刪除密鑰。',
      },
      ja_JP: {
        title: '取引ボットを接続するには？',
        body: '「マイページ」>「セキュリティセンター」>「API 管理」で API キーを作成します。作成時にセキュリティ確認があります。HMAC（シークレットは一度だけ表示されるので、その場で保存してください）または Ed25519（公開鍵をアップロードし、秘密鍵は当社に渡りません）を選べます。キーは口座を読み取れます。ボットが現物注文を出す場合は取引権限をオンにしてください。IP 許可リストのないキーは作成から 30 日で取引権限を失い、90 日使われないキーは失効します。現物 API は最大手取引所と同じ仕様なので、ccxt などのライブラリはアドレスを当社に変えるだけで使えます。署名の例は開発者ページ /api/docs にあります。API からの出金はできません。各キーの利用はセキュリティログに記録され、キーはいつでも無効化・削除できます。',
      },
      ko_KR: {
        title: '트레이딩 봇은 어떻게 연결하나요?',
        body: '“내 정보” > “보안 센터” > “API 관리”에서 API 키를 만드세요. 만들 때 보안 확인을 거칩니다. HMAC(시크릿은 한 번만 표시되니 그때 저장하세요) 또는 Ed25519(공개 키를 올리며 개인 키는 저희가 보지 않습니다)를 고를 수 있습니다. 키는 계정을 조회할 수 있고, 봇이 현물 주문을 낸다면 거래 권한을 켜세요. IP 허용 목록이 없는 키는 만든 지 30일 뒤 거래 권한을 잃고, 90일 동안 쓰지 않은 키는 만료됩니다. 현물 API는 최대 거래소와 같은 규격이라 ccxt 같은 라이브러리는 주소만 저희 것으로 바꾸면 동작합니다. 서명 예시는 개발자 페이지 /api/docs에 있습니다. API로는 출금할 수 없습니다. 모든 키 사용은 보안 로그에 남으며, 키는 언제든 비활성화하거나 삭제할 수 있습니다.',
      },
      th_TH: {
        title: 'ฉันจะเชื่อมต่อบอทเทรดได้อย่างไร',
        body: 'สร้างคีย์ API ใน “ของฉัน” > “ศูนย์ความปลอดภัย” > “การจัดการ API” ซึ่งต้องผ่านการยืนยันความปลอดภัย เลือก HMAC (ซีเคร็ตแสดงครั้งเดียว โปรดเก็บไว้ทันที) หรือ Ed25519 (คุณอัปโหลดคีย์สาธารณะ เราไม่เห็นคีย์ส่วนตัวเลย) คีย์อ่านข้อมูลบัญชีได้ หากบอทส่งคำสั่งซื้อขายสปอต ให้เปิดสิทธิ์การเทรด คีย์ที่ไม่มีรายการ IP ที่อนุญาตจะเสียสิทธิ์เทรดหลังสร้างได้ 30 วัน และคีย์ที่ไม่ได้ใช้ 90 วันจะหมดอายุ API สปอตใช้รูปแบบเดียวกับกระดานเทรดที่ใหญ่ที่สุด ไลบรารีอย่าง ccxt จึงใช้ได้เมื่อเปลี่ยนที่อยู่เป็นของเรา ตัวอย่างการลงนามอยู่ในหน้านักพัฒนา /api/docs ถอนเงินผ่าน API ไม่ได้ การใช้คีย์ทุกครั้งอยู่ในบันทึกความปลอดภัยของคุณ และคุณปิดหรือลบคีย์ได้ทุกเมื่อ',
      },
      es_ES: {
        title: '¿Cómo conecto un bot de trading?',
        body: 'Crea una clave API en «Yo» > «Centro de seguridad» > «Gestión de API»; pide una verificación de seguridad. Elige HMAC (el secreto se muestra una sola vez: guárdalo entonces) o Ed25519 (subes tu clave pública y nunca vemos la privada). Una clave puede leer tu cuenta; activa el trading si tu bot envía órdenes de contado. Una clave sin lista de IP permitidas pierde el trading 30 días después de crearse, y una clave sin usar durante 90 días caduca. La API de contado habla el dialecto del mayor exchange, así que bibliotecas como ccxt funcionan cambiando su dirección por la nuestra; la página para desarrolladores en /api/docs tiene ejemplos de firma. No se puede retirar mediante la API. Cada uso de una clave queda en tu registro de seguridad, y puedes desactivar o eliminar una clave cuando quieras.',
      },
      de_DE: {
        title: 'Wie verbinde ich einen Trading-Bot?',
        body: 'Erstellen Sie einen API-Schlüssel unter „Ich“ > „Sicherheitscenter“ > „API-Verwaltung“; dabei ist eine Sicherheitsprüfung nötig. Wählen Sie HMAC (das Secret wird einmal angezeigt, speichern Sie es dann) oder Ed25519 (Sie laden Ihren öffentlichen Schlüssel hoch, den privaten sehen wir nie). Ein Schlüssel kann Ihr Konto lesen; schalten Sie Handel ein, wenn Ihr Bot Spot-Orders platziert. Ein Schlüssel ohne IP-Freigabeliste verliert den Handel 30 Tage nach der Erstellung, und ein 90 Tage ungenutzter Schlüssel läuft ab. Die Spot-API spricht den Dialekt der größten Börse, daher funktionieren Bibliotheken wie ccxt, sobald ihre Adresse auf unsere geändert ist; die Entwicklerseite unter /api/docs enthält Signaturbeispiele. Auszahlungen über die API sind nicht möglich. Jede Nutzung eines Schlüssels steht in Ihrem Sicherheitsprotokoll, und Sie können einen Schlüssel jederzeit deaktivieren oder löschen.',
      },
      fr_FR: {
        title: 'Comment connecter un robot de trading ?',
        body: 'Créez une clé API dans « Moi » > « Centre de sécurité » > « Gestion des API » ; une vérification de sécurité est demandée. Choisissez HMAC (le secret ne s’affiche qu’une fois : enregistrez-le alors) ou Ed25519 (vous envoyez votre clé publique, nous ne voyons jamais la privée). Une clé peut lire votre compte ; activez le trading si votre robot passe des ordres au comptant. Une clé sans liste d’IP autorisées perd le trading 30 jours après sa création, et une clé inutilisée pendant 90 jours expire. L’API au comptant parle le dialecte de la plus grande plateforme : des bibliothèques comme ccxt fonctionnent une fois leur adresse remplacée par la nôtre ; la page développeurs /api/docs donne des exemples de signature. Les retraits ne sont pas possibles par l’API. Chaque utilisation d’une clé figure dans votre journal de sécurité, et vous pouvez désactiver ou supprimer une clé à tout moment.',
      },
      id_ID: {
        title: 'Bagaimana cara menghubungkan bot trading?',
        body: 'Buat kunci API di “Saya” > “Pusat keamanan” > “Manajemen API”; ini meminta pemeriksaan keamanan. Pilih HMAC (rahasianya ditampilkan sekali, simpan saat itu) atau Ed25519 (Anda mengunggah kunci publik dan kami tidak pernah melihat kunci privatnya). Kunci dapat membaca akun Anda; aktifkan trading jika bot Anda memasang order spot. Kunci tanpa daftar IP yang diizinkan kehilangan hak trading 30 hari setelah dibuat, dan kunci yang tidak dipakai 90 hari kedaluwarsa. API spot memakai dialek bursa terbesar, sehingga pustaka seperti ccxt bekerja setelah alamatnya diganti ke alamat kami; halaman pengembang di /api/docs berisi contoh penandatanganan. Penarikan tidak tersedia melalui API. Setiap penggunaan kunci tercatat di log keamanan Anda, dan Anda dapat menonaktifkan atau menghapus kunci kapan saja.',
      },
    },
  },
];
