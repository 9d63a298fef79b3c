import type { Locale } from '@exchange/contracts';

export type CreditNotice = 'approved' | 'rejected' | 'overdue' | 'collected';
type Texts = Record<CreditNotice, { subject: string; text: string }>;

/**
 * What an applicant is told when their credit loan is approved and paid,
 * rejected, becomes overdue, or is collected at its term's end, in the ten
 * languages. `{id}`, `{amount}`, `{coin}`, `{total}`, `{due}` (a UTC date),
 * `{reason}`, `{owed}` and `{rate}` (a daily late rate, as a percentage)
 * are filled in.
 */
export const CREDIT_TEXTS: Record<Locale, Texts> = {
  en_US: {
    approved: {
      subject: 'Your credit loan #{id} is approved',
      text: '{amount} {coin} has been paid into your spot wallet. Repay {total} {coin} by {due} (UTC); repaying earlier costs only the days used.',
    },
    rejected: {
      subject: 'Your credit loan application #{id} was not approved',
      text: 'Reason: {reason}. You may apply again.',
    },
    overdue: {
      subject: 'Your credit loan #{id} is overdue',
      text: 'Your credit loan #{id} reached the end of its term and your spot wallet did not hold the {owed} {coin} due. A late fee of {rate} of the principal is charged for each day begun until you repay.',
    },
    collected: {
      subject: 'Your credit loan #{id} is repaid',
      text: '{owed} {coin} was collected from your spot wallet at the end of the term. The loan is closed.',
    },
  },
  zh_CN: {
    approved: {
      subject: '您的信用贷款 #{id} 已获批准',
      text: '{amount} {coin} 已发放至您的现货钱包。请于 {due}（UTC）前归还 {total} {coin}；提前还款只按实际使用天数计息。',
    },
    rejected: {
      subject: '您的信用贷款申请 #{id} 未获批准',
      text: '原因：{reason}。您可以重新申请。',
    },
    overdue: {
      subject: '您的信用贷款 #{id} 已逾期',
      text: '您的信用贷款 #{id} 已到期，但您的现货钱包余额不足以支付应还的 {owed} {coin}。在您还款之前，每开始一天按本金的 {rate} 收取逾期费。',
    },
    collected: {
      subject: '您的信用贷款 #{id} 已还清',
      text: '到期时已从您的现货钱包扣还 {owed} {coin}，该笔贷款已结清。',
    },
  },
  zh_HK: {
    approved: {
      subject: '您的信用貸款 #{id} 已獲批准',
      text: '{amount} {coin} 已發放至您的現貨錢包。請於 {due}（UTC）前歸還 {total} {coin}；提前還款只按實際使用天數計息。',
    },
    rejected: {
      subject: '您的信用貸款申請 #{id} 未獲批准',
      text: '原因：{reason}。您可以重新申請。',
    },
    overdue: {
      subject: '您的信用貸款 #{id} 已逾期',
      text: '您的信用貸款 #{id} 已到期，但您的現貨錢包餘額不足以支付應還的 {owed} {coin}。在您還款之前，每開始一天按本金的 {rate} 收取逾期費。',
    },
    collected: {
      subject: '您的信用貸款 #{id} 已還清',
      text: '到期時已從您的現貨錢包扣還 {owed} {coin}，該筆貸款已結清。',
    },
  },
  ja_JP: {
    approved: {
      subject: '信用ローン #{id} が承認されました',
      text: '{amount} {coin} を現物ウォレットに入金しました。{due}（UTC）までに {total} {coin} を返済してください。早期返済の場合、利息は利用した日数分のみです。',
    },
    rejected: {
      subject: '信用ローンの申請 #{id} は承認されませんでした',
      text: '理由：{reason}。再度お申し込みいただけます。',
    },
    overdue: {
      subject: '信用ローン #{id} が延滞しています',
      text: '信用ローン #{id} は期限を迎えましたが、現物ウォレットに返済額 {owed} {coin} がありませんでした。返済されるまで、開始した日ごとに元本の {rate} の延滞料がかかります。',
    },
    collected: {
      subject: '信用ローン #{id} の返済が完了しました',
      text: '期限に現物ウォレットから {owed} {coin} を回収しました。このローンは完済されました。',
    },
  },
  ko_KR: {
    approved: {
      subject: '신용대출 #{id}이(가) 승인되었습니다',
      text: '{amount} {coin}이(가) 현물 지갑으로 지급되었습니다. {due}(UTC)까지 {total} {coin}을(를) 상환하세요. 조기 상환 시 사용한 일수만큼만 이자가 부과됩니다.',
    },
    rejected: {
      subject: '신용대출 신청 #{id}이(가) 승인되지 않았습니다',
      text: '사유: {reason}. 다시 신청할 수 있습니다.',
    },
    overdue: {
      subject: '신용대출 #{id}이(가) 연체되었습니다',
      text: '신용대출 #{id}의 만기가 되었지만 현물 지갑에 상환액 {owed} {coin}이(가) 없었습니다. 상환할 때까지 시작된 하루마다 원금의 {rate}에 해당하는 연체료가 부과됩니다.',
    },
    collected: {
      subject: '신용대출 #{id}이(가) 상환되었습니다',
      text: '만기에 현물 지갑에서 {owed} {coin}을(를) 회수했습니다. 대출이 종료되었습니다.',
    },
  },
  th_TH: {
    approved: {
      subject: 'สินเชื่อ #{id} ของคุณได้รับการอนุมัติ',
      text: 'โอน {amount} {coin} เข้ากระเป๋าสปอตของคุณแล้ว โปรดชำระคืน {total} {coin} ภายใน {due} (UTC) หากชำระก่อนกำหนดจะคิดดอกเบี้ยตามจำนวนวันที่ใช้จริงเท่านั้น',
    },
    rejected: {
      subject: 'คำขอสินเชื่อ #{id} ของคุณไม่ได้รับการอนุมัติ',
      text: 'เหตุผล: {reason} คุณสามารถยื่นคำขอใหม่ได้',
    },
    overdue: {
      subject: 'สินเชื่อ #{id} ของคุณเกินกำหนดชำระ',
      text: 'สินเชื่อ #{id} ครบกำหนดแล้ว แต่กระเป๋าสปอตของคุณมียอดไม่พอสำหรับ {owed} {coin} ที่ต้องชำระ จะมีค่าปรับล่าช้า {rate} ของเงินต้นสำหรับทุกวันที่เริ่มนับจนกว่าคุณจะชำระ',
    },
    collected: {
      subject: 'สินเชื่อ #{id} ของคุณชำระครบแล้ว',
      text: 'หัก {owed} {coin} จากกระเป๋าสปอตของคุณเมื่อครบกำหนดแล้ว สินเชื่อนี้ปิดแล้ว',
    },
  },
  es_ES: {
    approved: {
      subject: 'Su préstamo personal #{id} ha sido aprobado',
      text: 'Se han abonado {amount} {coin} en su billetera spot. Devuelva {total} {coin} antes del {due} (UTC); si devuelve antes, solo paga los días usados.',
    },
    rejected: {
      subject: 'Su solicitud de préstamo #{id} no fue aprobada',
      text: 'Motivo: {reason}. Puede volver a solicitarlo.',
    },
    overdue: {
      subject: 'Su préstamo personal #{id} está vencido',
      text: 'Su préstamo #{id} llegó al final de su plazo y su billetera spot no tenía los {owed} {coin} adeudados. Se cobra un recargo de {rate} del principal por cada día iniciado hasta que lo devuelva.',
    },
    collected: {
      subject: 'Su préstamo personal #{id} está devuelto',
      text: 'Se cobraron {owed} {coin} de su billetera spot al final del plazo. El préstamo está cerrado.',
    },
  },
  de_DE: {
    approved: {
      subject: 'Ihr Privatkredit #{id} wurde genehmigt',
      text: '{amount} {coin} wurden auf Ihr Spot-Wallet ausgezahlt. Zahlen Sie {total} {coin} bis {due} (UTC) zurück; bei früherer Rückzahlung zahlen Sie nur die genutzten Tage.',
    },
    rejected: {
      subject: 'Ihr Kreditantrag #{id} wurde nicht genehmigt',
      text: 'Grund: {reason}. Sie können erneut einen Antrag stellen.',
    },
    overdue: {
      subject: 'Ihr Privatkredit #{id} ist überfällig',
      text: 'Ihr Kredit #{id} hat das Laufzeitende erreicht, und Ihr Spot-Wallet enthielt die fälligen {owed} {coin} nicht. Bis zur Rückzahlung wird für jeden begonnenen Tag eine Verzugsgebühr von {rate} des Kreditbetrags berechnet.',
    },
    collected: {
      subject: 'Ihr Privatkredit #{id} ist zurückgezahlt',
      text: 'Am Laufzeitende wurden {owed} {coin} von Ihrem Spot-Wallet eingezogen. Der Kredit ist abgeschlossen.',
    },
  },
  fr_FR: {
    approved: {
      subject: 'Votre prêt personnel n° {id} est approuvé',
      text: '{amount} {coin} ont été versés sur votre portefeuille spot. Remboursez {total} {coin} avant le {due} (UTC) ; un remboursement anticipé ne coûte que les jours utilisés.',
    },
    rejected: {
      subject: 'Votre demande de prêt n° {id} n’a pas été approuvée',
      text: 'Motif : {reason}. Vous pouvez faire une nouvelle demande.',
    },
    overdue: {
      subject: 'Votre prêt personnel n° {id} est en retard',
      text: 'Votre prêt n° {id} est arrivé à échéance et votre portefeuille spot ne contenait pas les {owed} {coin} dus. Des frais de retard de {rate} du capital sont facturés pour chaque jour entamé jusqu’au remboursement.',
    },
    collected: {
      subject: 'Votre prêt personnel n° {id} est remboursé',
      text: '{owed} {coin} ont été prélevés sur votre portefeuille spot à l’échéance. Le prêt est clos.',
    },
  },
  id_ID: {
    approved: {
      subject: 'Pinjaman kredit #{id} Anda disetujui',
      text: '{amount} {coin} telah dibayarkan ke dompet spot Anda. Bayar kembali {total} {coin} sebelum {due} (UTC); pelunasan lebih awal hanya dikenai bunga hari yang dipakai.',
    },
    rejected: {
      subject: 'Permohonan pinjaman #{id} Anda tidak disetujui',
      text: 'Alasan: {reason}. Anda dapat mengajukan lagi.',
    },
    overdue: {
      subject: 'Pinjaman kredit #{id} Anda terlambat',
      text: 'Pinjaman #{id} Anda telah jatuh tempo dan dompet spot Anda tidak memiliki {owed} {coin} yang harus dibayar. Denda keterlambatan {rate} dari pokok dikenakan untuk setiap hari yang dimulai sampai Anda melunasi.',
    },
    collected: {
      subject: 'Pinjaman kredit #{id} Anda telah lunas',
      text: '{owed} {coin} telah ditagih dari dompet spot Anda saat jatuh tempo. Pinjaman ditutup.',
    },
  },
};
