import type { SeedFaq } from '../seed.types.js';

/** FAQ on the sign-up bonus (promotional credit), added when the bonus arrived. */
export const FAQ_SIGN_UP_BONUS: readonly SeedFaq[] = [
  {
    slug: 'is-there-a-sign-up-bonus',
    text: {
      en_US: {
        title: 'Is there a sign-up bonus?',
        body: 'Only when the platform offers one: the amount, in USDT, is set by the Operator, and there may be none. If there is one, the promotion centre (My > Promotion centre) shows it to accounts not yet verified. It is granted once per account, when your primary identity verification passes while the offer is on, and only if the promotions budget can pay it at that moment; otherwise nothing is granted or owed later. Accounts verified before the offer started and demo accounts do not receive it. It arrives as promotional credit: USDT in your spot account that you can trade with in spot and contracts. Until you have traded the required amount, shown with your progress in the promotion centre and on the withdrawal screen, a withdrawal, a P2P sale, a red packet or a transfer to another user cannot take your account’s value below what the credit still locks. Your own deposits are never held back.',
      },
      zh_CN: {
        title: '有注册奖励吗？',
        body: '只有在平台提供时才有：金额（USDT）由运营方设定，也可能没有。如有，推广中心（“我的”>“推广中心”）会向尚未认证的账户显示。每个账户只发放一次：在活动开启期间你的初级认证通过时发放，且须推广预算当时足以支付，否则不会发放，之后也不会补发。活动开始前已认证的账户和模拟账户不会获得。奖励以推广赠金的形式发放，即你现货账户中的 USDT，可以在现货和合约中交易。在累计交易额达到要求之前（推广中心和提现页面会显示要求及进度），提现、P2P 卖出、发红包或转给其他用户都不能使你的账户价值低于赠金仍锁定的金额。你自己充值的资金永远不会被扣住。',
      },
      zh_HK: {
        title: '有註冊獎勵嗎？',
        body: '只有在平台提供時才有：金額（USDT）由營運方設定，亦可能沒有。如有，推廣中心（「我的」>「推廣中心」）會向尚未認證的帳戶顯示。每個帳戶只發放一次：在活動開啟期間你的初級認證通過時發放，且須推廣預算當時足以支付，否則不會發放，之後亦不會補發。活動開始前已認證的帳戶和模擬帳戶不會獲得。獎勵以推廣贈金的形式發放，即你現貨帳戶中的 USDT，可在現貨和合約中交易。在累計交易額達到要求之前（推廣中心和提現頁面會顯示要求及進度），提現、P2P 賣出、發紅包或轉給其他用戶都不能令你的帳戶價值低於贈金仍鎖定的金額。你自己充值的資金永遠不會被扣住。',
      },
      ja_JP: {
        title: '新規登録ボーナスはありますか？',
        body: 'プラットフォームが実施している場合だけです。金額（USDT）は運営者が設定し、実施していないこともあります。実施中は、まだ本人確認をしていないアカウントに、プロモーションセンター（「マイページ」>「プロモーションセンター」）で表示されます。付与はアカウントごとに 1 回で、キャンペーンの実施中に本人確認の初級が承認され、その時点でプロモーション予算から支払える場合に限ります。支払えない場合は何も付与されず、後から支払われることもありません。キャンペーン開始前に本人確認を済ませたアカウントとデモアカウントは受け取れません。ボーナスはプロモーションクレジット、つまり現物口座の USDT として付与され、現物でも先物でも取引に使えます。必要な額を取引するまでは（条件と進捗はプロモーションセンターと出金画面に表示されます）、出金、P2P での売却、レッドパケット、他のユーザーへの振替によって、アカウントの評価額をクレジットがまだロックしている額より下げることはできません。ご自身で入金した資金が止められることはありません。',
      },
      ko_KR: {
        title: '가입 보너스가 있나요?',
        body: '플랫폼이 제공할 때만 있습니다. 금액(USDT)은 운영자가 정하며, 제공하지 않을 수도 있습니다. 제공 중이라면 아직 인증하지 않은 계정에 프로모션 센터(내 정보 > 프로모션 센터)에서 표시됩니다. 계정당 한 번, 혜택이 진행되는 동안 기본 신원 인증이 통과되고 그 시점에 프로모션 예산으로 지급할 수 있을 때만 지급됩니다. 그렇지 않으면 아무것도 지급되지 않고 나중에 지급되지도 않습니다. 혜택 시작 전에 인증한 계정과 데모 계정은 받지 않습니다. 보너스는 프로모션 크레딧, 즉 현물 계정의 USDT로 들어오며 현물과 선물에서 거래할 수 있습니다. 필요한 금액을 거래하기 전까지는(조건과 진행 상황은 프로모션 센터와 출금 화면에 표시됩니다) 출금, P2P 판매, 레드패킷, 다른 사용자에게 보내는 이체로 계정 가치를 크레딧이 아직 잠그고 있는 금액보다 낮출 수 없습니다. 직접 입금한 자금은 절대 묶이지 않습니다.',
      },
      th_TH: {
        title: 'มีโบนัสสมัครสมาชิกหรือไม่',
        body: 'มีเฉพาะเมื่อแพลตฟอร์มเปิดข้อเสนอนี้ จำนวน (USDT) กำหนดโดยผู้ให้บริการ และอาจไม่มีเลยก็ได้ หากมี ศูนย์โปรโมชัน (“ของฉัน” > “ศูนย์โปรโมชัน”) จะแสดงให้บัญชีที่ยังไม่ได้ยืนยันตัวตนเห็น โบนัสให้บัญชีละหนึ่งครั้ง เมื่อการยืนยันตัวตนขั้นต้นของคุณผ่านในช่วงที่ข้อเสนอเปิดอยู่ และเฉพาะเมื่องบโปรโมชันจ่ายได้ในขณะนั้น มิฉะนั้นจะไม่มีการให้สิ่งใดและไม่มีการจ่ายย้อนหลัง บัญชีที่ยืนยันตัวตนก่อนข้อเสนอเริ่มและบัญชีทดลองจะไม่ได้รับ โบนัสเข้ามาเป็นเครดิตโปรโมชัน คือ USDT ในบัญชีสปอตของคุณ ซึ่งนำไปเทรดได้ทั้งสปอตและสัญญา จนกว่าคุณจะเทรดครบยอดที่กำหนด (ศูนย์โปรโมชันและหน้าถอนแสดงเงื่อนไขพร้อมความคืบหน้า) การถอน การขายผ่าน P2P การส่งอั่งเปา หรือการโอนให้ผู้ใช้อื่น จะทำให้มูลค่าบัญชีของคุณต่ำกว่ายอดที่เครดิตยังล็อกอยู่ไม่ได้ เงินฝากของคุณเองจะไม่ถูกกักไว้เลย',
      },
      es_ES: {
        title: '¿Hay un bono de registro?',
        body: 'Solo cuando la plataforma lo ofrece: el importe, en USDT, lo fija el operador, y puede no haber ninguno. Si lo hay, el centro de promoción (Yo > Centro de promoción) lo muestra a las cuentas aún no verificadas. Se concede una sola vez por cuenta, cuando se aprueba tu verificación de identidad básica mientras la oferta está activa, y solo si el presupuesto de promoción puede pagarlo en ese momento; si no, no se concede nada ni se debe nada más adelante. Las cuentas verificadas antes de que empezara la oferta y las cuentas demo no lo reciben. Llega como crédito promocional: USDT en tu cuenta de contado con los que puedes operar al contado y en contratos. Hasta que negocies el volumen exigido, que el centro de promoción y la pantalla de retirada muestran con tu progreso, una retirada, una venta P2P, un sobre rojo o una transferencia a otro usuario no pueden dejar el valor de tu cuenta por debajo de lo que el crédito aún bloquea. Tus propios depósitos nunca quedan retenidos.',
      },
      de_DE: {
        title: 'Gibt es einen Anmeldebonus?',
        body: 'Nur wenn die Plattform einen anbietet: Den Betrag in USDT legt der Betreiber fest, und es kann auch keinen geben. Gibt es einen, zeigt das Promotion-Center (Ich > Promotion-Center) ihn Konten, die noch nicht verifiziert sind. Er wird einmal pro Konto gewährt, wenn Ihre Basis-Identitätsprüfung bestanden wird, während das Angebot läuft, und nur, wenn das Promotion-Budget ihn in diesem Moment zahlen kann; sonst wird nichts gewährt und später nichts geschuldet. Konten, die vor Beginn des Angebots verifiziert wurden, und Demokonten erhalten ihn nicht. Er kommt als Aktionsguthaben: USDT auf Ihrem Spotkonto, mit denen Sie im Spot und in Kontrakten handeln können. Bis Sie das geforderte Volumen gehandelt haben, das Promotion-Center und die Auszahlungsseite mit Ihrem Fortschritt zeigen, kann eine Auszahlung, ein P2P-Verkauf, ein Red Packet oder eine Übertragung an einen anderen Nutzer den Wert Ihres Kontos nicht unter den Betrag senken, den das Guthaben noch sperrt. Ihre eigenen Einzahlungen werden nie zurückgehalten.',
      },
      fr_FR: {
        title: 'Y a-t-il un bonus d’inscription ?',
        body: 'Seulement quand la plateforme en propose un : le montant, en USDT, est fixé par l’opérateur, et il peut n’y en avoir aucun. S’il y en a un, le centre de promotion (Moi > Centre de promotion) l’affiche aux comptes pas encore vérifiés. Il est accordé une seule fois par compte, lorsque votre vérification d’identité de base est validée pendant que l’offre est active, et seulement si le budget de promotion peut le payer à ce moment-là ; sinon, rien n’est accordé ni dû plus tard. Les comptes vérifiés avant le début de l’offre et les comptes démo ne le reçoivent pas. Il arrive sous forme de crédit promotionnel : des USDT sur votre compte comptant, avec lesquels vous pouvez trader au comptant comme sur les contrats. Tant que vous n’avez pas tradé le volume exigé, affiché avec votre progression dans le centre de promotion et sur la page de retrait, un retrait, une vente P2P, une enveloppe rouge ou un transfert vers un autre utilisateur ne peut pas faire passer la valeur de votre compte sous ce que le crédit bloque encore. Vos propres dépôts ne sont jamais retenus.',
      },
      id_ID: {
        title: 'Apakah ada bonus pendaftaran?',
        body: 'Hanya saat platform menawarkannya: jumlahnya, dalam USDT, ditetapkan operator, dan bisa saja tidak ada. Jika ada, Pusat promosi (Saya > Pusat promosi) menampilkannya kepada akun yang belum terverifikasi. Bonus diberikan sekali per akun, saat verifikasi identitas dasar Anda disetujui selama penawaran berlaku, dan hanya jika anggaran promosi dapat membayarnya saat itu; jika tidak, tidak ada yang diberikan dan tidak ada yang terutang di kemudian hari. Akun yang terverifikasi sebelum penawaran dimulai dan akun demo tidak menerimanya. Bonus masuk sebagai kredit promosi: USDT di akun spot Anda yang dapat dipakai untuk trading di spot maupun kontrak. Sampai Anda memperdagangkan volume yang disyaratkan, yang ditampilkan beserta progres Anda di Pusat promosi dan halaman penarikan, penarikan, penjualan P2P, angpao, atau pemindahan ke pengguna lain tidak dapat membuat nilai akun Anda turun di bawah jumlah yang masih dikunci kredit. Setoran Anda sendiri tidak pernah ditahan.',
      },
    },
  },
];
