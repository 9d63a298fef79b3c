import type { SeedFaq } from '../seed.types.js';

/** FAQ on the notification centre, added when it arrived, and on the price alerts it delivers. */
export const FAQ_NOTIFICATIONS: readonly SeedFaq[] = [
  {
    slug: 'notifications-what',
    text: {
      en_US: {
        title: 'Where do I find my notifications?',
        body: 'Tap the bell on the home page, which shows how many notifications are unread, or go to “My” > “Notifications”. The notification centre lists them newest first: filter by category or “Unread only”, tap a notification to mark it read and open what it is about, or tap “Mark all read”. The categories are Trading (spot and contract orders completely filled), Funds (deposits credited, withdrawals approved or rejected in review, withdrawals sent), P2P orders (new, marked paid, not released in time, completed, cancelled), Appeals (appeal opened, new evidence), Chat (new P2P chat messages, one line per order while unread, and customer-service replies), Risk, Loans (credit loans approved, rejected, overdue or collected), Earn (mining income paid), Price alerts (the price alerts you set, when they fire) and Security. Risk tells you of a contract margin call when a position’s margin rate reaches 80 % (at most once a day per position), a liquidated contract position, and pledge loan margin calls and liquidations. Read notifications are kept 90 days, unread ones a year.',
      },
      zh_CN: {
        title: '在哪里查看我的通知？',
        body: '点击首页上显示未读通知数量的铃铛，或进入“我的”>“通知”。通知中心按时间从新到旧排列：可以按类别筛选或选择“仅看未读”，点击一条通知即标为已读并打开相关内容，也可以点击“全部已读”。类别包括：交易（现货和合约订单全部成交）、资金（充值到账，提币审核通过或被拒，提币已发出）、P2P 订单（新订单、已标记付款、未按时放币、已完成、已取消）、申诉（发起申诉、新证据）、聊天（P2P 聊天新消息，每个订单在未读期间只占一条，以及客服回复）、风险、借贷（信用贷款获批、被拒、逾期、扣款）、理财（挖矿收益发放）、价格提醒（你设置的价格提醒触发时）和安全。风险类包括：合约仓位保证金率达到 80 % 时的追加保证金提醒（每个仓位每天最多一次）、合约仓位被强制平仓，以及质押借币的补仓提醒和平仓。已读通知保留 90 天，未读通知保留一年。',
      },
      zh_HK: {
        title: '在哪裡查看我的通知？',
        body: '按首頁上顯示未讀通知數目的鈴鐺，或進入「我的」>「通知」。通知中心按時間由新到舊排列：可按類別篩選或選擇「只看未讀」，按一則通知即標為已讀並開啟相關內容，亦可按「全部已讀」。類別包括：交易（現貨及合約訂單全部成交）、資金（充值到賬，提幣審核通過或被拒，提幣已發出）、P2P 訂單（新訂單、已標記付款、未按時放幣、已完成、已取消）、申訴（提出申訴、新證據）、聊天（P2P 聊天新訊息，每張訂單在未讀期間只佔一則，以及客服回覆）、風險、借貸（信用貸款獲批、被拒、逾期、扣款）、理財（挖礦收益發放）、價格提醒（你設定的價格提醒觸發時）及安全。風險類包括：合約倉位保證金率達到 80 % 時的追加保證金提示（每個倉位每天最多一次）、合約倉位被強制平倉，以及質押借幣的補倉提示及平倉。已讀通知保留 90 天，未讀通知保留一年。',
      },
      ja_JP: {
        title: 'お知らせはどこで確認できますか？',
        body: 'ホームの未読件数が表示されたベルをタップするか、「マイページ」>「お知らせ」を開いてください。お知らせセンターには新しい順に並び、カテゴリや「未読のみ」で絞り込めるほか、お知らせをタップすると既読になって関連する画面が開き、「すべて既読」でまとめて既読にできます。カテゴリは、取引（現物・先物注文の全約定）、資金（入金の反映、審査による出金の承認・却下、出金の送付）、P2P 注文（新規注文、支払い済み、期限内に未リリース、完了、キャンセル）、異議申立て（異議申立ての開始、新しい証拠）、チャット（P2P チャットの新着メッセージは未読の間は注文ごとに 1 行、サポートの返信）、リスク、ローン（クレジットローンの承認・却下・延滞・回収）、運用（マイニング収益の支払い）、価格アラート（設定した価格アラートの発動）、セキュリティです。リスクでは、ポジションの証拠金率が 80 % に達したときの先物の追加証拠金（1 ポジションにつき 1 日 1 回まで）、先物ポジションの強制清算、担保ローンの追加担保と清算をお知らせします。既読のお知らせは 90 日間、未読のものは 1 年間保存されます。',
      },
      ko_KR: {
        title: '알림은 어디에서 보나요?',
        body: '홈에서 읽지 않은 알림 수가 표시된 종 아이콘을 누르거나 내 정보 > 알림으로 들어가세요. 알림 센터에는 최신순으로 표시되며, 카테고리나 ‘읽지 않은 알림만’으로 거를 수 있고, 알림을 누르면 읽음으로 바뀌면서 관련 화면이 열리며, ‘모두 읽음’으로 한 번에 읽음 처리할 수 있습니다. 카테고리는 거래(현물·선물 주문 전체 체결), 자금(입금 반영, 심사에 따른 출금 승인·거절, 출금 전송), P2P 주문(새 주문, 결제 완료 표시, 기한 내 코인 미전송, 완료, 취소), 이의 제기(이의 제기 접수, 새 증거), 채팅(P2P 채팅 새 메시지는 읽기 전까지 주문마다 한 줄, 고객 상담 답변), 위험, 대출(신용 대출 승인·거절·연체·회수), 수익(채굴 수익 지급), 가격 알림(설정한 가격 알림이 울릴 때), 보안입니다. 위험에서는 포지션의 증거금률이 80 %에 도달했을 때의 선물 마진콜(포지션마다 하루 최대 1회), 선물 포지션 청산, 담보 대출 마진콜과 청산을 알려 드립니다. 읽은 알림은 90일, 읽지 않은 알림은 1년 동안 보관됩니다.',
      },
      th_TH: {
        title: 'ดูการแจ้งเตือนได้ที่ไหน',
        body: 'แตะกระดิ่งที่หน้าแรกซึ่งแสดงจำนวนการแจ้งเตือนที่ยังไม่อ่าน หรือไปที่ “ของฉัน” > “การแจ้งเตือน” ศูนย์การแจ้งเตือนจะเรียงรายการใหม่สุดไว้ก่อน กรองตามหมวดหมู่หรือ “เฉพาะที่ยังไม่อ่าน” ได้ แตะการแจ้งเตือนเพื่อทำเครื่องหมายว่าอ่านแล้วและเปิดเรื่องที่เกี่ยวข้อง หรือแตะ “อ่านทั้งหมดแล้ว” หมวดหมู่ได้แก่ การเทรด (คำสั่งสปอตและสัญญาที่จับคู่ครบ) เงินทุน (ยอดฝากเข้าบัญชี การถอนที่อนุมัติหรือถูกปฏิเสธจากการตรวจสอบ การถอนที่ส่งแล้ว) คำสั่ง P2P (คำสั่งใหม่ แจ้งชำระเงินแล้ว ไม่ปล่อยเหรียญภายในเวลา เสร็จสิ้น ยกเลิก) การอุทธรณ์ (เปิดอุทธรณ์ หลักฐานใหม่) แชท (ข้อความแชท P2P ใหม่ หนึ่งรายการต่อคำสั่งขณะที่ยังไม่อ่าน และการตอบกลับจากฝ่ายบริการลูกค้า) ความเสี่ยง สินเชื่อ (สินเชื่อเครดิตที่อนุมัติ ปฏิเสธ ค้างชำระ หรือเรียกเก็บ) รายได้ (การจ่ายรายได้จากการขุด) แจ้งเตือนราคา (เมื่อแจ้งเตือนราคาที่คุณตั้งไว้ทำงาน) และความปลอดภัย หมวดความเสี่ยงจะแจ้งการเรียกหลักประกันเพิ่มของสัญญาเมื่ออัตรามาร์จิ้นของโพสิชันถึง 80 % (ไม่เกินวันละครั้งต่อโพสิชัน) โพสิชันสัญญาที่ถูกบังคับปิด และการเรียกหลักประกันเพิ่มและการบังคับปิดของสินเชื่อจำนำ การแจ้งเตือนที่อ่านแล้วจะเก็บไว้ 90 วัน ส่วนที่ยังไม่อ่านเก็บไว้หนึ่งปี',
      },
      es_ES: {
        title: '¿Dónde veo mis notificaciones?',
        body: 'Toca la campana de la página de inicio, que muestra cuántas notificaciones tienes sin leer, o entra en «Yo» > «Notificaciones». El centro de notificaciones las muestra de la más reciente a la más antigua: filtra por categoría o por «Solo sin leer», toca una notificación para marcarla como leída y abrir aquello a lo que se refiere, o toca «Marcar todo como leído». Las categorías son Trading (órdenes de contado y de contratos ejecutadas por completo), Fondos (depósitos abonados, retiradas aprobadas o rechazadas en la revisión, retiradas enviadas), Órdenes P2P (nueva orden, marcada como pagada, no liberada a tiempo, completada, cancelada), Apelaciones (apelación abierta, pruebas nuevas), Chat (mensajes nuevos del chat P2P, una línea por orden mientras no se lean, y respuestas de atención al cliente), Riesgo, Préstamos (préstamos de crédito aprobados, rechazados, vencidos o cobrados), Ganancias (ingresos de minería abonados), Alertas de precio (cuando salta una alerta de precio que has creado) y Seguridad. Riesgo te avisa de una llamada de margen de contratos cuando el ratio de margen de una posición llega al 80 % (como mucho una vez al día por posición), de una posición de contrato liquidada y de las llamadas de margen y liquidaciones de préstamos con garantía. Las notificaciones leídas se conservan 90 días; las no leídas, un año.',
      },
      de_DE: {
        title: 'Wo finde ich meine Benachrichtigungen?',
        body: 'Tippen Sie auf der Startseite auf die Glocke, die die Zahl der ungelesenen Benachrichtigungen zeigt, oder öffnen Sie „Ich“ > „Benachrichtigungen“. Die Benachrichtigungszentrale zeigt die neuesten zuerst: Filtern Sie nach Kategorie oder „Nur ungelesene“, tippen Sie auf eine Benachrichtigung, um sie als gelesen zu markieren und das Betreffende zu öffnen, oder tippen Sie auf „Alle als gelesen markieren“. Die Kategorien sind Handel (vollständig ausgeführte Spot- und Kontraktorders), Guthaben (gutgeschriebene Einzahlungen, in der Prüfung genehmigte oder abgelehnte Auszahlungen, gesendete Auszahlungen), P2P-Aufträge (neu, als bezahlt markiert, nicht rechtzeitig freigegeben, abgeschlossen, storniert), Einsprüche (Einspruch eröffnet, neue Nachweise), Chat (neue P2P-Chatnachrichten, eine Zeile pro Auftrag, solange ungelesen, und Antworten des Kundenservice), Risiko, Kredite (Privatkredite genehmigt, abgelehnt, überfällig oder eingezogen), Erträge (ausgezahlte Mining-Erträge), Preisalarme (wenn ein von Ihnen angelegter Preisalarm auslöst) und Sicherheit. Unter Risiko erfahren Sie von einem Margin Call bei Kontrakten, wenn die Margin-Quote einer Position 80 % erreicht (höchstens einmal am Tag pro Position), von einer liquidierten Kontraktposition sowie von Margin Calls und Liquidationen bei Pfandkrediten. Gelesene Benachrichtigungen werden 90 Tage aufbewahrt, ungelesene ein Jahr.',
      },
      fr_FR: {
        title: 'Où trouver mes notifications ?',
        body: 'Touchez la cloche de la page d’accueil, qui indique le nombre de notifications non lues, ou allez dans « Moi » > « Notifications ». Le centre de notifications les affiche de la plus récente à la plus ancienne : filtrez par catégorie ou « Non lues uniquement », touchez une notification pour la marquer comme lue et ouvrir ce qu’elle concerne, ou touchez « Tout marquer comme lu ». Les catégories sont Trading (ordres spot et sur contrats entièrement exécutés), Fonds (dépôts crédités, retraits approuvés ou refusés lors de l’examen, retraits envoyés), Ordres P2P (nouvel ordre, marqué payé, non libéré à temps, terminé, annulé), Appels (litige P2P ouvert, nouvelles preuves), Chat (nouveaux messages du chat P2P, une ligne par ordre tant qu’ils ne sont pas lus, et réponses du service client), Risque, Prêts (prêts personnels approuvés, refusés, en retard ou prélevés), Revenus (revenus de minage versés), Alertes de prix (quand une alerte de prix que vous avez créée se déclenche) et Sécurité. Risque vous signale un appel de marge sur contrat quand le taux de marge d’une position atteint 80 % (au plus une fois par jour et par position), une position sur contrat liquidée, ainsi que les appels de marge et liquidations des prêts garantis. Les notifications lues sont conservées 90 jours, les non lues un an.',
      },
      id_ID: {
        title: 'Di mana saya melihat notifikasi saya?',
        body: 'Ketuk lonceng di Beranda, yang menampilkan jumlah notifikasi yang belum dibaca, atau buka “Saya” > “Notifikasi”. Pusat notifikasi menampilkannya dari yang terbaru: saring menurut kategori atau “Hanya yang belum dibaca”, ketuk notifikasi untuk menandainya dibaca dan membuka hal yang dimaksud, atau ketuk “Tandai semua dibaca”. Kategorinya adalah Trading (order spot dan kontrak yang terisi penuh), Dana (deposit masuk, penarikan disetujui atau ditolak dalam peninjauan, penarikan dikirim), Pesanan P2P (pesanan baru, ditandai dibayar, tidak dilepas tepat waktu, selesai, dibatalkan), Banding (banding dibuka, bukti baru), Chat (pesan chat P2P baru, satu baris per pesanan selama belum dibaca, dan balasan layanan pelanggan), Risiko, Pinjaman (pinjaman kredit disetujui, ditolak, terlambat, atau ditagih), Penghasilan (pendapatan mining dibayarkan), Peringatan harga (saat peringatan harga yang Anda pasang terpicu), dan Keamanan. Risiko memberi tahu Anda tentang margin call kontrak saat rasio margin suatu posisi mencapai 80 % (paling banyak sekali sehari per posisi), posisi kontrak yang dilikuidasi, serta margin call dan likuidasi pinjaman gadai. Notifikasi yang sudah dibaca disimpan 90 hari, yang belum dibaca satu tahun.',
      },
    },
  },
  {
    slug: 'notifications-email-sms',
    text: {
      en_US: {
        title: 'How do I choose which notifications also come by e-mail or SMS?',
        body: 'In the notification centre, tap the gear to open “Notification settings”. At the top are two master switches, E-mail and SMS; for each category you choose whether it is shown at all, and whether it also goes by e-mail and by SMS, but a category’s e-mail or SMS goes out only when the master switch is on too. To turn e-mail or SMS on, you must first bind an e-mail address or phone number. By default everything is shown, e-mail is on for Funds, P2P orders, Appeals, Risk, Loans and Price alerts, and SMS is off until you turn it on (for P2P orders, Appeals and Risk it then follows the master switch); Chat is shown in the app only. E-mails and SMS are written in the language you last used the app in, and the P2P notification settings (orders, appeals, chat, e-mail, SMS) are these same settings seen from P2P.',
      },
      zh_CN: {
        title: '怎样选择哪些通知同时通过邮件或短信发送？',
        body: '在通知中心点击齿轮，打开“通知设置”。最上方是邮件和短信两个总开关；每个类别可以选择是否显示，以及是否同时通过邮件、短信发送，但只有总开关也打开时，该类别的邮件或短信才会发出。要打开邮件或短信，须先绑定邮箱或手机号。默认情况下所有通知都会显示，资金、P2P 订单、申诉、风险、借贷和价格提醒会发送邮件，短信在你打开之前不发送（打开后，P2P 订单、申诉和风险的短信随总开关发送）；聊天通知只在应用内显示。邮件和短信使用你最近一次使用应用时的语言，P2P 里的通知设置（订单、申诉、聊天、邮件、短信）就是从 P2P 看到的同一套设置。',
      },
      zh_HK: {
        title: '怎樣選擇哪些通知同時經電郵或短訊發送？',
        body: '在通知中心按齒輪，開啟「通知設定」。最上方是電郵和短訊兩個總開關；每個類別可選擇是否顯示，以及是否同時經電郵、短訊發送，但只有總開關亦開啟時，該類別的電郵或短訊才會發出。要開啟電郵或短訊，須先綁定電郵或手機號碼。預設情況下所有通知都會顯示，資金、P2P 訂單、申訴、風險、借貸及價格提醒會發送電郵，短訊在你開啟之前不會發送（開啟後，P2P 訂單、申訴及風險的短訊隨總開關發送）；聊天通知只在應用程式內顯示。電郵和短訊使用你最近一次使用應用程式時的語言，P2P 內的通知設定（訂單、申訴、聊天、電郵、短訊）就是從 P2P 看到的同一套設定。',
      },
      ja_JP: {
        title: 'どのお知らせをメールや SMS でも受け取るか、どう選べますか？',
        body: 'お知らせセンターの歯車をタップして「通知設定」を開きます。上部にメールと SMS の 2 つのマスタースイッチがあり、カテゴリごとに表示するかどうかと、メールや SMS でもあわせて送るかどうかを選べますが、カテゴリのメールや SMS はマスタースイッチもオンのときだけ送信されます。メールや SMS をオンにするには、先にメールアドレスや電話番号を連携する必要があります。初期設定では、すべて表示され、資金、P2P 注文、異議申立て、リスク、ローン、価格アラートはメールでも送信され、SMS はオンにするまで送信されず（オンにすると、P2P 注文、異議申立て、リスクの SMS はマスタースイッチに従います）、チャットはアプリ内にのみ表示されます。メールと SMS は最後にアプリを使ったときの言語で書かれ、P2P の通知設定（注文、異議申立て、チャット、メール、SMS）は同じ設定を P2P から見たものです。',
      },
      ko_KR: {
        title: '어떤 알림을 이메일이나 SMS로도 받을지 어떻게 정하나요?',
        body: '알림 센터에서 톱니바퀴를 눌러 ‘알림 설정’을 여세요. 맨 위에 이메일과 SMS 두 개의 전체 스위치가 있고, 카테고리마다 표시 여부와 이메일·SMS로도 보낼지를 고를 수 있지만, 카테고리의 이메일이나 SMS는 전체 스위치도 켜져 있을 때만 발송됩니다. 이메일이나 SMS를 켜려면 먼저 이메일 주소나 휴대폰 번호를 연결해야 합니다. 기본값은 모든 알림 표시이고, 자금·P2P 주문·이의 제기·위험·대출·가격 알림은 이메일로도 발송되며, SMS는 직접 켜기 전까지 꺼져 있고(켜면 P2P 주문·이의 제기·위험의 SMS는 전체 스위치를 따릅니다), 채팅은 앱에서만 표시됩니다. 이메일과 SMS는 마지막으로 앱을 사용한 언어로 작성되며, P2P의 알림 설정(주문, 이의 제기, 채팅, 이메일, SMS)은 같은 설정을 P2P에서 본 것입니다.',
      },
      th_TH: {
        title: 'จะเลือกได้อย่างไรว่าการแจ้งเตือนใดส่งทางอีเมลหรือ SMS ด้วย',
        body: 'ในศูนย์การแจ้งเตือน แตะรูปเฟืองเพื่อเปิด “ตั้งค่าการแจ้งเตือน” ด้านบนมีสวิตช์หลักสองตัวคืออีเมลและ SMS และสำหรับแต่ละหมวดหมู่ คุณเลือกได้ว่าจะแสดงหรือไม่ และจะส่งทางอีเมลและทาง SMS ด้วยหรือไม่ แต่อีเมลหรือ SMS ของหมวดหมู่จะส่งออกก็ต่อเมื่อสวิตช์หลักเปิดอยู่ด้วย การเปิดอีเมลหรือ SMS ต้องผูกอีเมลหรือหมายเลขโทรศัพท์ก่อน ค่าเริ่มต้นคือแสดงทุกหมวดหมู่ ส่งอีเมลสำหรับเงินทุน คำสั่ง P2P การอุทธรณ์ ความเสี่ยง สินเชื่อ และแจ้งเตือนราคา ส่วน SMS จะปิดไว้จนกว่าคุณจะเปิด (เมื่อเปิดแล้ว SMS ของคำสั่ง P2P การอุทธรณ์ และความเสี่ยงจะเป็นไปตามสวิตช์หลัก) และแชทจะแสดงในแอปเท่านั้น อีเมลและ SMS จะเขียนเป็นภาษาที่คุณใช้แอปครั้งล่าสุด และการตั้งค่าการแจ้งเตือนใน P2P (คำสั่ง การอุทธรณ์ แชท อีเมล SMS) ก็คือการตั้งค่าชุดเดียวกันนี้เมื่อดูจาก P2P',
      },
      es_ES: {
        title: '¿Cómo elijo qué notificaciones me llegan también por correo o SMS?',
        body: 'En el centro de notificaciones, toca el engranaje para abrir «Ajustes de notificaciones». Arriba hay dos interruptores generales, Correo y SMS; para cada categoría eliges si se muestra o no y si se envía también por correo y por SMS, pero el correo o el SMS de una categoría solo sale cuando el interruptor general también está activado. Para activar el correo o el SMS, primero debes vincular un correo electrónico o un número de teléfono. Por defecto se muestra todo, el correo está activado para Fondos, Órdenes P2P, Apelaciones, Riesgo, Préstamos y Alertas de precio, y el SMS está desactivado hasta que lo actives (entonces, para Órdenes P2P, Apelaciones y Riesgo sigue al interruptor general); el Chat solo se muestra en la app. Los correos y SMS se escriben en el idioma en que usaste la app por última vez, y los ajustes de notificaciones de P2P (órdenes, apelaciones, chat, correo, SMS) son estos mismos ajustes vistos desde P2P.',
      },
      de_DE: {
        title: 'Wie lege ich fest, welche Benachrichtigungen auch per E-Mail oder SMS kommen?',
        body: 'Tippen Sie in der Benachrichtigungszentrale auf das Zahnrad, um die „Benachrichtigungseinstellungen“ zu öffnen. Oben stehen zwei Hauptschalter, E-Mail und SMS; für jede Kategorie wählen Sie, ob sie überhaupt angezeigt wird und ob sie zusätzlich per E-Mail und per SMS geht, doch E-Mail oder SMS einer Kategorie gehen nur hinaus, wenn auch der Hauptschalter an ist. Um E-Mail oder SMS einzuschalten, müssen Sie zuerst eine E-Mail-Adresse oder Telefonnummer verknüpfen. Standardmäßig wird alles angezeigt, E-Mail ist für Guthaben, P2P-Aufträge, Einsprüche, Risiko, Kredite und Preisalarme an, und SMS ist aus, bis Sie sie einschalten (für P2P-Aufträge, Einsprüche und Risiko folgt sie dann dem Hauptschalter); Chat wird nur in der App angezeigt. E-Mails und SMS sind in der Sprache verfasst, in der Sie die App zuletzt genutzt haben, und die P2P-Benachrichtigungseinstellungen (Aufträge, Einsprüche, Chat, E-Mail, SMS) sind dieselben Einstellungen, von P2P aus gesehen.',
      },
      fr_FR: {
        title: 'Comment choisir les notifications envoyées aussi par e-mail ou SMS ?',
        body: 'Dans le centre de notifications, touchez la roue dentée pour ouvrir « Réglages des notifications ». En haut se trouvent deux interrupteurs généraux, E-mail et SMS ; pour chaque catégorie, vous choisissez si elle est affichée ou non, et si elle est aussi envoyée par e-mail et par SMS, mais l’e-mail ou le SMS d’une catégorie ne part que si l’interrupteur général est lui aussi activé. Pour activer l’e-mail ou le SMS, vous devez d’abord associer une adresse e-mail ou un numéro de téléphone. Par défaut, tout est affiché, l’e-mail est activé pour Fonds, Ordres P2P, Appels, Risque, Prêts et Alertes de prix, et le SMS reste désactivé tant que vous ne l’activez pas (il suit alors l’interrupteur général pour Ordres P2P, Appels et Risque) ; le Chat n’est affiché que dans l’application. Les e-mails et SMS sont rédigés dans la langue dans laquelle vous avez utilisé l’application en dernier, et les réglages des notifications de P2P (ordres, litiges, chat, e-mail, SMS) sont ces mêmes réglages vus depuis P2P.',
      },
      id_ID: {
        title: 'Bagaimana memilih notifikasi yang juga dikirim lewat email atau SMS?',
        body: 'Di pusat notifikasi, ketuk ikon roda gigi untuk membuka “Pengaturan notifikasi”. Di bagian atas ada dua sakelar utama, Email dan SMS; untuk setiap kategori Anda memilih apakah kategori itu ditampilkan atau tidak, dan apakah juga dikirim lewat email dan lewat SMS, tetapi email atau SMS suatu kategori hanya terkirim jika sakelar utamanya juga aktif. Untuk mengaktifkan email atau SMS, Anda harus menautkan alamat email atau nomor telepon terlebih dahulu. Secara default semua ditampilkan, email aktif untuk Dana, Pesanan P2P, Banding, Risiko, Pinjaman, dan Peringatan harga, dan SMS nonaktif sampai Anda mengaktifkannya (setelah itu, untuk Pesanan P2P, Banding, dan Risiko, SMS mengikuti sakelar utama); Chat hanya ditampilkan di aplikasi. Email dan SMS ditulis dalam bahasa yang terakhir Anda gunakan di aplikasi, dan pengaturan notifikasi di P2P (pesanan, banding, chat, email, SMS) adalah pengaturan yang sama, dilihat dari P2P.',
      },
    },
  },
  {
    slug: 'notifications-security',
    text: {
      en_US: {
        title: 'Can I turn off security notifications?',
        body: 'No. Security notices are always shown and e-mailed; they go by SMS instead when no e-mail address is bound, and by SMS as well when you have SMS turned on. They tell you of a sign-in from a device we have not seen you sign in with before; a login or fund password changed or reset; a fund password set or locked; an e-mail address, phone number or authenticator app bound, or an authenticator app removed; and a wallet linked for sign-in. If it was not you, change your password and contact customer service at once.',
      },
      zh_CN: {
        title: '可以关闭安全通知吗？',
        body: '不可以。安全通知始终显示并发送邮件；未绑定邮箱时改为发送短信，打开了短信时也会同时发送短信。安全通知包括：在我们从未见过你登录的设备上登录；登录密码或资金密码被修改或重置；资金密码被设置或锁定；绑定邮箱、手机号或身份验证器，或解绑身份验证器；关联用于登录的钱包。如果不是你本人操作，请立即修改密码并联系客服。',
      },
      zh_HK: {
        title: '可以關閉安全通知嗎？',
        body: '不可以。安全通知一律顯示並以電郵發送；未綁定電郵時改以短訊發送，開啟了短訊時亦會同時以短訊發送。安全通知包括：在我們從未見過你登入的裝置上登入；登入密碼或資金密碼被更改或重設；資金密碼被設定或鎖定；綁定電郵、手機號碼或身份驗證器，或解除綁定身份驗證器；連結用於登入的錢包。如非你本人操作，請立即更改密碼並聯絡客服。',
      },
      ja_JP: {
        title: 'セキュリティのお知らせはオフにできますか？',
        body: 'できません。セキュリティのお知らせは常に表示され、メールで送信されます。メールアドレスが未連携の場合は代わりに SMS で送られ、SMS をオンにしている場合は SMS でも送られます。対象は、これまでログインに使われたことのないデバイスからのログイン、ログインパスワードまたは資金パスワードの変更・再設定、資金パスワードの設定・ロック、メールアドレス・電話番号・認証アプリの連携、認証アプリの解除、ログイン用ウォレットの連携です。心当たりがない場合は、すぐにパスワードを変更し、カスタマーサポートにご連絡ください。',
      },
      ko_KR: {
        title: '보안 알림을 끌 수 있나요?',
        body: '아니요. 보안 알림은 항상 표시되고 이메일로 발송되며, 이메일이 연결되어 있지 않으면 대신 SMS로, SMS를 켜 두었다면 SMS로도 발송됩니다. 대상은 이전에 로그인한 적이 없는 기기에서의 로그인, 로그인 비밀번호나 자금 비밀번호 변경·재설정, 자금 비밀번호 설정·잠김, 이메일 주소·휴대폰 번호·인증 앱 연결, 인증 앱 해제, 로그인용 지갑 연결입니다. 본인이 한 일이 아니라면 즉시 비밀번호를 변경하고 고객 상담에 문의하세요.',
      },
      th_TH: {
        title: 'ปิดการแจ้งเตือนด้านความปลอดภัยได้ไหม',
        body: 'ไม่ได้ การแจ้งเตือนด้านความปลอดภัยจะแสดงและส่งทางอีเมลเสมอ หากไม่ได้ผูกอีเมลจะส่งทาง SMS แทน และหากคุณเปิด SMS ไว้ก็จะส่งทาง SMS ด้วย การแจ้งเตือนนี้ครอบคลุมการเข้าสู่ระบบจากอุปกรณ์ที่เราไม่เคยเห็นคุณใช้เข้าสู่ระบบมาก่อน การเปลี่ยนหรือรีเซ็ตรหัสผ่านเข้าสู่ระบบหรือรหัสผ่านกองทุน การตั้งหรือการล็อกรหัสผ่านกองทุน การผูกอีเมล หมายเลขโทรศัพท์ หรือแอปยืนยันตัวตน การยกเลิกแอปยืนยันตัวตน และการเชื่อมกระเป๋าเงินสำหรับเข้าสู่ระบบ หากไม่ใช่คุณเป็นผู้ทำ โปรดเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที',
      },
      es_ES: {
        title: '¿Puedo desactivar los avisos de seguridad?',
        body: 'No. Los avisos de seguridad siempre se muestran y se envían por correo; por SMS en su lugar si no tienes un correo vinculado, y también por SMS si lo tienes activado. Te avisan de un inicio de sesión desde un dispositivo con el que no te habíamos visto iniciar sesión; del cambio o restablecimiento de la contraseña de inicio de sesión o de la de fondos; de que se ha establecido o bloqueado la contraseña de fondos; de la vinculación de un correo, un teléfono o una app de autenticación, o de la eliminación de una app de autenticación; y de una cartera vinculada para iniciar sesión. Si no has sido tú, cambia tu contraseña y contacta con atención al cliente de inmediato.',
      },
      de_DE: {
        title: 'Kann ich Sicherheitshinweise abschalten?',
        body: 'Nein. Sicherheitshinweise werden immer angezeigt und per E-Mail gesendet; ist keine E-Mail-Adresse verknüpft, stattdessen per SMS, und wenn Sie SMS eingeschaltet haben, zusätzlich per SMS. Sie melden eine Anmeldung von einem Gerät, mit dem Sie sich bei uns noch nicht angemeldet hatten; ein geändertes oder zurückgesetztes Anmelde- oder Fondspasswort; ein festgelegtes oder gesperrtes Fondspasswort; eine verknüpfte E-Mail-Adresse, Telefonnummer oder Authenticator-App oder eine entfernte Authenticator-App; sowie eine für die Anmeldung verknüpfte Wallet. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Kundenservice.',
      },
      fr_FR: {
        title: 'Puis-je désactiver les avis de sécurité ?',
        body: 'Non. Les avis de sécurité sont toujours affichés et envoyés par e-mail ; par SMS à la place si aucune adresse e-mail n’est associée, et aussi par SMS si vous l’avez activé. Ils vous signalent une connexion depuis un appareil avec lequel nous ne vous avions jamais vu vous connecter ; un mot de passe de connexion ou des fonds modifié ou réinitialisé ; un mot de passe des fonds défini ou bloqué ; une adresse e-mail, un numéro de téléphone ou une application d’authentification associés, ou une application d’authentification supprimée ; et un portefeuille associé pour la connexion. Si ce n’était pas vous, changez votre mot de passe et contactez le service client sans attendre.',
      },
      id_ID: {
        title: 'Bisakah saya mematikan notifikasi keamanan?',
        body: 'Tidak. Notifikasi keamanan selalu ditampilkan dan dikirim lewat email; lewat SMS sebagai gantinya jika tidak ada email yang tertaut, dan juga lewat SMS jika SMS Anda aktifkan. Notifikasi ini memberi tahu Anda tentang masuk dari perangkat yang belum pernah kami lihat Anda gunakan untuk masuk; kata sandi masuk atau kata sandi dana yang diubah atau diatur ulang; kata sandi dana yang dibuat atau dikunci; alamat email, nomor telepon, atau aplikasi autentikator yang ditautkan, atau aplikasi autentikator yang dihapus; serta dompet yang ditautkan untuk masuk. Jika itu bukan Anda, segera ubah kata sandi dan hubungi layanan pelanggan.',
      },
    },
  },
  {
    slug: 'notifications-missing',
    text: {
      en_US: {
        title: 'Why did I not get an e-mail or SMS for a notification?',
        body: 'Open “Notification settings” (the gear in the notification centre) and check that the category is shown and its E-mail or SMS switch is on, and that the master E-mail or SMS switch at the top is on too: both are needed. Check that the e-mail address or phone number bound to your account is correct, and look in your spam folder. Chat notifications are never sent by e-mail or SMS. Whatever the e-mail and SMS switches say, the notification centre always has the notification as long as its category is shown.',
      },
      zh_CN: {
        title: '为什么某条通知没有收到邮件或短信？',
        body: '打开“通知设置”（通知中心里的齿轮），确认该类别设为显示、它的邮件或短信开关已打开，并且上方的邮件或短信总开关也已打开：两者缺一不可。请确认账户绑定的邮箱或手机号正确，并查看垃圾邮件文件夹。聊天通知从不通过邮件或短信发送。无论邮件和短信开关如何设置，只要该类别设为显示，通知中心里就一定有这条通知。',
      },
      zh_HK: {
        title: '為何某則通知沒有收到電郵或短訊？',
        body: '開啟「通知設定」（通知中心內的齒輪），確認該類別設為顯示、其電郵或短訊開關已開啟，而上方的電郵或短訊總開關亦已開啟：兩者缺一不可。請確認帳戶綁定的電郵或手機號碼正確，並查看垃圾郵件資料夾。聊天通知從不經電郵或短訊發送。無論電郵和短訊開關如何設定，只要該類別設為顯示，通知中心內必定有這則通知。',
      },
      ja_JP: {
        title: 'お知らせのメールや SMS が届かないのはなぜですか？',
        body: '「通知設定」（お知らせセンターの歯車）を開き、そのカテゴリが表示になっていてメールまたは SMS のスイッチがオンか、さらに上部のメールまたは SMS のマスタースイッチもオンかを確認してください。両方が必要です。アカウントに連携したメールアドレスや電話番号が正しいかを確認し、迷惑メールフォルダも確認してください。チャットのお知らせはメールや SMS では送信されません。メールや SMS のスイッチにかかわらず、カテゴリが表示になっていれば、お知らせセンターには必ずそのお知らせがあります。',
      },
      ko_KR: {
        title: '알림 이메일이나 SMS가 오지 않는 이유는 무엇인가요?',
        body: '‘알림 설정’(알림 센터의 톱니바퀴)을 열어 해당 카테고리가 표시로 되어 있고 그 이메일 또는 SMS 스위치가 켜져 있는지, 그리고 맨 위의 이메일 또는 SMS 전체 스위치도 켜져 있는지 확인하세요. 둘 다 켜져 있어야 합니다. 계정에 연결된 이메일 주소나 휴대폰 번호가 맞는지 확인하고, 스팸 메일함도 살펴보세요. 채팅 알림은 이메일이나 SMS로 보내지 않습니다. 이메일·SMS 스위치와 상관없이 카테고리가 표시로 되어 있으면 알림 센터에는 항상 그 알림이 있습니다.',
      },
      th_TH: {
        title: 'ทำไมไม่ได้รับอีเมลหรือ SMS ของการแจ้งเตือน',
        body: 'เปิด “ตั้งค่าการแจ้งเตือน” (รูปเฟืองในศูนย์การแจ้งเตือน) แล้วตรวจว่าหมวดหมู่นั้นตั้งให้แสดงอยู่ และสวิตช์อีเมลหรือ SMS ของหมวดหมู่เปิดอยู่ รวมทั้งสวิตช์หลักอีเมลหรือ SMS ด้านบนก็เปิดอยู่ด้วย ต้องเปิดทั้งสองอย่าง ตรวจว่าอีเมลหรือหมายเลขโทรศัพท์ที่ผูกกับบัญชีถูกต้อง และดูในโฟลเดอร์สแปม การแจ้งเตือนแชทจะไม่ส่งทางอีเมลหรือ SMS เลย ไม่ว่าสวิตช์อีเมลและ SMS จะตั้งไว้อย่างไร ตราบใดที่หมวดหมู่นั้นตั้งให้แสดง การแจ้งเตือนจะอยู่ในศูนย์การแจ้งเตือนเสมอ',
      },
      es_ES: {
        title: '¿Por qué no me ha llegado el correo o el SMS de una notificación?',
        body: 'Abre «Ajustes de notificaciones» (el engranaje del centro de notificaciones) y comprueba que la categoría se muestra y tiene activado su interruptor de Correo o de SMS, y que el interruptor general de Correo o SMS de arriba también está activado: hacen falta los dos. Comprueba que el correo electrónico o el teléfono vinculado a tu cuenta es el correcto y revisa la carpeta de spam. Las notificaciones de Chat nunca se envían por correo ni por SMS. Digan lo que digan los interruptores de correo y SMS, mientras la categoría se muestre, la notificación siempre está en el centro de notificaciones.',
      },
      de_DE: {
        title: 'Warum habe ich zu einer Benachrichtigung keine E-Mail oder SMS bekommen?',
        body: 'Öffnen Sie die „Benachrichtigungseinstellungen“ (das Zahnrad in der Benachrichtigungszentrale) und prüfen Sie, ob die Kategorie angezeigt wird und ihr Schalter für E-Mail oder SMS an ist und ob auch der Hauptschalter für E-Mail oder SMS oben an ist: Beides ist nötig. Prüfen Sie, ob die mit Ihrem Konto verknüpfte E-Mail-Adresse oder Telefonnummer stimmt, und sehen Sie im Spam-Ordner nach. Chat-Benachrichtigungen werden nie per E-Mail oder SMS gesendet. Unabhängig von den Schaltern für E-Mail und SMS steht die Benachrichtigung immer in der Benachrichtigungszentrale, solange ihre Kategorie angezeigt wird.',
      },
      fr_FR: {
        title: 'Pourquoi n’ai-je pas reçu d’e-mail ou de SMS pour une notification ?',
        body: 'Ouvrez « Réglages des notifications » (la roue dentée du centre de notifications) et vérifiez que la catégorie est affichée et que son interrupteur E-mail ou SMS est activé, et que l’interrupteur général E-mail ou SMS en haut l’est aussi : il faut les deux. Vérifiez que l’adresse e-mail ou le numéro de téléphone associé à votre compte est le bon, et regardez dans votre dossier de courriers indésirables. Les notifications de Chat ne sont jamais envoyées par e-mail ni par SMS. Quels que soient les interrupteurs e-mail et SMS, la notification figure toujours dans le centre de notifications tant que sa catégorie est affichée.',
      },
      id_ID: {
        title: 'Mengapa saya tidak menerima email atau SMS untuk suatu notifikasi?',
        body: 'Buka “Pengaturan notifikasi” (ikon roda gigi di pusat notifikasi) dan periksa bahwa kategori itu ditampilkan dan sakelar Email atau SMS-nya aktif, serta sakelar utama Email atau SMS di bagian atas juga aktif: keduanya diperlukan. Pastikan alamat email atau nomor telepon yang tertaut ke akun Anda benar, dan periksa folder spam. Notifikasi Chat tidak pernah dikirim lewat email atau SMS. Apa pun pengaturan sakelar email dan SMS, notifikasi selalu ada di pusat notifikasi selama kategorinya ditampilkan.',
      },
    },
  },
  {
    slug: 'notifications-price-alerts',
    text: {
      en_US: {
        title: 'How do price alerts work?',
        body: 'A price alert tells you when the last trade price of a spot pair reaches a level you choose. Tap the bell on a pair’s trade or chart screen, or go to “My” > “Price alerts”, and choose Rises to or Falls to a price, or Rises by % or Falls by % from the last price. A percentage is turned into a price when you create the alert, and the form shows the price it fires at; a target the last price already meets is refused, as it would fire at once. You can add a short note, which the notification repeats. Alerts belong to your real account, not demo mode, and watch the trades of spot markets only. You can have up to 50 active alerts and cancel any of them in the list. An alert fires once: the first trade that reaches its price fires it and moves it to History, so set a new one to be told again. You are told in the notification centre under Price alerts, and by e-mail or SMS as your notification settings say.',
      },
      zh_CN: {
        title: '价格提醒如何运作？',
        body: '价格提醒会在现货交易对的最新成交价到达你选定的价位时通知你。在交易对的交易页或图表页点击铃铛，或进入“我的”>“价格提醒”，选择“涨到”或“跌到”某个价格，或相对最新价的“涨幅 %”或“跌幅 %”。百分比会在创建提醒时换算成价格，表单上会显示触发价；最新价已经满足的目标会被拒绝，因为它会立即触发。你可以添加一条简短备注，通知里会附上。提醒属于你的真实账户，不能在模拟模式下设置，并且只关注现货市场的成交。最多可同时有 50 个生效中的提醒，可随时在列表中取消。每个提醒只触发一次：第一笔到达其价格的成交会触发它并把它移到“历史”，如需再次提醒请重新设置。提醒会出现在通知中心的“价格提醒”类别中，并按你的通知设置通过邮件或短信发送。',
      },
      zh_HK: {
        title: '價格提醒如何運作？',
        body: '價格提醒會在現貨交易對的最新成交價到達你選定的價位時通知你。在交易對的交易頁或圖表頁按鈴鐺，或進入「我的」>「價格提醒」，選擇「漲到」或「跌到」某個價格，或相對最新價的「漲幅 %」或「跌幅 %」。百分比會在建立提醒時換算成價格，表單上會顯示觸發價；最新價已經滿足的目標會被拒絕，因為它會即時觸發。你可以加上一則簡短備註，通知內會附上。提醒屬於你的真實帳戶，不能在模擬模式下設定，並且只關注現貨市場的成交。最多可同時有 50 個生效中的提醒，可隨時在列表中取消。每個提醒只觸發一次：第一筆到達其價格的成交會觸發它並將它移到「歷史」，如需再次提醒請重新設定。提醒會出現在通知中心的「價格提醒」類別，並按你的通知設定經電郵或短訊發送。',
      },
      ja_JP: {
        title: '価格アラートはどのように動作しますか？',
        body: '価格アラートは、現物の通貨ペアの最新約定価格が指定した水準に達したときにお知らせします。通貨ペアの取引画面またはチャート画面のベルをタップするか、「マイページ」>「価格アラート」を開き、「上昇して到達」「下落して到達」で価格を、または「上昇率 %」「下落率 %」で最新価格からの変動率を選びます。変動率はアラート作成時に価格に換算され、フォームに発動する価格が表示されます。最新価格がすでに満たしている目標は、すぐに発動してしまうため受け付けられません。短いメモを付けると、お知らせにも表示されます。アラートはリアル口座のもので、デモモードでは設定できず、現物マーケットの約定のみを対象とします。有効なアラートは最大 50 件で、一覧からいつでもキャンセルできます。アラートは一度だけ発動します。その価格に達した最初の約定で発動して「履歴」に移るため、もう一度お知らせを受け取るには新しく設定してください。お知らせはお知らせセンターの「価格アラート」カテゴリに届き、通知設定に応じてメールや SMS でも送られます。',
      },
      ko_KR: {
        title: '가격 알림은 어떻게 작동하나요?',
        body: '가격 알림은 현물 거래쌍의 최근 체결가가 정한 수준에 도달하면 알려 드립니다. 거래쌍의 거래 화면이나 차트 화면에서 종 아이콘을 누르거나 내 정보 > 가격 알림으로 들어가, 상승 도달이나 하락 도달로 가격을 정하거나 상승률 %나 하락률 %로 최근 체결가 대비 변동률을 정하세요. 변동률은 알림을 만들 때 가격으로 바뀌며, 양식에 알림이 울릴 가격이 표시됩니다. 최근 체결가가 이미 충족한 목표는 바로 울리게 되므로 거부됩니다. 짧은 메모를 붙이면 알림에도 함께 표시됩니다. 가격 알림은 실제 계정에 속하므로 데모 모드에서는 설정할 수 없고, 현물 마켓의 체결만 봅니다. 활성 알림은 최대 50개까지 둘 수 있으며 목록에서 언제든 취소할 수 있습니다. 알림은 한 번만 울립니다. 그 가격에 도달한 첫 체결에 울리고 기록으로 옮겨지므로, 다시 알림을 받으려면 새로 설정하세요. 알림 센터의 가격 알림 카테고리로 알려 드리며, 이메일과 SMS는 알림 설정에 따라 발송됩니다.',
      },
      th_TH: {
        title: 'แจ้งเตือนราคาทำงานอย่างไร',
        body: 'แจ้งเตือนราคาจะบอกคุณเมื่อราคาซื้อขายล่าสุดของคู่เทรดสปอตถึงระดับที่คุณเลือก แตะกระดิ่งที่หน้าเทรดหรือหน้ากราฟของคู่เทรด หรือไปที่ “ของฉัน” > “แจ้งเตือนราคา” แล้วเลือก “ขึ้นถึง” หรือ “ลงถึง” ราคาหนึ่ง หรือ “ขึ้น %” หรือ “ลง %” จากราคาล่าสุด เปอร์เซ็นต์จะถูกแปลงเป็นราคาตอนสร้างแจ้งเตือน และแบบฟอร์มจะแสดงราคาที่แจ้งเตือนจะทำงาน เป้าหมายที่ราคาล่าสุดถึงแล้วจะถูกปฏิเสธ เพราะจะทำงานทันที คุณเพิ่มบันทึกสั้นๆ ได้ และบันทึกนั้นจะแสดงในการแจ้งเตือนด้วย แจ้งเตือนราคาเป็นของบัญชีจริงของคุณ ตั้งในโหมดทดลองไม่ได้ และดูเฉพาะการซื้อขายในตลาดสปอต คุณมีแจ้งเตือนที่ใช้งานอยู่ได้สูงสุด 50 รายการ และยกเลิกรายการใดก็ได้ในรายการ แจ้งเตือนแต่ละรายการทำงานครั้งเดียว: การซื้อขายแรกที่ถึงราคานั้นจะทำให้แจ้งเตือนทำงานและย้ายไปที่ “ประวัติ” หากต้องการรับแจ้งอีกให้ตั้งใหม่ คุณจะได้รับแจ้งในศูนย์การแจ้งเตือนในหมวด “แจ้งเตือนราคา” และทางอีเมลหรือ SMS ตามการตั้งค่าการแจ้งเตือนของคุณ',
      },
      es_ES: {
        title: '¿Cómo funcionan las alertas de precio?',
        body: 'Una alerta de precio te avisa cuando el último precio negociado de un par al contado alcanza el nivel que eliges. Toca la campana en la pantalla de operar o de gráfico de un par, o entra en «Yo» > «Alertas de precio», y elige Sube a o Baja a un precio, o Sube un % o Baja un % desde el último precio. Un porcentaje se convierte en precio al crear la alerta, y el formulario muestra el precio al que saltará; un objetivo que el último precio ya cumple se rechaza, porque saltaría al instante. Puedes añadir una nota breve, que la notificación repite. Las alertas son de tu cuenta real, no del modo demo, y solo siguen las operaciones de los mercados al contado. Puedes tener hasta 50 alertas activas y cancelar cualquiera de ellas en la lista. Una alerta salta una sola vez: la primera operación que alcanza su precio la hace saltar y la pasa a Historial, así que crea otra si quieres un nuevo aviso. Se te avisa en el centro de notificaciones, en Alertas de precio, y por correo o SMS según tus ajustes de notificaciones.',
      },
      de_DE: {
        title: 'Wie funktionieren Preisalarme?',
        body: 'Ein Preisalarm meldet Ihnen, wenn der letzte Handelspreis eines Spot-Paares ein von Ihnen gewähltes Niveau erreicht. Tippen Sie auf die Glocke auf dem Handels- oder Chartbildschirm eines Paares oder öffnen Sie „Ich“ > „Preisalarme“, und wählen Sie „Steigt auf“ oder „Fällt auf“ einen Preis oder „Steigt um %“ oder „Fällt um %“ vom letzten Preis. Ein Prozentsatz wird beim Anlegen in einen Preis umgerechnet, und das Formular zeigt, bei welchem Preis der Alarm auslöst; ein Ziel, das der letzte Preis schon erfüllt, wird abgelehnt, da es sofort auslösen würde. Sie können eine kurze Notiz hinzufügen, die in der Benachrichtigung wiederholt wird. Preisalarme gehören zu Ihrem echten Konto, nicht zum Demomodus, und beobachten nur die Trades der Spotmärkte. Sie können bis zu 50 aktive Alarme haben und jeden davon in der Liste stornieren. Ein Alarm löst einmal aus: Der erste Trade, der seinen Preis erreicht, löst ihn aus und verschiebt ihn in den Verlauf; für eine weitere Meldung legen Sie einen neuen an. Sie werden in der Benachrichtigungszentrale unter Preisalarme informiert und per E-Mail oder SMS, wie es Ihre Benachrichtigungseinstellungen vorsehen.',
      },
      fr_FR: {
        title: 'Comment fonctionnent les alertes de prix ?',
        body: 'Une alerte de prix vous prévient quand le dernier prix échangé d’une paire au comptant atteint le niveau que vous choisissez. Touchez la cloche sur l’écran de trading ou de graphique d’une paire, ou allez dans « Moi » > « Alertes de prix », et choisissez Monte à ou Descend à un prix, ou Monte de % ou Descend de % depuis le dernier prix. Un pourcentage est converti en prix à la création de l’alerte, et le formulaire affiche le prix auquel elle se déclenchera ; un objectif que le dernier prix atteint déjà est refusé, car l’alerte se déclencherait aussitôt. Vous pouvez ajouter une courte note, que la notification reprend. Les alertes appartiennent à votre compte réel, pas au mode démo, et ne suivent que les échanges des marchés au comptant. Vous pouvez avoir jusqu’à 50 alertes actives et annuler n’importe laquelle dans la liste. Une alerte se déclenche une seule fois : le premier échange qui atteint son prix la déclenche et la fait passer dans Historique ; créez-en une nouvelle pour être prévenu à nouveau. Vous êtes prévenu dans le centre de notifications, sous Alertes de prix, et par e-mail ou SMS selon vos réglages de notifications.',
      },
      id_ID: {
        title: 'Bagaimana cara kerja peringatan harga?',
        body: 'Peringatan harga memberi tahu Anda saat harga transaksi terakhir suatu pasangan spot mencapai level yang Anda pilih. Ketuk lonceng di layar trading atau grafik suatu pasangan, atau buka “Saya” > “Peringatan harga”, lalu pilih Naik ke atau Turun ke suatu harga, atau Naik % atau Turun % dari harga terakhir. Persentase diubah menjadi harga saat peringatan dibuat, dan formulir menampilkan harga saat peringatan akan terpicu; target yang sudah dipenuhi harga terakhir ditolak, karena akan langsung terpicu. Anda dapat menambahkan catatan singkat, yang ikut tercantum di notifikasi. Peringatan harga milik akun nyata Anda, bukan mode demo, dan hanya memantau transaksi di pasar spot. Anda dapat memiliki hingga 50 peringatan aktif dan membatalkan yang mana pun di daftar. Peringatan terpicu sekali: transaksi pertama yang mencapai harganya memicunya dan memindahkannya ke Riwayat, jadi pasang yang baru jika ingin diberi tahu lagi. Anda diberi tahu di pusat notifikasi pada kategori Peringatan harga, dan lewat email atau SMS sesuai pengaturan notifikasi Anda.',
      },
    },
  },
];
