import type { SeedFaq } from './seed.types.js';
import { FAQ_P2P_LENDING_EARN } from './faq/p2p-lending-earn.js';
import { FAQ_REFERRAL } from './faq/referral.js';
import { FAQ_RED_PACKETS } from './faq/red-packets.js';
import { FAQ_SIGN_UP_BONUS } from './faq/sign-up-bonus.js';
import { FAQ_CUSTOMER_SERVICE } from './faq/customer-service.js';
import { FAQ_NOTIFICATIONS } from './faq/notifications.js';
import { FAQ_TRUST } from './faq/trust.js';

/** Seeded FAQ: the title is the question and the body is a short answer. */
export const SEED_FAQ: readonly SeedFaq[] = [
  {
    slug: 'deposit-not-credited',
    text: {
      en_US: {
        title: 'Why has my deposit not been credited yet?',
        body: 'A deposit is credited to your spot account after the number of confirmations shown for its coin and network; follow it in your deposit records. A deposit below the minimum is recorded but not credited, and one above the review amount waits for the Operator’s review. Coins sent on a network other than the one shown may be lost. Otherwise, contact customer service with the transaction hash.',
      },
      zh_CN: {
        title: '为什么我的充值还没有到账？',
        body: '充值达到该币种和网络所示的确认数后，会计入你的现货账户，进度可在充值记录中查看。低于最小充值额的充值只会记录，不会入账；超过需审核金额的充值要等运营方审核。通过所示网络以外的网络转入，资产可能会丢失。如果以上都不适用，请把交易哈希提供给在线客服。',
      },
      zh_HK: {
        title: '為何我的充值仍未到賬？',
        body: '充值達到該幣種和網絡所示的確認數後，會計入你的現貨賬戶，進度可在充值記錄中查看。低於最低充值額的充值只會記錄，不會入賬；超過需審核金額的充值須等待營運方審核。如經所示網絡以外的網絡轉入，資產可能會遺失。如以上均不適用，請把交易哈希提供給線上客服。',
      },
      ja_JP: {
        title: '入金がまだ反映されないのはなぜですか？',
        body: '入金は、その通貨とネットワークに表示されている承認数に達すると現物口座に反映されます。進捗は入金履歴で確認できます。最小入金額を下回る入金は記録されますが反映されず、審査対象額を超える入金は運営者の審査を待ちます。表示されているネットワーク以外で送金すると、資産が失われる可能性があります。いずれにも当てはまらない場合は、トランザクションハッシュを添えてカスタマーサポートにお問い合わせください。',
      },
      ko_KR: {
        title: '입금이 아직 반영되지 않은 이유는 무엇인가요?',
        body: '입금은 해당 코인과 네트워크에 표시된 컨펌 수에 도달하면 현물 계정에 반영되며, 진행 상황은 입금 내역에서 확인할 수 있습니다. 최소 입금액보다 적은 입금은 기록되지만 반영되지 않고, 심사 대상 금액을 초과하는 입금은 운영자의 심사를 기다립니다. 표시된 네트워크가 아닌 다른 네트워크로 보낸 코인은 잃을 수 있습니다. 어느 경우에도 해당하지 않으면 트랜잭션 해시와 함께 고객 상담에 문의하세요.',
      },
      th_TH: {
        title: 'ทำไมยอดฝากของฉันยังไม่เข้าบัญชี',
        body: 'ยอดฝากจะเข้าบัญชีสปอตของคุณเมื่อได้รับการยืนยันครบตามจำนวนที่แสดงไว้สำหรับเหรียญและเครือข่ายนั้น ติดตามได้ในประวัติการฝาก ยอดฝากที่ต่ำกว่าขั้นต่ำจะถูกบันทึกไว้แต่ไม่เข้าบัญชี และยอดฝากที่เกินยอดที่ต้องตรวจสอบจะรอการตรวจสอบจากผู้ให้บริการ เหรียญที่ส่งผ่านเครือข่ายอื่นที่ไม่ใช่เครือข่ายที่แสดงไว้อาจสูญหาย หากไม่ตรงกับกรณีใดเลย โปรดติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งแฮชธุรกรรม',
      },
      es_ES: {
        title: '¿Por qué aún no se ha abonado mi depósito?',
        body: 'Un depósito se abona en tu cuenta de contado al alcanzar las confirmaciones indicadas para su moneda y su red; puedes seguirlo en el historial de depósitos. Un depósito por debajo del mínimo se registra, pero no se abona, y uno por encima del importe de revisión espera la revisión del operador. Las monedas enviadas por una red distinta de la indicada pueden perderse. Si nada de esto es tu caso, contacta con atención al cliente e indica el hash de la transacción.',
      },
      de_DE: {
        title: 'Warum wurde meine Einzahlung noch nicht gutgeschrieben?',
        body: 'Eine Einzahlung wird Ihrem Spotkonto gutgeschrieben, sobald sie die für ihre Währung und ihr Netzwerk angezeigten Bestätigungen hat; den Fortschritt sehen Sie im Einzahlungsverlauf. Eine Einzahlung unter dem Mindestbetrag wird erfasst, aber nicht gutgeschrieben; eine über dem Prüfbetrag wartet auf die Prüfung durch den Betreiber. Coins, die über ein anderes als das angezeigte Netzwerk gesendet wurden, können verloren sein. Trifft nichts davon zu, wenden Sie sich mit dem Transaktions-Hash an den Kundenservice.',
      },
      fr_FR: {
        title: 'Pourquoi mon dépôt n’est-il pas encore crédité ?',
        body: 'Un dépôt est crédité sur votre compte comptant une fois atteint le nombre de confirmations indiqué pour sa crypto et son réseau ; suivez-le dans l’historique des dépôts. Un dépôt inférieur au minimum est enregistré mais pas crédité, et un dépôt supérieur au seuil de vérification attend la vérification de l’opérateur. Des cryptos envoyées sur un autre réseau que celui indiqué peuvent être perdues. Sinon, contactez le service client en indiquant le hash de transaction.',
      },
      id_ID: {
        title: 'Mengapa setoran saya belum dikreditkan?',
        body: 'Setoran dikreditkan ke akun spot Anda setelah mencapai jumlah konfirmasi yang ditampilkan untuk koin dan jaringannya; pantau di riwayat setoran. Setoran di bawah minimum dicatat tetapi tidak dikreditkan, dan setoran di atas jumlah peninjauan menunggu tinjauan operator. Koin yang dikirim lewat jaringan selain yang ditampilkan bisa hilang. Jika tidak ada yang sesuai, hubungi layanan pelanggan dengan menyertakan hash transaksi.',
      },
    },
  },
  {
    slug: 'withdrawal-held-24-hours',
    text: {
      en_US: {
        title: 'Why is my withdrawal held for 24 hours?',
        body: 'The first withdrawal to an address new to you on that network is sent no earlier than 24 hours after your request. If someone else gets into your account, this gives you time to cancel it while it is under review. Meanwhile the amount stays frozen and no other withdrawal can be started.',
      },
      zh_CN: {
        title: '为什么我的提现要等待 24 小时？',
        body: '首次向你在该网络上从未提现过的地址提现，最早会在申请 24 小时后才发出。这样即使有人盗用你的账户，你也有时间在审核中把它撤销。在此期间，提现金额保持冻结，也不能发起其他提现。',
      },
      zh_HK: {
        title: '為何我的提現要等候 24 小時？',
        body: '首次向你在該網絡上從未提現過的地址提現，最早會在申請 24 小時後才發出。這樣即使有人盜用你的賬戶，你亦有時間在審核中把它撤銷。在此期間，提現金額會保持凍結，亦不能發起其他提現。',
      },
      ja_JP: {
        title: '出金が 24 時間保留されるのはなぜですか？',
        body: 'そのネットワークで初めて出金するアドレスへの出金は、申請から 24 時間が経つまで送金されません。第三者にアカウントへ入られた場合でも、審査中に出金を取り消す時間があります。その間、出金額は凍結されたままで、ほかの出金は申請できません。',
      },
      ko_KR: {
        title: '출금이 24시간 보류되는 이유는 무엇인가요?',
        body: '해당 네트워크에서 처음 출금하는 주소로의 출금은 신청 후 24시간이 지나야 전송됩니다. 다른 사람이 계정에 접근하더라도 심사 중에 출금을 취소할 시간이 생깁니다. 그동안 출금 금액은 동결되며 다른 출금을 신청할 수 없습니다.',
      },
      th_TH: {
        title: 'ทำไมการถอนของฉันถูกพักไว้ 24 ชั่วโมง',
        body: 'การถอนครั้งแรกไปยังที่อยู่ที่คุณยังไม่เคยถอนไปบนเครือข่ายนั้น จะถูกส่งหลังจากยื่นคำขอแล้วอย่างน้อย 24 ชั่วโมง หากมีผู้อื่นเข้าถึงบัญชีของคุณ คุณจะมีเวลายกเลิกการถอนนั้นระหว่างที่กำลังตรวจสอบ ในระหว่างนี้ จำนวนที่ถอนจะถูกอายัดไว้ และเริ่มการถอนอื่นไม่ได้',
      },
      es_ES: {
        title: '¿Por qué se retiene mi retirada 24 horas?',
        body: 'La primera retirada a una dirección que no has usado antes en esa red no se envía hasta 24 horas después de solicitarla. Si otra persona entra en tu cuenta, así tienes tiempo de cancelarla mientras está en revisión. Mientras tanto, el importe sigue congelado y no puedes iniciar otra retirada.',
      },
      de_DE: {
        title: 'Warum wird meine Auszahlung 24 Stunden zurückgehalten?',
        body: 'Die erste Auszahlung an eine Adresse, an die Sie in diesem Netzwerk noch nie ausgezahlt haben, wird frühestens 24 Stunden nach dem Antrag gesendet. Verschafft sich jemand Zugang zu Ihrem Konto, haben Sie so Zeit, sie zu stornieren, solange sie in Prüfung ist. Bis dahin bleibt der Betrag eingefroren, und Sie können keine weitere Auszahlung starten.',
      },
      fr_FR: {
        title: 'Pourquoi mon retrait est-il retenu 24 heures ?',
        body: 'Le premier retrait vers une adresse que vous n’avez jamais utilisée sur ce réseau n’est envoyé qu’au moins 24 heures après la demande. Si quelqu’un d’autre accède à votre compte, vous avez ainsi le temps de l’annuler tant qu’il est en vérification. Entre-temps, le montant reste gelé et aucun autre retrait ne peut être lancé.',
      },
      id_ID: {
        title: 'Mengapa penarikan saya ditahan 24 jam?',
        body: 'Penarikan pertama ke alamat yang belum pernah Anda gunakan di jaringan itu baru dikirim paling cepat 24 jam setelah diajukan. Jika orang lain masuk ke akun Anda, Anda punya waktu untuk membatalkannya selama masih ditinjau. Selama itu, jumlahnya tetap dibekukan dan penarikan lain tidak dapat dimulai.',
      },
    },
  },
  {
    slug: 'fund-password-locked',
    text: {
      en_US: {
        title: 'My fund password is locked. What should I do?',
        body: 'After 5 wrong tries in a row, the fund password is locked for 2 hours. To reset it sooner, open My > Fund password and choose “I forgot it”: you need a code sent to your bound email or phone, and your authenticator code if one is bound. If you have lost them, request a manual reset in the Security centre.',
      },
      zh_CN: {
        title: '资金密码被锁定了，怎么办？',
        body: '资金密码连续输错 5 次后会被锁定 2 小时。如需提前解锁，请在“我的”>“资金密码”中选择“忘记了”进行重置：需要发送到已绑定邮箱或手机的验证码；如已绑定身份验证器，还需输入其验证码。如果这些都已无法使用，请在“安全中心”申请人工重置。',
      },
      zh_HK: {
        title: '資金密碼被鎖定了，怎麼辦？',
        body: '資金密碼連續輸錯 5 次後會被鎖定 2 小時。如需提早解鎖，請在「我的」>「資金密碼」中選擇「忘記了」進行重設：需要發送到已綁定電郵或電話的驗證碼；如已綁定身份驗證器，亦須輸入其驗證碼。如這些方式都已無法使用，請在「安全中心」申請人工重設。',
      },
      ja_JP: {
        title: '資金パスワードがロックされました。どうすればよいですか？',
        body: '資金パスワードを 5 回続けて間違えると、2 時間ロックされます。早く解除するには、「マイページ」>「資金パスワード」で「忘れた」を選んでリセットしてください。連携済みのメールまたは電話に届く認証コードと、認証アプリを連携している場合はそのコードが必要です。これらが使えなくなった場合は、「セキュリティセンター」で手動リセットを申請してください。',
      },
      ko_KR: {
        title: '자금 비밀번호가 잠겼어요. 어떻게 해야 하나요?',
        body: '자금 비밀번호를 연속 5회 잘못 입력하면 2시간 동안 잠깁니다. 더 빨리 풀려면 내 정보 > 자금 비밀번호에서 ‘잊어버렸어요’를 선택해 재설정하세요. 연결된 이메일이나 전화로 받은 인증 코드와, 인증 앱을 연결했다면 그 코드도 필요합니다. 이를 더 이상 사용할 수 없다면 보안 센터에서 수동 재설정을 요청하세요.',
      },
      th_TH: {
        title: 'รหัสผ่านกองทุนถูกล็อก ต้องทำอย่างไร',
        body: 'หากใส่รหัสผ่านกองทุนผิด 5 ครั้งติดต่อกัน รหัสจะถูกล็อก 2 ชั่วโมง หากต้องการปลดล็อกเร็วกว่านั้น ให้ไปที่ “ของฉัน” > “รหัสผ่านกองทุน” แล้วเลือก “ลืมแล้ว” เพื่อรีเซ็ต โดยต้องใช้รหัสยืนยันที่ส่งไปยังอีเมลหรือโทรศัพท์ที่ผูกไว้ และรหัสจากแอปยืนยันตัวตนหากผูกไว้ หากใช้สิ่งเหล่านี้ไม่ได้แล้ว ให้ขอ “รีเซ็ตโดยเจ้าหน้าที่” ในศูนย์ความปลอดภัย',
      },
      es_ES: {
        title: 'Mi contraseña de fondos está bloqueada. ¿Qué hago?',
        body: 'Tras 5 intentos fallidos seguidos, la contraseña de fondos se bloquea durante 2 horas. Para desbloquearla antes, ve a Yo > Contraseña de fondos y elige «La olvidé»: necesitas un código enviado a tu correo o teléfono vinculado y, si tienes un autenticador vinculado, su código. Si ya no tienes acceso a ellos, solicita un restablecimiento manual en el Centro de seguridad.',
      },
      de_DE: {
        title: 'Mein Fondspasswort ist gesperrt. Was kann ich tun?',
        body: 'Nach 5 falschen Eingaben in Folge wird das Fondspasswort für 2 Stunden gesperrt. Um es früher zu entsperren, öffnen Sie Ich > Fondspasswort und wählen „Vergessen“: Sie brauchen einen Code an Ihre verknüpfte E-Mail oder Telefonnummer und, falls verknüpft, den Code Ihrer Authenticator-App. Haben Sie darauf keinen Zugriff mehr, beantragen Sie im Sicherheitscenter eine manuelle Zurücksetzung.',
      },
      fr_FR: {
        title: 'Mon mot de passe des fonds est bloqué. Que faire ?',
        body: 'Après 5 essais erronés d’affilée, le mot de passe des fonds est bloqué pendant 2 heures. Pour le débloquer plus tôt, ouvrez Moi > Mot de passe des fonds et choisissez « Je l’ai oublié » : il faut un code envoyé à votre e-mail ou téléphone associé et, si vous en avez associé un, le code de votre authentificateur. Si vous n’y avez plus accès, demandez une réinitialisation manuelle dans le Centre de sécurité.',
      },
      id_ID: {
        title: 'Kata sandi dana saya terkunci. Apa yang harus saya lakukan?',
        body: 'Setelah 5 kali salah berturut-turut, kata sandi dana dikunci selama 2 jam. Untuk membukanya lebih cepat, buka Saya > Kata sandi dana dan pilih “Saya lupa”: Anda memerlukan kode yang dikirim ke email atau telepon yang tertaut, serta kode autentikator jika sudah ditautkan. Jika Anda tidak lagi memiliki akses ke semuanya, ajukan reset manual di Pusat keamanan.',
      },
    },
  },
  {
    slug: 'verification-code-not-received',
    text: {
      en_US: {
        title: 'I did not receive a verification code.',
        body: 'Check the email address or phone number, and your spam folder. Request a new code when the countdown ends; only the latest code works, for 30 minutes. A password-reset code is sent only if an account uses that email or phone. Never give a code to anyone, even someone who says they are staff.',
      },
      zh_CN: {
        title: '收不到验证码怎么办？',
        body: '请检查邮箱地址或手机号是否正确，并查看垃圾邮件箱。倒计时结束后可以重新获取；只有最新的验证码有效，有效期 30 分钟。重置密码时，只有该邮箱或手机号已用于某个账户，才会发送验证码。不要把验证码告诉任何人，包括自称是工作人员的人。',
      },
      zh_HK: {
        title: '收不到驗證碼怎麼辦？',
        body: '請檢查電郵地址或手機號碼是否正確，並查看垃圾郵件匣。倒數結束後可重新索取；只有最新的驗證碼有效，有效期為 30 分鐘。重設密碼時，只有該電郵或手機號碼已用於某個賬戶，才會發送驗證碼。切勿把驗證碼告訴任何人，包括自稱是職員的人。',
      },
      ja_JP: {
        title: '認証コードが届きません。',
        body: 'メールアドレスまたは電話番号が正しいか、迷惑メールフォルダに入っていないかを確認してください。カウントダウンが終わると新しいコードを請求できます。有効なのは最新のコードだけで、有効期限は 30 分です。パスワードリセットのコードは、そのメールアドレスまたは電話番号を使うアカウントがある場合にのみ送信されます。コードは、スタッフを名乗る人を含め、誰にも教えないでください。',
      },
      ko_KR: {
        title: '인증 코드를 받지 못했어요.',
        body: '이메일 주소나 전화번호가 맞는지, 스팸함에 들어가 있지 않은지 확인하세요. 카운트다운이 끝나면 새 코드를 요청할 수 있으며, 가장 최근 코드만 30분 동안 유효합니다. 비밀번호 재설정 코드는 해당 이메일이나 전화번호를 사용하는 계정이 있을 때만 전송됩니다. 직원이라고 하는 사람을 포함해 누구에게도 코드를 알려 주지 마세요.',
      },
      th_TH: {
        title: 'ฉันไม่ได้รับรหัสยืนยัน',
        body: 'ตรวจสอบว่าอีเมลหรือหมายเลขโทรศัพท์ถูกต้อง และดูในโฟลเดอร์สแปม คุณขอรหัสใหม่ได้เมื่อการนับถอยหลังสิ้นสุด เฉพาะรหัสล่าสุดเท่านั้นที่ใช้ได้ และใช้ได้ 30 นาที รหัสสำหรับรีเซ็ตรหัสผ่านจะถูกส่งเฉพาะเมื่อมีบัญชีที่ใช้อีเมลหรือโทรศัพท์นั้นอยู่ ห้ามให้รหัสแก่ผู้ใด แม้แต่ผู้ที่อ้างว่าเป็นเจ้าหน้าที่',
      },
      es_ES: {
        title: 'No he recibido el código de verificación.',
        body: 'Comprueba el correo o el número de teléfono y mira en la carpeta de spam. Cuando termine la cuenta atrás, pide un código nuevo; solo vale el último, durante 30 minutos. El código para restablecer la contraseña solo se envía si hay una cuenta con ese correo o teléfono. No des nunca un código a nadie, aunque diga ser del personal.',
      },
      de_DE: {
        title: 'Ich habe keinen Bestätigungscode erhalten.',
        body: 'Prüfen Sie die E-Mail-Adresse oder Telefonnummer und Ihren Spam-Ordner. Nach Ablauf des Countdowns können Sie einen neuen Code anfordern; nur der neueste Code gilt, 30 Minuten lang. Ein Code zum Zurücksetzen des Passworts wird nur gesendet, wenn ein Konto diese E-Mail oder Telefonnummer nutzt. Geben Sie einen Code niemals weiter, auch nicht an angebliche Mitarbeiter.',
      },
      fr_FR: {
        title: 'Je n’ai pas reçu de code de vérification.',
        body: 'Vérifiez l’adresse e-mail ou le numéro de téléphone, ainsi que vos courriers indésirables. Demandez un nouveau code à la fin du compte à rebours ; seul le dernier code est valable, pendant 30 minutes. Un code de réinitialisation du mot de passe n’est envoyé que si un compte utilise cet e-mail ou ce téléphone. Ne donnez jamais un code à personne, même à quelqu’un qui se dit membre du personnel.',
      },
      id_ID: {
        title: 'Saya tidak menerima kode verifikasi.',
        body: 'Periksa alamat email atau nomor telepon, serta folder spam Anda. Minta kode baru setelah hitung mundur selesai; hanya kode terbaru yang berlaku, selama 30 menit. Kode reset kata sandi hanya dikirim jika ada akun yang memakai email atau telepon tersebut. Jangan pernah memberikan kode kepada siapa pun, termasuk orang yang mengaku sebagai staf.',
      },
    },
  },
  {
    slug: 'liquidated-before-last-price',
    text: {
      en_US: {
        title:
          'Why was my position liquidated when the last price never reached my liquidation price?',
        body: 'Liquidation is triggered by the mark price, not the last traded price. The mark price follows the index price (the median of several price sources) and stays close to it, so one unusual trade cannot liquidate a position. The two can differ for a while in fast markets. Liquidated positions are listed in Contract records under Closed positions.',
      },
      zh_CN: {
        title: '最新成交价没有到我的强平价格，为什么仓位被强制平仓了？',
        body: '强制平仓依据的是标记价格，而不是最新成交价。标记价格跟随指数价格（多个价格来源的中位数），并始终贴近指数价格，因此单笔异常成交无法导致仓位被强平。行情剧烈时，两种价格可能在一段时间内有差异。被强平的仓位会显示在“合约记录”的“历史仓位”中。',
      },
      zh_HK: {
        title: '最新成交價未到我的強平價格，為何倉位被強制平倉？',
        body: '強制平倉依據的是標記價格，而不是最新成交價。標記價格跟隨指數價格（多個價格來源的中位數），並一直貼近指數價格，因此單筆異常成交無法令倉位被強制平倉。市況急速時，兩種價格可能在一段時間內有差距。被強制平倉的倉位會顯示在「合約記錄」的「歷史倉位」中。',
      },
      ja_JP: {
        title:
          '最終取引価格が清算価格に達していないのに、ポジションが強制清算されたのはなぜですか？',
        body: '強制清算は、最終取引価格ではなくマーク価格に基づいて行われます。マーク価格はインデックス価格（複数の価格ソースの中央値）に連動してその近くに保たれるため、1 件の異常な約定だけでポジションが清算されることはありません。相場が急変しているときは、両者がしばらく乖離することがあります。清算されたポジションは「先物の履歴」の「決済済みポジション」に表示されます。',
      },
      ko_KR: {
        title: '최근 체결가가 청산 가격에 도달하지 않았는데 왜 포지션이 청산되었나요?',
        body: '강제 청산은 최근 체결가가 아니라 마크 가격을 기준으로 합니다. 마크 가격은 지수 가격(여러 가격 출처의 중앙값)을 따라가며 그 근처에 유지되므로, 이례적인 거래 한 건만으로 포지션이 청산되지는 않습니다. 시장이 급변할 때는 두 가격이 한동안 차이 날 수 있습니다. 청산된 포지션은 계약 기록의 종료된 포지션에 표시됩니다.',
      },
      th_TH: {
        title: 'ทำไมสถานะของฉันถูกชำระบัญชี ทั้งที่ราคาซื้อขายล่าสุดยังไม่ถึงราคาชำระบัญชี',
        body: 'การชำระบัญชีใช้ราคา Mark ไม่ใช่ราคาซื้อขายล่าสุด ราคา Mark อิงตามราคาดัชนี (ค่ามัธยฐานจากแหล่งราคาหลายแห่ง) และอยู่ใกล้ราคาดัชนีเสมอ การซื้อขายที่ผิดปกติเพียงรายการเดียวจึงไม่ทำให้สถานะถูกชำระบัญชี ในตลาดที่เคลื่อนไหวเร็ว ราคาทั้งสองอาจต่างกันได้ชั่วขณะ สถานะที่ถูกชำระบัญชีจะแสดงใน “ประวัติสัญญา” ที่ “สถานะที่ปิดแล้ว”',
      },
      es_ES: {
        title:
          '¿Por qué se liquidó mi posición si el último precio nunca llegó a mi precio de liquidación?',
        body: 'La liquidación se activa con el precio de marca, no con el último precio negociado. El precio de marca sigue al precio del índice (la mediana de varias fuentes de precios) y se mantiene cerca de él, así que una sola operación anómala no puede liquidar una posición. En mercados rápidos, ambos precios pueden diferir durante un tiempo. Las posiciones liquidadas aparecen en Registros de contratos, en Posiciones cerradas.',
      },
      de_DE: {
        title:
          'Warum wurde meine Position liquidiert, obwohl der letzte Preis meinen Liquidationspreis nie erreicht hat?',
        body: 'Die Liquidation richtet sich nach dem Markpreis, nicht nach dem letzten Handelspreis. Der Markpreis folgt dem Indexpreis (dem Median mehrerer Preisquellen) und bleibt nahe an ihm, sodass ein einzelner ungewöhnlicher Trade keine Position liquidieren kann. In schnellen Märkten können beide Preise eine Weile voneinander abweichen. Liquidierte Positionen finden Sie im Kontraktverlauf unter Geschlossene Positionen.',
      },
      fr_FR: {
        title:
          'Pourquoi ma position a-t-elle été liquidée alors que le dernier prix n’a jamais atteint mon prix de liquidation ?',
        body: 'La liquidation se fonde sur le prix de marque, pas sur le dernier prix échangé. Le prix de marque suit le prix de l’indice (la médiane de plusieurs sources de prix) et reste proche de lui : une seule transaction inhabituelle ne peut donc pas liquider une position. Sur un marché rapide, les deux prix peuvent s’écarter un moment. Les positions liquidées figurent dans l’Historique des contrats, sous Positions clôturées.',
      },
      id_ID: {
        title:
          'Mengapa posisi saya dilikuidasi padahal harga terakhir tidak pernah mencapai harga likuidasi saya?',
        body: 'Likuidasi dipicu oleh harga mark, bukan harga transaksi terakhir. Harga mark mengikuti harga indeks (median dari beberapa sumber harga) dan tetap dekat dengannya, sehingga satu transaksi yang tidak wajar tidak dapat melikuidasi posisi. Saat pasar bergerak cepat, kedua harga bisa berbeda untuk sementara. Posisi yang dilikuidasi tercantum di Riwayat kontrak, pada Posisi tertutup.',
      },
    },
  },
  {
    slug: 'what-is-the-funding-fee',
    text: {
      en_US: {
        title: 'What is the funding fee on perpetual contracts?',
        body: 'Every 8 hours, longs and shorts pay each other a funding fee: the position’s value at the mark price times the funding rate. If the rate is positive, longs pay shorts; if negative, shorts pay longs. It is paid from or into the position’s margin, as your account changes show. The contract screen shows the rate and counts down to the next funding.',
      },
      zh_CN: {
        title: '永续合约的资金费用是什么？',
        body: '每 8 小时，多空双方互相支付一次资金费用，金额为仓位按标记价格计算的价值乘以资金费率。费率为正时多头付给空头，为负时空头付给多头。资金费用从仓位保证金中扣除或计入保证金，并显示在账变记录中。合约页面会显示资金费率和距下次结算的倒计时。',
      },
      zh_HK: {
        title: '永續合約的資金費用是甚麼？',
        body: '每 8 小時，多空雙方互相支付一次資金費用，金額為倉位按標記價格計算的價值乘以資金費率。費率為正數時多頭支付給空頭，為負數時空頭支付給多頭。資金費用會從倉位保證金中扣除或計入保證金，並顯示在帳變記錄中。合約頁面會顯示資金費率和距下次結算的倒數。',
      },
      ja_JP: {
        title: '無期限先物の資金調達料とは何ですか？',
        body: '8 時間ごとに、ロングとショートの間で資金調達料を支払い合います。金額は、マーク価格で計算したポジションの価値に資金調達率を掛けたものです。資金調達率がプラスならロングがショートに、マイナスならショートがロングに支払います。資金調達料はポジションの証拠金から差し引かれるか証拠金に加えられ、資産変動履歴に記録されます。先物の画面には、資金調達率と次回の資金調達までのカウントダウンが表示されます。',
      },
      ko_KR: {
        title: '무기한 선물의 펀딩비란 무엇인가요?',
        body: '8시간마다 롱과 숏 포지션은 서로 펀딩비를 주고받습니다. 금액은 마크 가격 기준 포지션 가치에 펀딩비율을 곱한 값입니다. 비율이 양수이면 롱이 숏에게, 음수이면 숏이 롱에게 지급합니다. 펀딩비는 포지션의 증거금에서 빠지거나 증거금에 더해지며 계정 변동 내역에 표시됩니다. 계약 화면에는 펀딩비율과 다음 펀딩까지의 카운트다운이 표시됩니다.',
      },
      th_TH: {
        title: 'ค่า Funding ของสัญญาแบบไม่มีวันหมดอายุคืออะไร',
        body: 'ทุก 8 ชั่วโมง สถานะ Long และ Short จะจ่ายค่า Funding ให้กัน โดยคิดจากมูลค่าสถานะตามราคา Mark คูณด้วยอัตรา Funding หากอัตราเป็นบวก ฝั่ง Long จ่ายให้ฝั่ง Short หากติดลบ ฝั่ง Short จ่ายให้ฝั่ง Long ค่า Funding จะหักจากหรือเพิ่มเข้ามาร์จิ้นของสถานะ และแสดงในรายการเปลี่ยนแปลงบัญชี หน้าสัญญาจะแสดงอัตรา Funding และเวลานับถอยหลังถึง Funding ครั้งถัดไป',
      },
      es_ES: {
        title: '¿Qué es la comisión de financiación de los contratos perpetuos?',
        body: 'Cada 8 horas, las posiciones largas y cortas se pagan entre sí una comisión de financiación: el valor de la posición al precio de marca multiplicado por la tasa de financiación. Si la tasa es positiva, los largos pagan a los cortos; si es negativa, los cortos pagan a los largos. Se carga o se abona en el margen de la posición y aparece en los movimientos de la cuenta. La pantalla del contrato muestra la tasa y una cuenta atrás hasta la próxima financiación.',
      },
      de_DE: {
        title: 'Was ist die Finanzierungsgebühr bei unbefristeten Kontrakten?',
        body: 'Alle 8 Stunden zahlen sich Long- und Short-Positionen gegenseitig eine Finanzierungsgebühr: den Wert der Position zum Markpreis mal die Finanzierungsrate. Ist die Rate positiv, zahlen Longs an Shorts; ist sie negativ, zahlen Shorts an Longs. Die Gebühr wird der Margin der Position belastet oder gutgeschrieben und erscheint in Ihren Kontobewegungen. Der Kontraktbildschirm zeigt die Rate und einen Countdown bis zur nächsten Finanzierung.',
      },
      fr_FR: {
        title: 'Qu’est-ce que les frais de financement des contrats perpétuels ?',
        body: 'Toutes les 8 heures, les positions longues et courtes se versent mutuellement des frais de financement : la valeur de la position au prix de marque multipliée par le taux de financement. Si le taux est positif, les longs paient les courts ; s’il est négatif, les courts paient les longs. Les frais sont prélevés sur la marge de la position ou y sont ajoutés, et figurent dans les mouvements du compte. L’écran du contrat affiche le taux et un compte à rebours jusqu’au prochain financement.',
      },
      id_ID: {
        title: 'Apa itu biaya pendanaan pada kontrak perpetual?',
        body: 'Setiap 8 jam, posisi long dan short saling membayar biaya pendanaan: nilai posisi pada harga mark dikalikan tingkat pendanaan. Jika tingkatnya positif, long membayar short; jika negatif, short membayar long. Biaya ini diambil dari atau ditambahkan ke margin posisi, dan tercantum di perubahan akun. Layar kontrak menampilkan tingkat pendanaan dan hitung mundur ke pendanaan berikutnya.',
      },
    },
  },
  {
    slug: 'are-delivery-contracts-bets',
    text: {
      en_US: {
        title: 'Are delivery contracts up-or-down bets?',
        body: 'No. Delivery contracts are futures with a fixed expiry, traded on an order book. At expiry, open positions settle at an index-based price, per the settlement rule on the contract screen, and open orders are cancelled. Profit or loss depends on how far the price moved and your position size, not on fixed odds.',
      },
      zh_CN: {
        title: '交割合约是猜涨跌的押注吗？',
        body: '不是。交割合约是有固定到期时间的期货，在订单簿上交易。到期时，未平仓的仓位按合约页面“交割规则”所示、以指数价格为基础的价格结算，当前委托会被撤销。你的盈亏取决于价格变动了多少以及仓位大小，而不是固定赔率。',
      },
      zh_HK: {
        title: '交割合約是估升跌的押注嗎？',
        body: '不是。交割合約是設有固定到期時間的期貨，在訂單簿上交易。到期時，未平倉的倉位按合約頁面「交割規則」所示、以指數價格為基礎的價格結算，當前委託會被撤銷。你的盈虧取決於價格變動了多少以及倉位大小，而不是固定賠率。',
      },
      ja_JP: {
        title: '受渡先物は上がるか下がるかを当てる賭けですか？',
        body: 'いいえ。受渡先物は満期が決まった先物で、板で取引されます。満期になると、保有中のポジションは先物画面の「決済方法」に示されたとおり、インデックス価格に基づく価格で決済され、未約定注文は取り消されます。損益は固定の倍率ではなく、価格がどれだけ動いたかとポジションの大きさで決まります。',
      },
      ko_KR: {
        title: '인도 선물은 오르내림을 맞히는 베팅인가요?',
        body: '아니요. 인도 선물은 만기가 정해진 선물로, 호가창에서 거래됩니다. 만기가 되면 보유 중인 포지션은 계약 화면의 정산 방식에 따라 지수 가격을 바탕으로 한 가격에 정산되고, 미체결 주문은 취소됩니다. 손익은 고정 배당률이 아니라 가격이 얼마나 움직였는지와 포지션 규모에 따라 달라집니다.',
      },
      th_TH: {
        title: 'สัญญาแบบมีวันส่งมอบคือการพนันทายขึ้นลงหรือไม่',
        body: 'ไม่ใช่ สัญญาแบบมีวันส่งมอบคือฟิวเจอร์สที่มีวันหมดอายุแน่นอน และซื้อขายผ่านสมุดคำสั่ง เมื่อหมดอายุ สถานะที่ยังเปิดอยู่จะชำระราคาด้วยราคาที่อิงดัชนีตาม “การชำระราคา” ที่แสดงในหน้าสัญญา และคำสั่งที่เปิดอยู่จะถูกยกเลิก กำไรขาดทุนขึ้นอยู่กับว่าราคาเปลี่ยนไปมากเพียงใดและขนาดสถานะของคุณ ไม่ใช่อัตราต่อรองที่กำหนดไว้',
      },
      es_ES: {
        title: '¿Los contratos con entrega son apuestas a si sube o baja?',
        body: 'No. Los contratos con entrega son futuros con un vencimiento fijo que se negocian en un libro de órdenes. Al vencer, las posiciones abiertas se liquidan a un precio basado en el índice, según la regla de liquidación de la pantalla del contrato, y las órdenes abiertas se cancelan. El resultado depende de cuánto se movió el precio y del tamaño de tu posición, no de cuotas fijas.',
      },
      de_DE: {
        title: 'Sind Lieferkontrakte Wetten auf steigende oder fallende Kurse?',
        body: 'Nein. Lieferkontrakte sind Futures mit festem Ablaufdatum, die über ein Orderbuch gehandelt werden. Bei Ablauf werden offene Positionen zu einem indexbasierten Preis abgerechnet, wie es die Abrechnungsregel auf dem Kontraktbildschirm angibt, und offene Aufträge werden storniert. Gewinn oder Verlust hängen davon ab, wie stark sich der Preis bewegt hat und wie groß Ihre Position ist, nicht von festen Quoten.',
      },
      fr_FR: {
        title: 'Les contrats à livraison sont-ils des paris sur la hausse ou la baisse ?',
        body: 'Non. Les contrats à livraison sont des contrats à terme à échéance fixe, négociés sur un carnet d’ordres. À l’échéance, les positions ouvertes sont réglées à un prix fondé sur l’indice, selon la règle de règlement affichée sur l’écran du contrat, et les ordres ouverts sont annulés. Le résultat dépend de l’ampleur du mouvement de prix et de la taille de votre position, pas d’une cote fixe.',
      },
      id_ID: {
        title: 'Apakah kontrak pengiriman adalah taruhan naik atau turun?',
        body: 'Bukan. Kontrak pengiriman adalah kontrak berjangka dengan jatuh tempo tetap yang diperdagangkan di buku order. Saat jatuh tempo, posisi terbuka diselesaikan pada harga berbasis indeks sesuai aturan penyelesaian di layar kontrak, dan order terbuka dibatalkan. Laba atau rugi bergantung pada seberapa jauh harga bergerak dan ukuran posisi Anda, bukan pada odds tetap.',
      },
    },
  },
  {
    slug: 'further-traded-amount',
    text: {
      en_US: {
        title: 'Do I have to trade a certain amount before I can withdraw?',
        body: 'Only while you hold promotional credit from a sign-up bonus: until you have traded the amount it requires, a withdrawal cannot take your account’s value below what the credit still locks, and the withdrawal page shows your progress. Your own deposits are never held back, and apart from that, withdrawals have no trading requirement. The withdrawal page shows what applies: the minimum and maximum per withdrawal, the network fee, withdrawals per day and the withdrawal hours. You also need a fund password, and an authenticator or both a bound email and phone. In addition, your identity verification level sets a daily withdrawal limit in USD; verifying a higher level raises it.',
      },
      zh_CN: {
        title: '提现前需要达到一定交易量吗？',
        body: '只有在你持有注册奖励的推广赠金时才需要：在累计交易额达到要求之前，提现不能使你的账户价值低于赠金仍锁定的金额，提现页面会显示你的进度。你自己充值的资金永远不会被扣住；除此之外，提现没有任何交易量要求。适用的规则都显示在提现页面：单笔限额、网络手续费、每日提现次数和提现时段。此外，你需要设置资金密码，并绑定身份验证器，或同时绑定邮箱和手机。你的身份认证等级还决定每日提现限额（按美元计），认证等级越高，限额越高。',
      },
      zh_HK: {
        title: '提現前需要達到一定交易量嗎？',
        body: '只有在你持有註冊獎勵的推廣贈金時才需要：在累計交易額達到要求之前，提現不能令你的帳戶價值低於贈金仍鎖定的金額，提現頁面會顯示你的進度。你自己充值的資金永遠不會被扣住；除此之外，提現沒有任何交易量要求。適用的規則都會顯示在提現頁面：單筆限額、網絡手續費、每日提現次數和提現時段。此外，你需要設定資金密碼，並綁定身份驗證器，或同時綁定電郵和手機。你的身份認證等級亦決定每日提現限額（以美元計），認證等級越高，限額越高。',
      },
      ja_JP: {
        title: '出金する前に一定の取引量が必要ですか？',
        body: '新規登録ボーナスのプロモーションクレジットを持っている間だけ必要です。必要な額を取引するまでは、出金によってアカウントの評価額をクレジットがまだロックしている額より下げることはできず、進捗は出金画面に表示されます。ご自身で入金した資金が止められることはなく、それ以外に出金の取引量の条件はありません。適用されるルールは出金画面に表示されます。1 回あたりの下限と上限、ネットワーク手数料、1 日の出金回数、出金受付時間です。また、資金パスワードと、認証アプリ、またはメールと電話番号の両方の連携が必要です。本人確認のレベルによって 1 日の出金限度額（USD 換算）も決まり、より上のレベルを認証すると引き上げられます。',
      },
      ko_KR: {
        title: '출금하려면 일정 거래량을 채워야 하나요?',
        body: '가입 보너스로 받은 프로모션 크레딧이 있을 때만 해당합니다. 필요한 금액을 거래하기 전까지는 출금으로 계정 가치를 크레딧이 아직 잠그고 있는 금액보다 낮출 수 없으며, 진행 상황은 출금 화면에 표시됩니다. 직접 입금한 자금은 절대 묶이지 않고, 그 밖에는 출금에 거래량 조건이 없습니다. 적용되는 조건은 출금 화면에 표시됩니다. 1회 최소·최대 금액, 네트워크 수수료, 일일 출금 횟수, 출금 가능 시간입니다. 또한 자금 비밀번호와 함께 인증 앱 또는 이메일과 휴대폰 모두를 연결해야 합니다. 신원 인증 등급에 따라 일일 출금 한도(USD 기준)도 정해지며, 더 높은 등급을 인증하면 한도가 올라갑니다.',
      },
      th_TH: {
        title: 'ต้องซื้อขายให้ครบจำนวนหนึ่งก่อนจึงจะถอนได้หรือไม่',
        body: 'ต้องเฉพาะเมื่อคุณมีเครดิตโปรโมชันจากโบนัสสมัครสมาชิก จนกว่าคุณจะเทรดครบยอดที่กำหนด การถอนจะทำให้มูลค่าบัญชีของคุณต่ำกว่ายอดที่เครดิตยังล็อกอยู่ไม่ได้ และหน้าถอนจะแสดงความคืบหน้าของคุณ เงินฝากของคุณเองจะไม่ถูกกักไว้เลย นอกจากนี้ การถอนไม่มีเงื่อนไขเรื่องยอดซื้อขาย เงื่อนไขที่ใช้จะแสดงในหน้าถอน ได้แก่ จำนวนขั้นต่ำและสูงสุดต่อการถอนหนึ่งครั้ง ค่าธรรมเนียมเครือข่าย จำนวนครั้งที่ถอนได้ต่อวัน และเวลาที่ถอนได้ นอกจากนี้ คุณต้องมีรหัสผ่านกองทุน และผูกแอปยืนยันตัวตน หรือผูกทั้งอีเมลและโทรศัพท์ ระดับการยืนยันตัวตนของคุณยังกำหนดวงเงินถอนรายวัน (คิดเป็น USD) และการยืนยันตัวตนในระดับที่สูงขึ้นจะเพิ่มวงเงินนี้',
      },
      es_ES: {
        title: '¿Tengo que negociar cierto volumen antes de poder retirar?',
        body: 'Solo mientras tengas crédito promocional de un bono de registro: hasta que negocies el volumen que exige, una retirada no puede dejar el valor de tu cuenta por debajo de lo que el crédito aún bloquea, y la página de retirada muestra tu progreso. Tus propios depósitos nunca quedan retenidos y, aparte de eso, las retiradas no exigen ningún volumen de negociación. Lo que se aplica aparece en la página de retirada: el mínimo y el máximo por retirada, la comisión de red, las retiradas al día y el horario de retiradas. Además, necesitas una contraseña de fondos, y un autenticador o bien un correo y un teléfono vinculados. Por último, tu nivel de verificación de identidad fija un límite diario de retirada en USD, que sube al verificar un nivel superior.',
      },
      de_DE: {
        title: 'Muss ich erst ein bestimmtes Volumen handeln, bevor ich auszahlen kann?',
        body: 'Nur solange Sie Aktionsguthaben aus einem Anmeldebonus haben: Bis Sie das dafür geforderte Volumen gehandelt haben, kann eine Auszahlung den Wert Ihres Kontos nicht unter den Betrag senken, den das Guthaben noch sperrt; die Auszahlungsseite zeigt Ihren Fortschritt. Ihre eigenen Einzahlungen werden nie zurückgehalten, und darüber hinaus gibt es für Auszahlungen keine Handelsvorgabe. Was gilt, zeigt die Auszahlungsseite: Mindest- und Höchstbetrag pro Auszahlung, Netzwerkgebühr, Auszahlungen pro Tag und Auszahlungszeiten. Außerdem brauchen Sie ein Fondspasswort sowie eine Authenticator-App oder eine verknüpfte E-Mail und Telefonnummer. Zudem legt Ihre Stufe der Identitätsprüfung ein tägliches Auszahlungslimit in USD fest; eine höhere Stufe erhöht es.',
      },
      fr_FR: {
        title: 'Dois-je atteindre un certain volume de trading avant de pouvoir retirer ?',
        body: 'Seulement si vous détenez un crédit promotionnel issu d’un bonus d’inscription : tant que vous n’avez pas tradé le volume qu’il exige, un retrait ne peut pas faire passer la valeur de votre compte sous ce que le crédit bloque encore, et la page de retrait affiche votre progression. Vos propres dépôts ne sont jamais retenus et, en dehors de cela, les retraits ne sont soumis à aucun volume de trading. Les règles applicables figurent sur la page de retrait : minimum et maximum par retrait, frais de réseau, nombre de retraits par jour et horaires de retrait. Il vous faut aussi un mot de passe des fonds, et un authentificateur ou à la fois un e-mail et un téléphone associés. Enfin, votre niveau de vérification d’identité fixe une limite quotidienne de retrait en USD, relevée quand vous validez un niveau supérieur.',
      },
      id_ID: {
        title: 'Apakah saya harus bertransaksi dalam jumlah tertentu sebelum bisa menarik?',
        body: 'Hanya selama Anda memiliki kredit promosi dari bonus pendaftaran: sampai Anda memperdagangkan volume yang disyaratkannya, penarikan tidak dapat membuat nilai akun Anda turun di bawah jumlah yang masih dikunci kredit, dan halaman penarikan menampilkan progres Anda. Setoran Anda sendiri tidak pernah ditahan, dan di luar itu penarikan tidak memiliki syarat volume perdagangan. Yang berlaku ditampilkan di halaman penarikan: minimum dan maksimum per penarikan, biaya jaringan, jumlah penarikan per hari, dan jam penarikan. Anda juga memerlukan kata sandi dana, serta autentikator atau email dan telepon yang keduanya tertaut. Selain itu, tingkat verifikasi identitas Anda menentukan batas penarikan harian dalam USD, dan verifikasi tingkat yang lebih tinggi menaikkannya.',
      },
    },
  },
  {
    slug: 'identity-verification-rejected',
    text: {
      en_US: {
        title: 'Why was my identity verification rejected?',
        body: 'The reviewer’s reason is shown under that level in My > Identity verification, for example a blurred or cut-off photo, or details that do not match the document. Correct it and apply again. If the rejection is marked final, you cannot apply again at that level; contact customer service. If the reviewer only asked for one new photo, upload it and the application returns to review.',
      },
      zh_CN: {
        title: '为什么我的身份认证未通过？',
        body: '审核人员给出的原因显示在“我的”>“身份认证”中对应的等级下，例如照片模糊或不完整，或填写的信息与证件不符。修正后即可重新申请。如果被标记为最终拒绝，则不能再申请该等级，请联系客服。如果审核人员只是要求重新上传一张照片，上传后申请会回到审核中。',
      },
      zh_HK: {
        title: '為何我的身份認證未通過？',
        body: '審核人員提供的原因會顯示在「我的」>「身份認證」中相應等級之下，例如照片模糊或不完整，或填寫的資料與證件不符。修正後即可重新申請。如被標示為最終拒絕，則不可再申請該等級，請聯絡客服。如審核人員只是要求重新上傳一張照片，上傳後申請會返回審核中。',
      },
      ja_JP: {
        title: '本人確認が却下されたのはなぜですか？',
        body: '審査担当者が示した理由は、「マイページ」>「本人確認」の該当するレベルに表示されます。たとえば、写真がぼやけている・切れている、入力した内容が身分証と一致しない、などです。修正すれば再申請できます。却下が最終とされている場合、そのレベルには再申請できないため、カスタマーサポートにお問い合わせください。写真 1 点の再提出だけを求められている場合は、新しい写真をアップロードすると申請が審査に戻ります。',
      },
      ko_KR: {
        title: '신원 인증이 거절된 이유는 무엇인가요?',
        body: '심사자가 밝힌 사유는 내 정보 > 신원 인증의 해당 단계 아래에 표시됩니다. 예를 들어 사진이 흐리거나 잘렸거나, 입력한 정보가 신분증과 다른 경우입니다. 문제를 고친 뒤 다시 신청하세요. 최종 거절로 표시되었다면 그 단계는 다시 신청할 수 없으니 고객 상담에 문의하세요. 심사자가 사진 한 장만 다시 요청했다면, 새 사진을 올리면 신청이 다시 심사로 돌아갑니다.',
      },
      th_TH: {
        title: 'ทำไมการยืนยันตัวตนของฉันจึงถูกปฏิเสธ',
        body: 'เหตุผลจากผู้ตรวจสอบจะแสดงอยู่ใต้ระดับนั้นใน “ของฉัน” > “ยืนยันตัวตน” เช่น รูปถ่ายเบลอหรือถูกตัดขอบ หรือข้อมูลที่กรอกไม่ตรงกับเอกสาร แก้ไขแล้วสมัครใหม่ได้ หากการปฏิเสธถูกระบุว่าเป็นที่สุด คุณจะสมัครระดับนั้นใหม่ไม่ได้ โปรดติดต่อฝ่ายบริการลูกค้า หากผู้ตรวจสอบขอเพียงรูปใหม่หนึ่งรูป ให้อัปโหลดรูปนั้น แล้วใบสมัครจะกลับไปรอตรวจสอบ',
      },
      es_ES: {
        title: '¿Por qué se ha rechazado mi verificación de identidad?',
        body: 'El motivo que dio el revisor aparece bajo ese nivel en Yo > Verificación de identidad; por ejemplo, una foto borrosa o cortada, o datos que no coinciden con el documento. Corrígelo y vuelve a solicitarla. Si el rechazo figura como definitivo, no puedes volver a solicitar ese nivel: contacta con atención al cliente. Si el revisor solo ha pedido una foto nueva, súbela y la solicitud vuelve a revisión.',
      },
      de_DE: {
        title: 'Warum wurde meine Identitätsprüfung abgelehnt?',
        body: 'Den Grund des Prüfers sehen Sie unter der jeweiligen Stufe in Ich > Identitätsprüfung, zum Beispiel ein unscharfes oder abgeschnittenes Foto oder Angaben, die nicht zum Dokument passen. Beheben Sie das Problem und beantragen Sie erneut. Ist die Ablehnung als endgültig markiert, können Sie diese Stufe nicht erneut beantragen; wenden Sie sich dann an den Kundenservice. Hat der Prüfer nur ein neues Foto angefordert, laden Sie es hoch, und der Antrag geht zurück in die Prüfung.',
      },
      fr_FR: {
        title: 'Pourquoi ma vérification d’identité a-t-elle été refusée ?',
        body: 'Le motif donné par l’examinateur s’affiche sous le niveau concerné dans Moi > Vérification d’identité : par exemple une photo floue ou coupée, ou des informations qui ne correspondent pas au document. Corrigez le problème et refaites une demande. Si le refus est marqué comme définitif, vous ne pouvez plus demander ce niveau : contactez le service client. Si l’examinateur a seulement demandé une nouvelle photo, envoyez-la et la demande repart en examen.',
      },
      id_ID: {
        title: 'Mengapa verifikasi identitas saya ditolak?',
        body: 'Alasan dari peninjau ditampilkan di bawah tingkat tersebut di Saya > Verifikasi identitas, misalnya foto buram atau terpotong, atau data yang tidak cocok dengan dokumen. Perbaiki lalu ajukan lagi. Jika penolakan ditandai final, Anda tidak dapat mengajukan tingkat itu lagi; hubungi layanan pelanggan. Jika peninjau hanya meminta satu foto baru, unggah foto itu dan permohonan kembali ditinjau.',
      },
    },
  },
  ...FAQ_P2P_LENDING_EARN,
  ...FAQ_REFERRAL,
  ...FAQ_RED_PACKETS,
  ...FAQ_SIGN_UP_BONUS,
  ...FAQ_CUSTOMER_SERVICE,
  ...FAQ_NOTIFICATIONS,
  ...FAQ_TRUST,
];
