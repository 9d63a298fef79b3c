import type { SeedFaq } from '../seed.types.js';

/** FAQ on the customer service chat, added when it arrived. */
export const FAQ_CUSTOMER_SERVICE: readonly SeedFaq[] = [
  {
    slug: 'support-real-staff',
    text: {
      en_US: {
        title: 'How do I know I am talking to real staff?',
        body: 'Reach us through Customer service in the app: “Support” on the home page, or “My” > “Customer service”. When an agent joins your conversation, the chat shows that they have joined, with their name, and the name carries a verified staff badge; if the agent hands you to a colleague or leaves, the chat shows that too. Our staff do not contact you outside the app; the one exception is a call from an operator to the phone number you gave in a P2P appeal. Staff never ask for your login password, fund password or verification codes: whoever asks for them is trying to take over your account.',
      },
      zh_CN: {
        title: '怎样确认和我对话的是真正的客服？',
        body: '请通过平台内的在线客服联系我们：首页的“客服”，或“我的”>“在线客服”。客服接入会话时，聊天中会提示该客服已加入并显示其名字，名字旁带有已认证的工作人员标识；客服把会话转交给同事或离开时，聊天中也会提示。我们的工作人员不会在平台以外联系你，唯一的例外是 P2P 申诉期间，客服可能拨打你在申诉中留下的电话。工作人员绝不会索要你的登录密码、资金密码或验证码：向你索要这些信息的人，都是想盗取你的账户。',
      },
      zh_HK: {
        title: '怎樣確認與我對話的是真正的客服？',
        body: '請透過平台內的線上客服聯絡我們：首頁的「客服」，或「我的」>「線上客服」。客服接手對話時，聊天中會顯示該客服已加入及其名字，名字旁設有已認證職員標記；客服把對話轉交同事或離開時，聊天中亦會提示。我們的職員不會在平台以外聯絡你，唯一例外是 P2P 申訴期間，客服可能致電你在申訴中提供的電話號碼。職員絕不會索取你的登入密碼、資金密碼或驗證碼：向你索取這些資料的人，都是想盜取你的帳戶。',
      },
      ja_JP: {
        title: '本物のスタッフと話しているかどうか、どうすればわかりますか？',
        body: 'お問い合わせは、アプリ内のカスタマーサポート（ホームの「サポート」、または「マイページ」>「カスタマーサポート」）からご利用ください。担当者が会話に参加すると、名前とともに参加したことがチャットに表示され、その名前には認証済みスタッフのバッジが付きます。担当者が別のスタッフに引き継いだときや抜けたときも表示されます。当社のスタッフがアプリの外であなたに連絡することはありません。唯一の例外は、P2P の異議申立てで入力された電話番号への運営担当者からの電話です。スタッフがログインパスワード、資金パスワード、認証コードを尋ねることは決してありません。これらを聞いてくる相手は、あなたのアカウントを乗っ取ろうとしています。',
      },
      ko_KR: {
        title: '진짜 직원과 대화하고 있는지 어떻게 알 수 있나요?',
        body: '문의는 앱 안의 고객 상담(홈의 ‘상담’ 또는 내 정보 > 고객 상담)으로 해 주세요. 상담원이 상담에 참여하면 이름과 함께 참여했다는 안내가 채팅에 표시되고, 그 이름 옆에는 인증된 직원 배지가 붙습니다. 상담원이 다른 직원에게 넘기거나 나갈 때도 채팅에 표시됩니다. 저희 직원은 앱 밖에서 연락하지 않습니다. 단 하나의 예외는 P2P 이의 제기 때 입력한 전화번호로 운영자가 거는 전화입니다. 직원은 로그인 비밀번호, 자금 비밀번호, 인증 코드를 절대 묻지 않습니다. 이를 묻는 사람은 계정을 빼앗으려는 것입니다.',
      },
      th_TH: {
        title: 'จะรู้ได้อย่างไรว่ากำลังคุยกับเจ้าหน้าที่จริง',
        body: 'ติดต่อเราผ่านฝ่ายบริการลูกค้าในแอป คือ “ฝ่ายบริการ” ที่หน้าแรก หรือ “ของฉัน” > “ฝ่ายบริการลูกค้า” เมื่อเจ้าหน้าที่เข้าร่วมการสนทนา แชทจะแจ้งว่าเจ้าหน้าที่เข้าร่วมแล้วพร้อมชื่อ และชื่อนั้นจะมีป้ายเจ้าหน้าที่ที่ยืนยันแล้วกำกับไว้ หากเจ้าหน้าที่ส่งต่อให้เพื่อนร่วมงานหรือออกจากการสนทนา แชทก็จะแจ้งเช่นกัน เจ้าหน้าที่ของเราไม่ติดต่อคุณนอกแอป ยกเว้นกรณีเดียวคือเจ้าหน้าที่อาจโทรหาหมายเลขที่คุณให้ไว้ในการอุทธรณ์ P2P เจ้าหน้าที่จะไม่ขอรหัสผ่านเข้าสู่ระบบ รหัสผ่านกองทุน หรือรหัสยืนยันของคุณเด็ดขาด ใครที่ขอข้อมูลเหล่านี้กำลังพยายามยึดบัญชีของคุณ',
      },
      es_ES: {
        title: '¿Cómo sé que hablo con personal auténtico?',
        body: 'Contacta con nosotros desde Atención al cliente en la app: «Soporte» en la página de inicio, o «Yo» > «Atención al cliente». Cuando un agente se une a tu conversación, el chat lo indica con su nombre, y ese nombre lleva una insignia de personal verificado; si el agente te pasa a un compañero o se va, el chat también lo muestra. Nuestro personal no se pone en contacto contigo fuera de la app; la única excepción es la llamada de un operador al teléfono que indicaste en una apelación P2P. El personal nunca te pedirá la contraseña de inicio de sesión, la contraseña de fondos ni códigos de verificación: quien te los pida intenta quedarse con tu cuenta.',
      },
      de_DE: {
        title: 'Woran erkenne ich, dass ich mit echten Mitarbeitenden spreche?',
        body: 'Wenden Sie sich über den Kundenservice in der App an uns: „Support“ auf der Startseite oder „Ich“ > „Kundenservice“. Tritt jemand aus dem Support-Team Ihrer Unterhaltung bei, zeigt der Chat das mit Namen an, und der Name trägt ein Abzeichen als verifizierte Mitarbeitende; wird die Unterhaltung an eine Kollegin oder einen Kollegen weitergegeben oder verlassen, sehen Sie auch das. Unsere Mitarbeitenden kontaktieren Sie nicht außerhalb der App; die einzige Ausnahme ist ein Anruf eines Operators unter der Telefonnummer, die Sie in einem P2P-Einspruch angegeben haben. Mitarbeitende fragen nie nach Ihrem Anmeldepasswort, Fondspasswort oder Bestätigungscodes: Wer danach fragt, will Ihr Konto übernehmen.',
      },
      fr_FR: {
        title: 'Comment savoir si je parle à un vrai membre du personnel ?',
        body: 'Contactez-nous par le Service client de l’app : « Assistance » sur la page d’accueil, ou « Moi » > « Service client ». Quand un agent rejoint votre conversation, la messagerie l’indique avec son nom, et ce nom porte un badge de membre du personnel vérifié ; si l’agent vous transmet à un collègue ou quitte la conversation, vous le voyez aussi. Notre personnel ne vous contacte pas en dehors de l’app ; seule exception, l’appel d’un opérateur au numéro de téléphone que vous avez indiqué dans un litige P2P. Le personnel ne vous demande jamais votre mot de passe de connexion, votre mot de passe des fonds ni vos codes de vérification : quiconque les demande cherche à prendre le contrôle de votre compte.',
      },
      id_ID: {
        title: 'Bagaimana saya tahu bahwa saya berbicara dengan staf asli?',
        body: 'Hubungi kami melalui Layanan pelanggan di aplikasi: “Dukungan” di Beranda, atau “Saya” > “Layanan pelanggan”. Saat petugas bergabung ke percakapan Anda, obrolan menampilkannya beserta namanya, dan nama itu diberi lencana staf terverifikasi; jika petugas menyerahkan Anda ke rekannya atau keluar, obrolan juga menampilkannya. Staf kami tidak menghubungi Anda di luar aplikasi; satu-satunya pengecualian adalah telepon dari operator ke nomor yang Anda berikan dalam banding P2P. Staf tidak pernah meminta kata sandi masuk, kata sandi dana, atau kode verifikasi Anda: siapa pun yang memintanya sedang berusaha mengambil alih akun Anda.',
      },
    },
  },
  {
    slug: 'support-withdraw-message',
    text: {
      en_US: {
        title: 'Can I delete a message I sent to customer service?',
        body: 'Yes, within 2 minutes of sending it: tap “Withdraw” under the message and confirm. The message is replaced by a marker saying it was withdrawn, and any image in it is deleted. After 2 minutes it can no longer be withdrawn, and if it has already been withdrawn you are told “Message already withdrawn”. In a conversation about a P2P order that is under appeal, no message can be withdrawn.',
      },
      zh_CN: {
        title: '发给客服的消息可以删除吗？',
        body: '可以，但要在发送后 2 分钟内：点击消息下方的“撤回”并确认。消息会变成“消息已撤回”的提示，其中的图片也会被删除。超过 2 分钟就不能再撤回；如果消息已经撤回过，会提示“该消息已被撤回”。在涉及申诉中 P2P 订单的会话里，任何消息都不能撤回。',
      },
      zh_HK: {
        title: '傳給客服的訊息可以刪除嗎？',
        body: '可以，但須在傳送後 2 分鐘內：按訊息下方的「撤回」並確認。訊息會變成「訊息已撤回」的提示，其中的圖片亦會被刪除。超過 2 分鐘便不能再撤回；如訊息早已撤回，系統會提示「該訊息已被撤回」。在與申訴中 P2P 訂單有關的對話中，任何訊息都不能撤回。',
      },
      ja_JP: {
        title: 'カスタマーサポートに送ったメッセージは削除できますか？',
        body: '送信から 2 分以内なら取り消せます。メッセージの下にある「取り消す」をタップして確定してください。メッセージは取り消されたことを示す表示に置き換わり、含まれていた画像は削除されます。2 分を過ぎると取り消せません。すでに取り消されたメッセージの場合は「メッセージはすでに取り消されています」と表示されます。異議申立て中の P2P 注文に関する会話では、どのメッセージも取り消せません。',
      },
      ko_KR: {
        title: '고객 상담에 보낸 메시지를 삭제할 수 있나요?',
        body: '보낸 지 2분 안이라면 가능합니다. 메시지 아래의 ‘전송 취소’를 누르고 확인하세요. 메시지는 전송이 취소되었다는 표시로 바뀌고, 메시지에 있던 이미지는 삭제됩니다. 2분이 지나면 취소할 수 없고, 이미 취소된 메시지라면 ‘이미 전송 취소된 메시지입니다’라는 안내가 나옵니다. 이의 제기 중인 P2P 주문에 관한 상담에서는 어떤 메시지도 취소할 수 없습니다.',
      },
      th_TH: {
        title: 'ลบข้อความที่ส่งถึงฝ่ายบริการลูกค้าได้ไหม',
        body: 'ได้ ภายใน 2 นาทีหลังส่ง แตะ “ยกเลิกข้อความ” ใต้ข้อความแล้วยืนยัน ข้อความจะถูกแทนที่ด้วยเครื่องหมายว่าข้อความถูกยกเลิกแล้ว และรูปภาพในข้อความนั้นจะถูกลบ เมื่อพ้น 2 นาทีแล้วจะยกเลิกไม่ได้ และหากข้อความถูกยกเลิกไปแล้ว คุณจะเห็นข้อความแจ้งว่า “ข้อความนี้ถูกยกเลิกไปแล้ว” ในการสนทนาเรื่องคำสั่ง P2P ที่อยู่ระหว่างอุทธรณ์ จะยกเลิกข้อความใดไม่ได้เลย',
      },
      es_ES: {
        title: '¿Puedo borrar un mensaje que envié a atención al cliente?',
        body: 'Sí, en los 2 minutos siguientes a enviarlo: toca «Retirar» debajo del mensaje y confírmalo. El mensaje se sustituye por un aviso de que se ha retirado, y cualquier imagen que llevara se elimina. Pasados los 2 minutos ya no se puede retirar, y si ya estaba retirado verás «El mensaje ya se ha retirado». En una conversación sobre una orden P2P en apelación no se puede retirar ningún mensaje.',
      },
      de_DE: {
        title: 'Kann ich eine Nachricht an den Kundenservice löschen?',
        body: 'Ja, innerhalb von 2 Minuten nach dem Senden: Tippen Sie unter der Nachricht auf „Zurückziehen“ und bestätigen Sie. Die Nachricht wird durch einen Hinweis ersetzt, dass sie zurückgezogen wurde, und ein enthaltenes Bild wird gelöscht. Nach 2 Minuten ist das nicht mehr möglich; wurde die Nachricht schon zurückgezogen, erhalten Sie den Hinweis „Nachricht bereits zurückgezogen“. In einer Unterhaltung zu einem P2P-Auftrag im Einspruch lässt sich keine Nachricht zurückziehen.',
      },
      fr_FR: {
        title: 'Puis-je supprimer un message envoyé au service client ?',
        body: 'Oui, dans les 2 minutes suivant son envoi : touchez « Retirer » sous le message, puis confirmez. Le message est remplacé par une mention indiquant qu’il a été retiré, et l’image qu’il contenait éventuellement est supprimée. Passé 2 minutes, il ne peut plus être retiré, et s’il l’a déjà été, vous voyez « Message déjà retiré ». Dans une conversation sur un ordre P2P en litige, aucun message ne peut être retiré.',
      },
      id_ID: {
        title: 'Bisakah saya menghapus pesan yang saya kirim ke layanan pelanggan?',
        body: 'Bisa, dalam 2 menit setelah dikirim: ketuk “Tarik” di bawah pesan lalu konfirmasikan. Pesan diganti dengan penanda bahwa pesan telah ditarik, dan gambar di dalamnya dihapus. Setelah 2 menit, pesan tidak dapat ditarik lagi, dan jika sudah ditarik sebelumnya Anda akan melihat “Pesan sudah ditarik”. Dalam percakapan tentang pesanan P2P yang sedang dalam banding, tidak ada pesan yang dapat ditarik.',
      },
    },
  },
  {
    slug: 'support-withdraw-p2p-appeal',
    text: {
      en_US: {
        title: 'Why can’t I withdraw a message to customer service about a P2P order?',
        body: 'When you tap “Contact support” on a P2P order, the order is attached to your conversation with customer service. While that order is under appeal, nothing in the conversation can be withdrawn, neither your messages nor staff’s: they are part of the evidence for the appeal. Otherwise the usual rule applies: you can withdraw your own message within 2 minutes of sending it.',
      },
      zh_CN: {
        title: '为什么关于 P2P 订单发给客服的消息不能撤回？',
        body: '在 P2P 订单中点击“联系客服”时，该订单会附在你与客服的会话中。只要该订单处于申诉中，会话里的内容就都不能撤回，无论是你的消息还是客服的消息：它们是申诉证据的一部分。其他情况下按一般规则处理：自己的消息在发送后 2 分钟内可以撤回。',
      },
      zh_HK: {
        title: '為何就 P2P 訂單傳給客服的訊息不能撤回？',
        body: '在 P2P 訂單中按「聯絡客服」時，該訂單會附在你與客服的對話中。只要該訂單處於申訴中，對話中的內容便一律不能撤回，無論是你的訊息還是客服的訊息：它們屬於申訴證據的一部分。其他情況則按一般規則處理：你自己的訊息可在傳送後 2 分鐘內撤回。',
      },
      ja_JP: {
        title: 'P2P 注文についてカスタマーサポートに送ったメッセージを取り消せないのはなぜですか？',
        body: 'P2P 注文で「サポートに問い合わせる」をタップすると、その注文がカスタマーサポートとの会話に添付されます。その注文が異議申立て中の間は、会話の内容を一切取り消せません。あなたのメッセージもスタッフのメッセージも、異議申立ての証拠の一部になるためです。それ以外の場合は通常どおり、自分のメッセージを送信から 2 分以内に取り消せます。',
      },
      ko_KR: {
        title: 'P2P 주문에 관해 고객 상담에 보낸 메시지는 왜 전송 취소가 안 되나요?',
        body: 'P2P 주문에서 ‘고객 상담 문의’를 누르면 그 주문이 고객 상담과의 대화에 첨부됩니다. 그 주문이 이의 제기 중인 동안에는 내 메시지든 직원의 메시지든 상담 내용을 전송 취소할 수 없습니다. 이의 제기의 증거가 되기 때문입니다. 그 밖의 경우에는 평소대로 내 메시지를 보낸 지 2분 안에 전송 취소할 수 있습니다.',
      },
      th_TH: {
        title: 'ทำไมยกเลิกข้อความที่ส่งถึงฝ่ายบริการลูกค้าเรื่องคำสั่ง P2P ไม่ได้',
        body: 'เมื่อคุณแตะ “ติดต่อฝ่ายบริการ” ในคำสั่ง P2P คำสั่งนั้นจะถูกแนบไว้ในการสนทนากับฝ่ายบริการลูกค้า ตราบที่คำสั่งนั้นอยู่ระหว่างอุทธรณ์ จะยกเลิกข้อความใดในการสนทนาไม่ได้เลย ทั้งของคุณและของเจ้าหน้าที่ เพราะข้อความเหล่านั้นเป็นส่วนหนึ่งของหลักฐานในการอุทธรณ์ ในกรณีอื่นใช้กฎตามปกติ คือยกเลิกข้อความของตัวเองได้ภายใน 2 นาทีหลังส่ง',
      },
      es_ES: {
        title: '¿Por qué no puedo retirar un mensaje a atención al cliente sobre una orden P2P?',
        body: 'Cuando tocas «Contactar con soporte» en una orden P2P, la orden se adjunta a tu conversación con atención al cliente. Mientras esa orden esté en apelación, no se puede retirar nada de la conversación, ni tus mensajes ni los del personal: forman parte de las pruebas de la apelación. En los demás casos se aplica la regla habitual: puedes retirar tu propio mensaje en los 2 minutos siguientes a enviarlo.',
      },
      de_DE: {
        title:
          'Warum kann ich eine Nachricht an den Kundenservice zu einem P2P-Auftrag nicht zurückziehen?',
        body: 'Wenn Sie in einem P2P-Auftrag auf „Support kontaktieren“ tippen, wird der Auftrag an Ihre Unterhaltung mit dem Kundenservice angehängt. Solange zu diesem Auftrag ein Einspruch läuft, lässt sich in der Unterhaltung nichts zurückziehen, weder Ihre Nachrichten noch die der Mitarbeitenden: Sie gehören zu den Beweisen des Einspruchs. Ansonsten gilt die übliche Regel: Ihre eigene Nachricht können Sie innerhalb von 2 Minuten nach dem Senden zurückziehen.',
      },
      fr_FR: {
        title:
          'Pourquoi ne puis-je pas retirer un message envoyé au service client à propos d’un ordre P2P ?',
        body: 'Quand vous touchez « Contacter l’assistance » sur un ordre P2P, l’ordre est joint à votre conversation avec le service client. Tant que cet ordre fait l’objet d’un litige, rien ne peut être retiré de la conversation, ni vos messages ni ceux du personnel : ils font partie des preuves du litige. Sinon, la règle habituelle s’applique : vous pouvez retirer votre propre message dans les 2 minutes suivant son envoi.',
      },
      id_ID: {
        title: 'Mengapa saya tidak bisa menarik pesan ke layanan pelanggan tentang pesanan P2P?',
        body: 'Saat Anda mengetuk “Hubungi dukungan” pada pesanan P2P, pesanan itu dilampirkan ke percakapan Anda dengan layanan pelanggan. Selama pesanan itu sedang dalam banding, tidak ada isi percakapan yang dapat ditarik, baik pesan Anda maupun pesan staf: semuanya menjadi bagian dari bukti banding. Di luar itu berlaku aturan biasa: pesan Anda sendiri dapat ditarik dalam 2 menit setelah dikirim.',
      },
    },
  },
];
