import type { Locale } from '@exchange/contracts';

export type PledgeNotice = 'margin_call' | 'liquidated';
type Texts = Record<PledgeNotice, { subject: string; text: string }>;

/**
 * What a borrower is told when their loan reaches the margin-call level or
 * is liquidated, in the ten languages. `{id}`, `{ratio}` (a fraction, shown
 * as a percentage), `{repaid}`, `{returned}` and `{surplus}` are filled in.
 */
export const PLEDGE_TEXTS: Record<Locale, Texts> = {
  en_US: {
    margin_call: {
      subject: 'Margin call on your pledge loan #{id}',
      text: 'Your pledge loan #{id} has reached a pledge ratio of {ratio}. Add collateral or repay part of it: at the liquidation level the collateral is sold to repay the loan.',
    },
    liquidated: {
      subject: 'Your pledge loan #{id} was liquidated',
      text: 'Your pledge loan #{id} reached the liquidation level. Its collateral was sold on the spot market: {repaid} repaid the loan, {surplus} of the proceeds and {returned} of unsold collateral went back to your spot wallet.',
    },
  },
  zh_CN: {
    margin_call: {
      subject: '您的质押借币 #{id} 触发补仓提醒',
      text: '您的质押借币 #{id} 质押率已达 {ratio}。请追加质押物或部分还款：达到平仓线时，质押物将被卖出以偿还借款。',
    },
    liquidated: {
      subject: '您的质押借币 #{id} 已被强制平仓',
      text: '您的质押借币 #{id} 已达平仓线，质押物已在现货市场卖出：{repaid} 用于还款，剩余所得 {surplus} 及未卖出的质押物 {returned} 已退回您的现货钱包。',
    },
  },
  zh_HK: {
    margin_call: {
      subject: '您的質押借幣 #{id} 觸發補倉提醒',
      text: '您的質押借幣 #{id} 質押率已達 {ratio}。請追加質押物或部分還款：達到平倉線時，質押物將被賣出以償還借款。',
    },
    liquidated: {
      subject: '您的質押借幣 #{id} 已被強制平倉',
      text: '您的質押借幣 #{id} 已達平倉線，質押物已在現貨市場賣出：{repaid} 用於還款，剩餘所得 {surplus} 及未賣出的質押物 {returned} 已退回您的現貨錢包。',
    },
  },
  ja_JP: {
    margin_call: {
      subject: '担保ローン #{id} の追加担保のお知らせ',
      text: '担保ローン #{id} の担保率が {ratio} に達しました。担保を追加するか一部を返済してください。清算水準に達すると、担保は返済のため売却されます。',
    },
    liquidated: {
      subject: '担保ローン #{id} が強制清算されました',
      text: '担保ローン #{id} が清算水準に達し、担保は現物市場で売却されました。{repaid} を返済に充て、売却代金の残り {surplus} と未売却の担保 {returned} を現物ウォレットに戻しました。',
    },
  },
  ko_KR: {
    margin_call: {
      subject: '담보 대출 #{id} 마진콜 안내',
      text: '담보 대출 #{id}의 담보 비율이 {ratio}에 도달했습니다. 담보를 추가하거나 일부를 상환하세요. 청산 수준에 도달하면 대출 상환을 위해 담보가 매도됩니다.',
    },
    liquidated: {
      subject: '담보 대출 #{id}이(가) 강제 청산되었습니다',
      text: '담보 대출 #{id}이(가) 청산 수준에 도달하여 담보가 현물 시장에서 매도되었습니다. {repaid}은(는) 대출 상환에 쓰였고, 남은 매도 대금 {surplus}과 매도되지 않은 담보 {returned}은(는) 현물 지갑으로 돌아갔습니다.',
    },
  },
  th_TH: {
    margin_call: {
      subject: 'แจ้งเติมหลักประกันสำหรับสินเชื่อจำนำ #{id}',
      text: 'สินเชื่อจำนำ #{id} ของคุณมีอัตราส่วนหลักประกันถึง {ratio} แล้ว โปรดเพิ่มหลักประกันหรือชำระคืนบางส่วน เมื่อถึงระดับชำระบัญชี หลักประกันจะถูกขายเพื่อชำระสินเชื่อ',
    },
    liquidated: {
      subject: 'สินเชื่อจำนำ #{id} ของคุณถูกชำระบัญชีแล้ว',
      text: 'สินเชื่อจำนำ #{id} ถึงระดับชำระบัญชี หลักประกันถูกขายในตลาดสปอต: {repaid} ใช้ชำระสินเชื่อ ส่วนที่เหลือจากการขาย {surplus} และหลักประกันที่ยังไม่ได้ขาย {returned} ถูกคืนเข้ากระเป๋าสปอตของคุณ',
    },
  },
  es_ES: {
    margin_call: {
      subject: 'Aviso de margen de su préstamo con garantía #{id}',
      text: 'Su préstamo con garantía #{id} ha alcanzado una ratio de garantía de {ratio}. Añada garantía o devuelva una parte: al nivel de liquidación la garantía se vende para devolver el préstamo.',
    },
    liquidated: {
      subject: 'Su préstamo con garantía #{id} ha sido liquidado',
      text: 'Su préstamo con garantía #{id} alcanzó el nivel de liquidación. Su garantía se vendió en el mercado spot: {repaid} devolvió el préstamo; {surplus} del producto de la venta y {returned} de garantía no vendida volvieron a su cartera spot.',
    },
  },
  de_DE: {
    margin_call: {
      subject: 'Nachschussaufforderung für Ihren Pfandkredit #{id}',
      text: 'Ihr Pfandkredit #{id} hat eine Beleihungsquote von {ratio} erreicht. Hinterlegen Sie mehr Sicherheit oder zahlen Sie einen Teil zurück: bei der Liquidationsschwelle wird die Sicherheit verkauft, um den Kredit zu tilgen.',
    },
    liquidated: {
      subject: 'Ihr Pfandkredit #{id} wurde liquidiert',
      text: 'Ihr Pfandkredit #{id} hat die Liquidationsschwelle erreicht. Die Sicherheit wurde am Spotmarkt verkauft: {repaid} tilgten den Kredit, {surplus} aus dem Erlös und {returned} nicht verkaufte Sicherheit gingen zurück in Ihre Spot-Wallet.',
    },
  },
  fr_FR: {
    margin_call: {
      subject: 'Appel de marge sur votre prêt garanti #{id}',
      text: 'Votre prêt garanti #{id} a atteint un ratio de garantie de {ratio}. Ajoutez de la garantie ou remboursez-en une partie : au seuil de liquidation, la garantie est vendue pour rembourser le prêt.',
    },
    liquidated: {
      subject: 'Votre prêt garanti #{id} a été liquidé',
      text: 'Votre prêt garanti #{id} a atteint le seuil de liquidation. Sa garantie a été vendue sur le marché spot : {repaid} ont remboursé le prêt ; {surplus} du produit de la vente et {returned} de garantie non vendue sont revenus dans votre portefeuille spot.',
    },
  },
  id_ID: {
    margin_call: {
      subject: 'Peringatan margin untuk pinjaman gadai #{id}',
      text: 'Pinjaman gadai #{id} Anda telah mencapai rasio jaminan {ratio}. Tambahkan jaminan atau lunasi sebagian: pada tingkat likuidasi, jaminan dijual untuk melunasi pinjaman.',
    },
    liquidated: {
      subject: 'Pinjaman gadai #{id} Anda telah dilikuidasi',
      text: 'Pinjaman gadai #{id} Anda mencapai tingkat likuidasi. Jaminannya dijual di pasar spot: {repaid} melunasi pinjaman; {surplus} dari hasil penjualan dan {returned} jaminan yang tidak terjual kembali ke dompet spot Anda.',
    },
  },
};
