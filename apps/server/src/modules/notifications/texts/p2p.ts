import type { Locale } from '@exchange/contracts';

/** The order and appeal events that are e-mailed and texted as well as shown. */
export const P2P_EVENTS = [
  'created',
  'paid',
  'timed_out',
  'completed',
  'cancelled',
  'appeal',
  'evidence',
] as const;
export type P2pEvent = (typeof P2P_EVENTS)[number];

/**
 * A P2P order's notices by language: `subject` is the title, each event
 * its body; {no} is the order number, {quantity} {coin} and {amount} {fiat}
 * the order's figures.
 */
export const P2P_TEXTS: Record<Locale, { subject: string } & Record<P2pEvent, string>> = {
  en_US: {
    subject: 'P2P order {no}',
    created: 'New P2P order {no}: {quantity} {coin} for {amount} {fiat}.',
    paid: 'P2P order {no} is marked paid. Check that {amount} {fiat} arrived from the buyer’s verified name before you release.',
    timed_out: 'P2P order {no} was not released in time. You may appeal.',
    completed: 'P2P order {no} is complete: {quantity} {coin} were released to the buyer.',
    cancelled: 'P2P order {no} was cancelled; the coins went back to the seller.',
    appeal:
      'An appeal was opened on P2P order {no}. The coins stay in escrow until an operator decides.',
    evidence: 'New evidence was added to the appeal on P2P order {no}.',
  },
  zh_HK: {
    subject: 'P2P 訂單 {no}',
    created: '新 P2P 訂單 {no}：{quantity} {coin}，金額 {amount} {fiat}。',
    paid: 'P2P 訂單 {no} 已標記付款。放幣前請確認 {amount} {fiat} 已從買家實名帳戶到帳。',
    timed_out: 'P2P 訂單 {no} 未在時限內放幣，您可以申訴。',
    completed: 'P2P 訂單 {no} 已完成：{quantity} {coin} 已放給買家。',
    cancelled: 'P2P 訂單 {no} 已取消，幣已退回賣家。',
    appeal: 'P2P 訂單 {no} 已有人申訴。在客服裁決前，幣將保留在託管中。',
    evidence: 'P2P 訂單 {no} 的申訴有新的證據。',
  },
  zh_CN: {
    subject: 'P2P 订单 {no}',
    created: '新 P2P 订单 {no}：{quantity} {coin}，金额 {amount} {fiat}。',
    paid: 'P2P 订单 {no} 已标记付款。放币前请确认 {amount} {fiat} 已从买家实名账户到账。',
    timed_out: 'P2P 订单 {no} 未在时限内放币，您可以申诉。',
    completed: 'P2P 订单 {no} 已完成：{quantity} {coin} 已放给买家。',
    cancelled: 'P2P 订单 {no} 已取消，币已退回卖家。',
    appeal: 'P2P 订单 {no} 已有人申诉。在客服裁决前，币将保留在托管中。',
    evidence: 'P2P 订单 {no} 的申诉有新的证据。',
  },
  ja_JP: {
    subject: 'P2P注文 {no}',
    created: '新しいP2P注文 {no}：{quantity} {coin}、{amount} {fiat}。',
    paid: 'P2P注文 {no} が支払い済みになりました。リリース前に、買い手の確認済みの名義から {amount} {fiat} が届いたことを確認してください。',
    timed_out: 'P2P注文 {no} は期限内にリリースされませんでした。申し立てできます。',
    completed: 'P2P注文 {no} が完了し、{quantity} {coin} が買い手にリリースされました。',
    cancelled: 'P2P注文 {no} はキャンセルされ、コインは売り手に戻りました。',
    appeal:
      'P2P注文 {no} に申し立てがありました。運営が判断するまでコインはエスクローに保管されます。',
    evidence: 'P2P注文 {no} の申し立てに新しい証拠が追加されました。',
  },
  ko_KR: {
    subject: 'P2P 주문 {no}',
    created: '새 P2P 주문 {no}: {quantity} {coin}, {amount} {fiat}.',
    paid: 'P2P 주문 {no}이(가) 결제 완료로 표시되었습니다. 코인을 넘기기 전에 구매자의 인증된 실명으로 {amount} {fiat}이(가) 입금되었는지 확인하세요.',
    timed_out:
      'P2P 주문 {no}의 코인이 제한 시간 안에 넘겨지지 않았습니다. 이의를 제기할 수 있습니다.',
    completed: 'P2P 주문 {no}이(가) 완료되어 {quantity} {coin}이(가) 구매자에게 넘겨졌습니다.',
    cancelled: 'P2P 주문 {no}이(가) 취소되어 코인이 판매자에게 돌아갔습니다.',
    appeal:
      'P2P 주문 {no}에 이의가 제기되었습니다. 운영자가 결정할 때까지 코인은 에스크로에 보관됩니다.',
    evidence: 'P2P 주문 {no}의 이의 제기에 새 증거가 추가되었습니다.',
  },
  th_TH: {
    subject: 'คำสั่ง P2P {no}',
    created: 'คำสั่ง P2P ใหม่ {no}: {quantity} {coin} เป็นเงิน {amount} {fiat}',
    paid: 'คำสั่ง P2P {no} ถูกแจ้งว่าชำระแล้ว ตรวจสอบว่าได้รับ {amount} {fiat} จากชื่อที่ยืนยันแล้วของผู้ซื้อก่อนปล่อยเหรียญ',
    timed_out: 'คำสั่ง P2P {no} ไม่ได้ปล่อยเหรียญภายในเวลาที่กำหนด คุณยื่นอุทธรณ์ได้',
    completed: 'คำสั่ง P2P {no} เสร็จสมบูรณ์ ปล่อย {quantity} {coin} ให้ผู้ซื้อแล้ว',
    cancelled: 'คำสั่ง P2P {no} ถูกยกเลิก เหรียญกลับไปยังผู้ขายแล้ว',
    appeal: 'มีการอุทธรณ์คำสั่ง P2P {no} เหรียญจะอยู่ในเอสโครว์จนกว่าเจ้าหน้าที่จะตัดสิน',
    evidence: 'มีหลักฐานใหม่ในการอุทธรณ์คำสั่ง P2P {no}',
  },
  es_ES: {
    subject: 'Orden P2P {no}',
    created: 'Nueva orden P2P {no}: {quantity} {coin} por {amount} {fiat}.',
    paid: 'La orden P2P {no} está marcada como pagada. Compruebe que llegaron {amount} {fiat} del nombre verificado del comprador antes de liberar.',
    timed_out: 'La orden P2P {no} no se liberó a tiempo. Puede apelar.',
    completed: 'La orden P2P {no} se completó: {quantity} {coin} se liberaron al comprador.',
    cancelled: 'La orden P2P {no} se canceló; las monedas volvieron al vendedor.',
    appeal:
      'Se abrió una apelación en la orden P2P {no}. Las monedas siguen en custodia hasta que decida un operador.',
    evidence: 'Se añadieron pruebas nuevas a la apelación de la orden P2P {no}.',
  },
  de_DE: {
    subject: 'P2P-Auftrag {no}',
    created: 'Neuer P2P-Auftrag {no}: {quantity} {coin} für {amount} {fiat}.',
    paid: 'P2P-Auftrag {no} ist als bezahlt markiert. Prüfen Sie vor der Freigabe, dass {amount} {fiat} vom verifizierten Namen des Käufers eingegangen sind.',
    timed_out:
      'P2P-Auftrag {no} wurde nicht rechtzeitig freigegeben. Sie können Einspruch einlegen.',
    completed:
      'P2P-Auftrag {no} ist abgeschlossen: {quantity} {coin} wurden an den Käufer freigegeben.',
    cancelled: 'P2P-Auftrag {no} wurde storniert; die Coins gingen an den Verkäufer zurück.',
    appeal:
      'Zu P2P-Auftrag {no} wurde Einspruch eingelegt. Die Coins bleiben in Treuhand, bis ein Mitarbeiter entscheidet.',
    evidence: 'Zum Einspruch zu P2P-Auftrag {no} gibt es neue Nachweise.',
  },
  fr_FR: {
    subject: 'Ordre P2P {no}',
    created: 'Nouvel ordre P2P {no} : {quantity} {coin} pour {amount} {fiat}.',
    paid: 'L’ordre P2P {no} est marqué payé. Vérifiez que {amount} {fiat} sont arrivés du nom vérifié de l’acheteur avant de libérer.',
    timed_out: 'L’ordre P2P {no} n’a pas été libéré à temps. Vous pouvez faire appel.',
    completed: 'L’ordre P2P {no} est terminé : {quantity} {coin} ont été libérés à l’acheteur.',
    cancelled: 'L’ordre P2P {no} a été annulé ; les cryptos sont revenues au vendeur.',
    appeal:
      'Un appel a été ouvert sur l’ordre P2P {no}. Les cryptos restent en séquestre jusqu’à la décision d’un opérateur.',
    evidence: 'De nouvelles preuves ont été ajoutées à l’appel de l’ordre P2P {no}.',
  },
  id_ID: {
    subject: 'Pesanan P2P {no}',
    created: 'Pesanan P2P baru {no}: {quantity} {coin} seharga {amount} {fiat}.',
    paid: 'Pesanan P2P {no} ditandai sudah dibayar. Pastikan {amount} {fiat} masuk dari nama terverifikasi pembeli sebelum melepas koin.',
    timed_out: 'Koin pesanan P2P {no} tidak dilepas tepat waktu. Anda dapat mengajukan banding.',
    completed: 'Pesanan P2P {no} selesai: {quantity} {coin} telah dilepas ke pembeli.',
    cancelled: 'Pesanan P2P {no} dibatalkan; koin kembali ke penjual.',
    appeal:
      'Banding diajukan pada pesanan P2P {no}. Koin tetap di escrow sampai operator memutuskan.',
    evidence: 'Bukti baru ditambahkan pada banding pesanan P2P {no}.',
  },
};
