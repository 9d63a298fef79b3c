import type { SeedFaq } from '../seed.types.js';

/** FAQ on inviting friends and referral rebates, added when the referral programme arrived. */
export const FAQ_REFERRAL: readonly SeedFaq[] = [
  {
    slug: 'how-to-invite-friends',
    text: {
      en_US: {
        title: 'How do I invite friends?',
        body: 'Open the promotion centre: it holds your 8-character invitation code, an invite link that opens registration with your code filled in, a QR code of the link and a poster to share. A friend who registers with your code has you as their referrer for good. Someone who registered without a code can add one from their own promotion centre within the binding window, 7 days after registering by default. Rebates are paid only for invitees who have passed primary identity verification; see the rules in the promotion centre for the rates in force.',
      },
      zh_CN: {
        title: '如何邀请好友？',
        body: '打开推广中心：这里有你的 8 位邀请码、一个会打开注册页面并自动填好邀请码的邀请链接、该链接的二维码，以及可分享的海报。好友用你的邀请码注册后，你就永久成为对方的邀请人。注册时没有填写邀请码的人，可以在绑定期限内（默认为注册后 7 天）在自己的推广中心补填。只有已通过初级认证的被邀请人才会产生返佣；当前生效的比例请查看推广中心的规则。',
      },
      zh_HK: {
        title: '如何邀請好友？',
        body: '開啟推廣中心：這裡有你的 8 位邀請碼、一個會開啟註冊頁面並自動填上邀請碼的邀請連結、該連結的 QR 碼，以及可分享的海報。好友用你的邀請碼註冊後，你便永久成為對方的邀請人。註冊時沒有填寫邀請碼的人，可在綁定期限內（預設為註冊後 7 天）於自己的推廣中心補填。只有已通過初級認證的被邀請人才會產生返佣；現行比例請查看推廣中心的規則。',
      },
      ja_JP: {
        title: '友達を招待するにはどうすればよいですか？',
        body: 'プロモーションセンターを開いてください。8 文字の招待コード、コードが入力済みの登録画面を開く招待リンク、リンクの QR コード、共有用のポスターがあります。あなたのコードで登録した友達にとって、あなたはずっと紹介者のままです。コードなしで登録した人も、登録期限内（初期設定では登録から 7 日間）であれば、自分のプロモーションセンターから紹介者を追加できます。紹介報酬が支払われるのは、本人確認の初級を通過した人の分だけです。現在の料率は、プロモーションセンターのルールでご確認ください。',
      },
      ko_KR: {
        title: '친구를 어떻게 초대하나요?',
        body: '프로모션 센터를 여세요. 8자리 초대 코드, 내 코드가 미리 입력된 가입 화면을 여는 초대 링크, 링크의 QR 코드, 공유용 포스터가 있습니다. 내 코드로 가입한 친구에게는 내가 계속 추천인으로 남습니다. 코드 없이 가입한 사람도 등록 기한(기본 가입 후 7일) 안에는 자신의 프로모션 센터에서 추천인을 추가할 수 있습니다. 추천 보상은 기본 신원 인증을 통과한 사람에 대해서만 지급되며, 현재 적용 중인 비율은 프로모션 센터의 규칙에서 확인하세요.',
      },
      th_TH: {
        title: 'ฉันจะเชิญเพื่อนได้อย่างไร',
        body: 'เปิดศูนย์โปรโมชัน ที่นั่นมีรหัสเชิญ 8 ตัวอักษรของคุณ ลิงก์เชิญที่เปิดหน้าลงทะเบียนพร้อมกรอกรหัสไว้ให้ คิวอาร์โค้ดของลิงก์ และโปสเตอร์สำหรับแชร์ เพื่อนที่ลงทะเบียนด้วยรหัสของคุณจะมีคุณเป็นผู้แนะนำตลอดไป ผู้ที่ลงทะเบียนโดยไม่ได้ใส่รหัสสามารถเพิ่มผู้แนะนำได้จากศูนย์โปรโมชันของตนเองภายในระยะเวลาผูก ค่าเริ่มต้นคือ 7 วันหลังลงทะเบียน รางวัลการแนะนำจ่ายเฉพาะสำหรับผู้ที่ผ่านการยืนยันตัวตนขั้นต้นแล้ว ดูกฎในศูนย์โปรโมชันสำหรับอัตราที่ใช้อยู่',
      },
      es_ES: {
        title: '¿Cómo invito a mis amigos?',
        body: 'Abre el centro de promoción: ahí tienes tu código de invitación de 8 caracteres, un enlace de invitación que abre el registro con tu código ya introducido, el código QR del enlace y un póster para compartir. Un amigo que se registra con tu código queda vinculado a ti para siempre. Quien se registró sin código puede añadir uno desde su propio centro de promoción dentro del plazo de vinculación, 7 días desde el registro por defecto. Solo se pagan recompensas por invitados que han superado la verificación de identidad básica; consulta las reglas del centro de promoción para ver las tasas vigentes.',
      },
      de_DE: {
        title: 'Wie lade ich Freunde ein?',
        body: 'Öffnen Sie das Promotion-Center: Dort finden Sie Ihren Einladungscode aus 8 Zeichen, einen Einladungslink, der die Registrierung mit bereits eingetragenem Code öffnet, einen QR-Code des Links und ein Poster zum Teilen. Wer sich mit Ihrem Code registriert, hat Sie dauerhaft als Empfehlungsgeber. Wer sich ohne Code registriert hat, kann innerhalb der Bindungsfrist, standardmäßig 7 Tage nach der Registrierung, im eigenen Promotion-Center noch einen hinzufügen. Prämien gibt es nur für eingeladene Personen, die die Basis-Identitätsprüfung bestanden haben; die geltenden Sätze finden Sie in den Regeln im Promotion-Center.',
      },
      fr_FR: {
        title: 'Comment inviter des amis ?',
        body: 'Ouvrez le centre de promotion : vous y trouverez votre code d’invitation de 8 caractères, un lien d’invitation qui ouvre l’inscription avec votre code déjà rempli, le QR code du lien et une affiche à partager. Un ami qui s’inscrit avec votre code devient définitivement votre filleul. Une personne inscrite sans code peut en ajouter un depuis son propre centre de promotion pendant le délai de rattachement, 7 jours après l’inscription par défaut. Les récompenses ne sont versées que pour les filleuls qui ont passé la vérification d’identité de base ; consultez les règles du centre de promotion pour les taux en vigueur.',
      },
      id_ID: {
        title: 'Bagaimana cara mengundang teman?',
        body: 'Buka Pusat promosi: di sana ada kode undangan 8 karakter Anda, tautan undangan yang membuka pendaftaran dengan kode Anda sudah terisi, kode QR tautan itu, dan poster untuk dibagikan. Teman yang mendaftar dengan kode Anda memiliki Anda sebagai perujuknya untuk seterusnya. Orang yang mendaftar tanpa kode dapat menambahkannya dari Pusat promosi miliknya dalam batas waktu pengikatan, default 7 hari setelah mendaftar. Hadiah hanya dibayar untuk orang yang diundang yang sudah lolos verifikasi identitas dasar; lihat aturan di Pusat promosi untuk tarif yang berlaku.',
      },
    },
  },
  {
    slug: 'referral-rebate-not-paid',
    text: {
      en_US: {
        title: 'Why was a referral rebate not paid?',
        body: 'Your rebate records in the promotion centre give the reason for each rebate that was not paid, for example: the invitee had not passed primary identity verification, the promotions budget that pays all rebates was empty, your daily cap was reached, the miner-level rule was not met, or the coin had no price when the rebate was earned. Such a rebate stays recorded but is not paid later. Separately, a deposit rebate is clawed back if the invitee withdraws that deposit while the rebate is still vesting.',
      },
      zh_CN: {
        title: '为什么有一笔返佣没有发放？',
        body: '推广中心的返佣记录会写明每笔未发放返佣的原因，例如：被邀请人尚未通过初级认证、用于支付所有返佣的推广预算已用完、已达到你的每日上限、不符合矿工等级规则，或返佣产生时该币种没有价格。这类返佣会保留记录，但之后不会补发。另外，如果被邀请人在充值返佣仍处于锁定期时把该笔充值提走，这笔充值返佣会被追回。',
      },
      zh_HK: {
        title: '為何有一筆返佣沒有發放？',
        body: '推廣中心的返佣記錄會寫明每筆未發放返佣的原因，例如：被邀請人尚未通過初級認證、用於支付所有返佣的推廣預算已用完、已達到你的每日上限、不符合礦工等級規則，或返佣產生時該幣種沒有價格。這類返佣會保留記錄，但之後不會補發。另外，如被邀請人在充值返佣仍處於鎖定期時把該筆充值提走，這筆充值返佣會被追回。',
      },
      ja_JP: {
        title: '紹介報酬が支払われなかったのはなぜですか？',
        body: 'プロモーションセンターの紹介報酬の履歴に、支払われなかった報酬ごとの理由が表示されます。たとえば、招待した人が本人確認の初級を通過していなかった、すべての紹介報酬を支払うプロモーション予算が空だった、あなたの 1 日の上限に達していた、マイナーレベルのルールを満たしていなかった、報酬の発生時にコインに価格がなかった、などです。こうした報酬は記録に残りますが、後から支払われることはありません。また、入金による紹介報酬がまだ保留中のうちに、招待した人がその入金を出金した場合は、その報酬が回収されます。',
      },
      ko_KR: {
        title: '추천 보상이 지급되지 않은 이유는 무엇인가요?',
        body: '프로모션 센터의 보상 내역에 지급되지 않은 보상마다 사유가 표시됩니다. 예를 들어 초대한 사람이 기본 신원 인증을 통과하지 않았거나, 모든 보상을 지급하는 프로모션 예산이 비었거나, 내 일일 한도에 도달했거나, 채굴자 등급 규칙을 충족하지 못했거나, 보상이 발생할 때 코인에 가격이 없었던 경우입니다. 이런 보상은 기록으로 남지만 나중에 지급되지 않습니다. 또한 입금 보상이 아직 대기 중일 때 초대한 사람이 그 입금을 출금하면 해당 보상은 회수됩니다.',
      },
      th_TH: {
        title: 'ทำไมรางวัลการแนะนำบางรายการจึงไม่ได้จ่าย',
        body: 'ประวัติรางวัลในศูนย์โปรโมชันจะระบุเหตุผลของรางวัลแต่ละรายการที่ไม่ได้จ่าย เช่น ผู้ที่คุณเชิญยังไม่ผ่านการยืนยันตัวตนขั้นต้น งบโปรโมชันที่ใช้จ่ายรางวัลทั้งหมดหมด ถึงเพดานรายวันของคุณแล้ว ไม่เป็นไปตามกฎระดับนักขุด หรือเหรียญนั้นไม่มีราคาตอนที่เกิดรางวัล รางวัลเหล่านี้ยังคงถูกบันทึกไว้ แต่จะไม่ได้รับการจ่ายในภายหลัง นอกจากนี้ หากผู้ที่คุณเชิญถอนยอดฝากออกไปขณะที่รางวัลจากยอดฝากนั้นยังรอปลดล็อก รางวัลนั้นจะถูกเรียกคืน',
      },
      es_ES: {
        title: '¿Por qué no se pagó una recompensa por referido?',
        body: 'Tus registros de recompensas en el centro de promoción indican el motivo de cada recompensa no pagada; por ejemplo: el invitado no había superado la verificación de identidad básica, el presupuesto de promoción con el que se pagan todas las recompensas estaba agotado, alcanzaste tu límite diario, no se cumplía la regla de nivel de minero o la moneda no tenía precio cuando se generó la recompensa. Esa recompensa queda registrada, pero no se paga más tarde. Aparte, una recompensa por depósito se revierte si el invitado retira ese depósito mientras la recompensa sigue en espera.',
      },
      de_DE: {
        title: 'Warum wurde eine Empfehlungsprämie nicht gezahlt?',
        body: 'Ihr Prämienverlauf im Promotion-Center nennt für jede nicht gezahlte Prämie den Grund, zum Beispiel: Die eingeladene Person hatte die Basis-Identitätsprüfung nicht bestanden, das Promotion-Budget, aus dem alle Prämien gezahlt werden, war leer, Ihr Tageslimit war erreicht, die Miner-Level-Regel war nicht erfüllt, oder der Coin hatte beim Entstehen der Prämie keinen Preis. Eine solche Prämie bleibt erfasst, wird aber nicht nachträglich gezahlt. Unabhängig davon wird eine Einzahlungsprämie zurückgebucht, wenn die eingeladene Person diese Einzahlung auszahlt, solange die Prämie noch in Wartezeit ist.',
      },
      fr_FR: {
        title: 'Pourquoi une récompense de parrainage n’a-t-elle pas été versée ?',
        body: 'Vos relevés de récompenses, dans le centre de promotion, indiquent le motif de chaque récompense non versée, par exemple : le filleul n’avait pas passé la vérification d’identité de base, le budget de promotion qui paie toutes les récompenses était vide, votre plafond quotidien était atteint, la règle du niveau de mineur n’était pas respectée, ou la crypto n’avait pas de prix au moment où la récompense a été acquise. Une telle récompense reste enregistrée, mais n’est pas versée plus tard. Par ailleurs, une récompense sur dépôt est reprise si le filleul retire ce dépôt alors que la récompense est encore en attente.',
      },
      id_ID: {
        title: 'Mengapa hadiah referal tidak dibayar?',
        body: 'Riwayat hadiah di Pusat promosi menyebutkan alasan setiap hadiah yang tidak dibayar, misalnya: orang yang diundang belum lolos verifikasi identitas dasar, anggaran promosi yang membayar semua hadiah sedang kosong, batas harian Anda sudah tercapai, aturan level penambang tidak terpenuhi, atau koinnya tidak memiliki harga saat hadiah timbul. Hadiah seperti itu tetap tercatat, tetapi tidak dibayarkan belakangan. Selain itu, hadiah setoran ditarik kembali jika orang yang diundang menarik setoran tersebut saat hadiahnya masih dalam masa tunggu.',
      },
    },
  },
  {
    slug: 'when-can-i-claim-referral-rebates',
    text: {
      en_US: {
        title: 'When can I claim referral rebates?',
        body: 'Each rebate vests first, for 7 days by default; the rules in the promotion centre show the period in force. Once it has vested, tap Claim in the promotion centre: all vested rebates, in every coin, move to your spot wallet. You can claim once per UTC day, and each claim appears in your account changes as a referral reward.',
      },
      zh_CN: {
        title: '什么时候可以领取返佣？',
        body: '每笔返佣要先经过锁定期，默认为 7 天；当前生效的期限见推广中心的规则。锁定期满后，在推广中心点击“领取”，所有币种中已解锁的返佣都会转入你的现货钱包。每个 UTC 日可领取一次，每次领取都会以“推荐奖励”显示在账变记录中。',
      },
      zh_HK: {
        title: '甚麼時候可以領取返佣？',
        body: '每筆返佣要先經過鎖定期，預設為 7 天；現行期限見推廣中心的規則。鎖定期滿後，在推廣中心點選「領取」，所有幣種中已解鎖的返佣都會轉入你的現貨錢包。每個 UTC 日可領取一次，每次領取都會以「推薦獎勵」顯示在帳變記錄中。',
      },
      ja_JP: {
        title: '紹介報酬はいつ受け取れますか？',
        body: '紹介報酬には、まず保留期間があります。初期設定は 7 日間で、現在の期間はプロモーションセンターのルールに表示されます。保留期間が終わったら、プロモーションセンターで「受け取る」をタップしてください。保留期間が終わった報酬が、すべてのコインについて現物ウォレットに移ります。受け取りは UTC の 1 日につき 1 回で、受け取りはそれぞれ資産変動履歴に「紹介報酬」として表示されます。',
      },
      ko_KR: {
        title: '추천 보상은 언제 수령할 수 있나요?',
        body: '각 보상은 먼저 대기 기간을 거치며, 기본값은 7일입니다. 현재 적용 중인 기간은 프로모션 센터의 규칙에 표시됩니다. 대기 기간이 끝나면 프로모션 센터에서 수령을 누르세요. 대기 기간이 끝난 모든 코인의 보상이 현물 지갑으로 옮겨집니다. 수령은 UTC 기준 하루에 한 번 할 수 있으며, 수령할 때마다 계정 변동 내역에 ‘추천 보상’으로 표시됩니다.',
      },
      th_TH: {
        title: 'รับรางวัลการแนะนำได้เมื่อใด',
        body: 'รางวัลแต่ละรายการต้องรอปลดล็อกก่อน ค่าเริ่มต้นคือ 7 วัน กฎในศูนย์โปรโมชันจะแสดงระยะที่ใช้อยู่ เมื่อปลดล็อกแล้ว ให้แตะ “รับรางวัล” ในศูนย์โปรโมชัน รางวัลที่ปลดล็อกแล้วของทุกเหรียญจะย้ายไปยังกระเป๋าสปอตของคุณ รับได้วันละครั้งตามวันเวลา UTC และการรับแต่ละครั้งจะแสดงในรายการเปลี่ยนแปลงบัญชีเป็น “รางวัลการแนะนำ”',
      },
      es_ES: {
        title: '¿Cuándo puedo reclamar las recompensas por referidos?',
        body: 'Cada recompensa pasa primero un periodo de espera, de 7 días por defecto; las reglas del centro de promoción muestran el periodo vigente. Cuando termine, toca Reclamar en el centro de promoción: todas las recompensas que han superado la espera, en todas las monedas, pasan a tu billetera de contado. Puedes reclamar una vez por día UTC, y cada cobro figura en Movimientos de la cuenta como recompensa por referido.',
      },
      de_DE: {
        title: 'Wann kann ich Empfehlungsprämien einfordern?',
        body: 'Jede Prämie hat zuerst eine Wartezeit, standardmäßig 7 Tage; die Regeln im Promotion-Center zeigen die geltende Dauer. Ist sie abgelaufen, tippen Sie im Promotion-Center auf „Einfordern“: Alle Prämien, deren Wartezeit abgelaufen ist, gehen in allen Coins in Ihre Spot-Wallet. Sie können einmal pro UTC-Tag einfordern, und jede Einforderung erscheint in Ihren Kontobewegungen als Empfehlungsprämie.',
      },
      fr_FR: {
        title: 'Quand puis-je réclamer mes récompenses de parrainage ?',
        body: 'Chaque récompense passe d’abord par une période d’attente, de 7 jours par défaut ; les règles du centre de promotion indiquent la durée en vigueur. Une fois l’attente terminée, touchez Réclamer dans le centre de promotion : toutes les récompenses disponibles, dans toutes les cryptos, passent sur votre portefeuille comptant. Vous pouvez réclamer une fois par jour UTC, et chaque réclamation figure dans Mouvements du compte comme récompense de parrainage.',
      },
      id_ID: {
        title: 'Kapan saya bisa mengklaim hadiah referal?',
        body: 'Setiap hadiah melewati masa tunggu lebih dulu, default 7 hari; aturan di Pusat promosi menampilkan masa yang berlaku. Setelah masa tunggu selesai, ketuk Klaim di Pusat promosi: semua hadiah yang masa tunggunya sudah selesai, dalam semua koin, pindah ke dompet spot Anda. Anda dapat mengklaim sekali per hari UTC, dan setiap klaim tercantum di Perubahan akun sebagai hadiah referal.',
      },
    },
  },
];
