import type { SeedFaq } from '../seed.types.js';

/** FAQ on red packets, added when red packets arrived. */
export const FAQ_RED_PACKETS: readonly SeedFaq[] = [
  {
    slug: 'red-packet-unclaimed',
    text: {
      en_US: {
        title: 'What happens to an unclaimed red packet?',
        body: 'Nothing is lost. While a packet is open, its coins stay in the sender’s spot wallet, frozen, and only the shares someone claims leave it. 24 hours after the packet was sent, whatever nobody has claimed returns by itself to the sender’s spot wallet and can be used again; the code can no longer be claimed after that. The return appears in the sender’s account changes with the type “Red packet”. Before then, a packet cannot be cancelled.',
      },
      zh_CN: {
        title: '无人领取的红包会怎样？',
        body: '不会丢失。红包未结束时，其中的币冻结在发送者的现货钱包中，只有被领取的份额才会转出。红包发出 24 小时后，无人领取的部分会自动退回发送者的现货钱包，重新可用，此后该口令便不能再领取。退回会以“红包”类型显示在发送者的账变记录中。在此之前，红包不能撤回。',
      },
      zh_HK: {
        title: '無人領取的紅包會怎樣？',
        body: '不會遺失。紅包未結束時，其中的幣凍結在發送者的現貨錢包中，只有被領取的份額才會轉出。紅包發出 24 小時後，無人領取的部分會自動退回發送者的現貨錢包，重新可用，此後該口令便不能再領取。退回會以「紅包」類型顯示在發送者的帳變記錄中。在此之前，紅包不能撤回。',
      },
      ja_JP: {
        title: '受け取られなかったレッドパケットはどうなりますか？',
        body: '失われることはありません。パケットが受け取り可能な間、その資産は送った人の現物ウォレットで凍結されており、受け取られた口の分だけが出ていきます。送信から 24 時間が経つと、受け取られなかった分は自動的に送った人の現物ウォレットに戻って再び利用可能になり、それ以降そのコードでは受け取れません。返還は送った人の資産変動履歴に「お年玉（紅包）」という種類で表示されます。それまでにパケットを取り消すことはできません。',
      },
      ko_KR: {
        title: '아무도 받지 않은 레드패킷은 어떻게 되나요?',
        body: '사라지지 않습니다. 레드패킷이 열려 있는 동안 코인은 보낸 사람의 현물 지갑에 동결되어 있고, 수령된 몫만 빠져나갑니다. 보낸 지 24시간이 지나면 아무도 받지 않은 금액은 자동으로 보낸 사람의 현물 지갑에 돌아와 다시 사용할 수 있으며, 그 뒤로는 그 코드로 받을 수 없습니다. 반환 내역은 보낸 사람의 계정 변동 내역에 ‘세뱃돈 봉투’ 유형으로 표시됩니다. 그 전에 레드패킷을 취소할 수는 없습니다.',
      },
      th_TH: {
        title: 'อั่งเปาที่ไม่มีใครรับจะเป็นอย่างไร',
        body: 'ไม่สูญหาย ระหว่างที่อั่งเปายังเปิดอยู่ เหรียญจะถูกอายัดไว้ในกระเป๋าสปอตของผู้ส่ง และจะออกไปเฉพาะส่วนที่มีคนรับ เมื่อครบ 24 ชั่วโมงหลังส่ง ยอดที่ไม่มีใครรับจะกลับเข้ากระเป๋าสปอตของผู้ส่งโดยอัตโนมัติและใช้ได้อีกครั้ง หลังจากนั้นจะใช้รหัสนั้นรับไม่ได้อีก การคืนนี้จะแสดงในรายการเปลี่ยนแปลงบัญชีของผู้ส่งด้วยประเภท “อั่งเปา” ก่อนถึงเวลานั้น อั่งเปายกเลิกไม่ได้',
      },
      es_ES: {
        title: '¿Qué pasa con un sobre rojo que nadie reclama?',
        body: 'No se pierde nada. Mientras el sobre está abierto, sus monedas siguen congeladas en la billetera de contado de quien lo envió, y solo salen las partes que alguien reclama. A las 24 horas del envío, lo que nadie ha reclamado vuelve solo a la billetera de contado del remitente y queda disponible de nuevo; a partir de entonces ya no se puede reclamar con ese código. La devolución figura en Movimientos de la cuenta del remitente con el tipo «Sobre rojo». Antes de ese momento, el sobre no se puede cancelar.',
      },
      de_DE: {
        title: 'Was passiert mit einem Red Packet, das niemand einlöst?',
        body: 'Es geht nichts verloren. Solange das Packet offen ist, bleiben seine Coins eingefroren in der Spot-Wallet des Absenders, und nur eingelöste Anteile gehen ab. 24 Stunden nach dem Senden geht, was niemand eingelöst hat, automatisch in die Spot-Wallet des Absenders zurück und ist wieder verfügbar; danach lässt sich der Code nicht mehr einlösen. Die Rückgabe erscheint in den Kontobewegungen des Absenders mit dem Typ „Roter Umschlag“. Vorher kann das Packet nicht storniert werden.',
      },
      fr_FR: {
        title: 'Que devient une enveloppe rouge que personne ne réclame ?',
        body: 'Rien n’est perdu. Tant que l’enveloppe est ouverte, ses cryptos restent gelées dans le portefeuille comptant de l’expéditeur, et seules les parts réclamées en sortent. 24 heures après l’envoi, ce que personne n’a réclamé revient automatiquement dans le portefeuille comptant de l’expéditeur et redevient disponible ; le code ne permet alors plus de réclamer. Ce retour figure dans les Mouvements du compte de l’expéditeur avec le type « Enveloppe rouge ». Avant cela, l’enveloppe ne peut pas être annulée.',
      },
      id_ID: {
        title: 'Apa yang terjadi pada angpao yang tidak diklaim?',
        body: 'Tidak ada yang hilang. Selama angpao masih terbuka, koinnya tetap dibekukan di dompet spot pengirim, dan hanya bagian yang diklaim yang keluar. 24 jam setelah dikirim, jumlah yang tidak diklaim siapa pun otomatis kembali ke dompet spot pengirim dan dapat dipakai lagi; setelah itu kode tersebut tidak dapat diklaim lagi. Pengembalian ini tercantum di Perubahan akun pengirim dengan jenis “Angpao”. Sebelum itu, angpao tidak dapat dibatalkan.',
      },
    },
  },
  {
    slug: 'red-packet-cannot-claim',
    text: {
      en_US: {
        title: 'Why can I not claim a red packet?',
        body: 'The message tells you why. If the code is not valid, no packet has it: check it with the sender. All claimed means every share has already gone, first come, first served. Expired means 24 hours have passed and what was left went back to the sender. You can claim only one share of each packet, and never a share of your own packet. You also need to be signed in to a real account: demo accounts cannot claim. A share you do claim goes straight to your spot wallet.',
      },
      zh_CN: {
        title: '为什么我领不了红包？',
        body: '提示信息会说明原因。红包口令无效，表示没有红包使用这个口令，请与发送者核对。红包已被领完，表示所有份额都已按先到先得被领走。红包已过期，表示已超过 24 小时，剩余部分已退回发送者。每个红包你只能领取一份，也不能领取自己发的红包。此外，你需要登录真实账户：模拟账户不能领取。领到的份额会直接转入你的现货钱包。',
      },
      zh_HK: {
        title: '為何我領不到紅包？',
        body: '提示訊息會說明原因。紅包口令無效，即沒有紅包使用這個口令，請與發送者核對。紅包已被領完，即所有份額都已按先到先得被領走。紅包已過期，即已超過 24 小時，剩餘部分已退回發送者。每個紅包你只可領取一份，亦不能領取自己發的紅包。此外，你須登入真實帳戶：模擬帳戶不能領取。領到的份額會直接轉入你的現貨錢包。',
      },
      ja_JP: {
        title: 'レッドパケットを受け取れないのはなぜですか？',
        body: '表示されるメッセージが理由を示しています。コードが無効の場合、そのコードのパケットはないので、送った人に確認してください。すべて受け取られた場合は、先着順ですべての口がなくなっています。期限切れの場合は 24 時間が過ぎ、残りは送った人に戻っています。1 つのパケットにつき受け取れるのは 1 口だけで、自分のパケットは受け取れません。また、実際のアカウントでのログインが必要で、デモアカウントでは受け取れません。受け取った分はそのまま現物ウォレットに入ります。',
      },
      ko_KR: {
        title: '레드패킷을 받을 수 없는 이유는 무엇인가요?',
        body: '표시되는 메시지가 이유를 알려 줍니다. 코드가 유효하지 않다면 그 코드의 레드패킷이 없는 것이니 보낸 사람에게 확인하세요. 모두 수령되었다면 선착순으로 모든 몫이 나간 것입니다. 만료되었다면 24시간이 지나 남은 금액이 보낸 사람에게 돌아간 것입니다. 레드패킷 하나당 한 몫만 받을 수 있고, 본인이 보낸 레드패킷은 받을 수 없습니다. 또한 실제 계정으로 로그인해야 하며, 데모 계정으로는 받을 수 없습니다. 받은 몫은 바로 현물 지갑에 들어옵니다.',
      },
      th_TH: {
        title: 'ทำไมฉันรับอั่งเปาไม่ได้',
        body: 'ข้อความที่แสดงจะบอกเหตุผล รหัสไม่ถูกต้องหมายความว่าไม่มีอั่งเปาที่ใช้รหัสนี้ โปรดตรวจสอบกับผู้ส่ง ถูกรับไปหมดแล้วหมายความว่าทุกส่วนมีคนรับไปแล้วตามลำดับมาก่อนได้ก่อน หมดอายุแล้วหมายความว่าครบ 24 ชั่วโมงแล้ว และยอดที่เหลือกลับไปยังผู้ส่งแล้ว คุณรับได้เพียงหนึ่งส่วนต่ออั่งเปาหนึ่งใบ และรับอั่งเปาของตนเองไม่ได้ นอกจากนี้คุณต้องเข้าสู่ระบบด้วยบัญชีจริง บัญชีทดลองรับไม่ได้ ส่วนที่รับได้จะเข้ากระเป๋าสปอตของคุณทันที',
      },
      es_ES: {
        title: '¿Por qué no puedo reclamar un sobre rojo?',
        body: 'El mensaje te indica el motivo. Si el código no es válido, ningún sobre lo tiene: compruébalo con quien te lo envió. Si está reclamado por completo, todas las partes se han ido por orden de llegada. Si ha caducado, han pasado 24 horas y lo que quedaba volvió al remitente. Solo puedes reclamar una parte de cada sobre y nunca de un sobre tuyo. Además, necesitas haber iniciado sesión en una cuenta real: las cuentas demo no pueden reclamar. La parte que reclamas va directamente a tu billetera de contado.',
      },
      de_DE: {
        title: 'Warum kann ich ein Red Packet nicht einlösen?',
        body: 'Die Meldung nennt den Grund. Ist der Code ungültig, hat kein Packet diesen Code: Prüfen Sie ihn mit dem Absender. Ist das Packet vollständig eingelöst, sind alle Anteile in der Reihenfolge des Einlösens vergeben. Ist es abgelaufen, sind 24 Stunden vorbei, und der Rest ging an den Absender zurück. Von jedem Packet können Sie nur einen Anteil einlösen, von Ihren eigenen Packets gar keinen. Außerdem müssen Sie mit einem echten Konto angemeldet sein: Mit einem Demokonto ist das Einlösen nicht möglich. Ein eingelöster Anteil geht direkt in Ihre Spot-Wallet.',
      },
      fr_FR: {
        title: 'Pourquoi ne puis-je pas réclamer une enveloppe rouge ?',
        body: 'Le message en donne la raison. Si le code n’est pas valide, aucune enveloppe ne l’a : vérifiez-le avec l’expéditeur. Si elle est entièrement réclamée, toutes les parts sont parties, au premier arrivé, premier servi. Si elle a expiré, 24 heures se sont écoulées et le reste est revenu à l’expéditeur. Vous ne pouvez réclamer qu’une part de chaque enveloppe, et aucune part de vos propres enveloppes. Il faut aussi être connecté à un compte réel : un compte démo ne peut pas réclamer. La part réclamée arrive directement dans votre portefeuille comptant.',
      },
      id_ID: {
        title: 'Mengapa saya tidak dapat mengklaim angpao?',
        body: 'Pesan yang muncul menyebutkan alasannya. Jika kode tidak valid, tidak ada angpao dengan kode itu: periksa dengan pengirimnya. Jika sudah habis diklaim, semua bagian sudah diambil dengan prinsip siapa cepat dia dapat. Jika kedaluwarsa, 24 jam sudah lewat dan sisanya sudah kembali ke pengirim. Anda hanya dapat mengklaim satu bagian dari setiap angpao, dan tidak dapat mengklaim angpao Anda sendiri. Anda juga harus masuk ke akun sungguhan: akun demo tidak dapat mengklaim. Bagian yang Anda klaim langsung masuk ke dompet spot Anda.',
      },
    },
  },
];
