import type { Locale } from '@exchange/contracts';

/** The alert kinds a fired alert's notice is worded by (`alert.<kind>`). */
type AlertKindText = 'price_above' | 'price_below' | 'move_up_pct' | 'move_down_pct';

interface AlertTexts extends Record<AlertKindText, { title: string; body: string }> {
  /** Appended to the body when the user wrote a note on the alert. */
  readonly note: string;
}

/**
 * A fired price alert's notice by language: {symbol} the market, {price}
 * the trade price that reached {threshold}, {quote} its currency; for a
 * move, {value} the percentage and {basePrice} the price when it was set.
 */
export const ALERT_TEXTS: Record<Locale, AlertTexts> = {
  en_US: {
    price_above: {
      title: '{symbol} rose to {threshold}',
      body: 'Price alert: {symbol} traded at {price} {quote}, at or above your target of {threshold} {quote}.',
    },
    price_below: {
      title: '{symbol} fell to {threshold}',
      body: 'Price alert: {symbol} traded at {price} {quote}, at or below your target of {threshold} {quote}.',
    },
    move_up_pct: {
      title: '{symbol} up {value} %',
      body: 'Price alert: {symbol} traded at {price} {quote}, up {value} % or more from {basePrice} {quote} when you set the alert.',
    },
    move_down_pct: {
      title: '{symbol} down {value} %',
      body: 'Price alert: {symbol} traded at {price} {quote}, down {value} % or more from {basePrice} {quote} when you set the alert.',
    },
    note: 'Your note: {note}',
  },
  zh_CN: {
    price_above: {
      title: '{symbol} 已涨到 {threshold}',
      body: '价格提醒：{symbol} 成交价 {price} {quote}，已达到或高于您的目标价 {threshold} {quote}。',
    },
    price_below: {
      title: '{symbol} 已跌到 {threshold}',
      body: '价格提醒：{symbol} 成交价 {price} {quote}，已达到或低于您的目标价 {threshold} {quote}。',
    },
    move_up_pct: {
      title: '{symbol} 上涨 {value} %',
      body: '价格提醒：{symbol} 成交价 {price} {quote}，较您设置提醒时的 {basePrice} {quote} 上涨 {value} % 或以上。',
    },
    move_down_pct: {
      title: '{symbol} 下跌 {value} %',
      body: '价格提醒：{symbol} 成交价 {price} {quote}，较您设置提醒时的 {basePrice} {quote} 下跌 {value} % 或以上。',
    },
    note: '您的备注：{note}',
  },
  zh_HK: {
    price_above: {
      title: '{symbol} 已漲到 {threshold}',
      body: '價格提醒：{symbol} 成交價 {price} {quote}，已達到或高於您的目標價 {threshold} {quote}。',
    },
    price_below: {
      title: '{symbol} 已跌到 {threshold}',
      body: '價格提醒：{symbol} 成交價 {price} {quote}，已達到或低於您的目標價 {threshold} {quote}。',
    },
    move_up_pct: {
      title: '{symbol} 上漲 {value} %',
      body: '價格提醒：{symbol} 成交價 {price} {quote}，較您設定提醒時的 {basePrice} {quote} 上漲 {value} % 或以上。',
    },
    move_down_pct: {
      title: '{symbol} 下跌 {value} %',
      body: '價格提醒：{symbol} 成交價 {price} {quote}，較您設定提醒時的 {basePrice} {quote} 下跌 {value} % 或以上。',
    },
    note: '您的備註：{note}',
  },
  ja_JP: {
    price_above: {
      title: '{symbol} が {threshold} に上昇',
      body: '価格アラート：{symbol} が {price} {quote} で約定し、目標の {threshold} {quote} 以上になりました。',
    },
    price_below: {
      title: '{symbol} が {threshold} に下落',
      body: '価格アラート：{symbol} が {price} {quote} で約定し、目標の {threshold} {quote} 以下になりました。',
    },
    move_up_pct: {
      title: '{symbol} が {value} % 上昇',
      body: '価格アラート：{symbol} が {price} {quote} で約定し、設定時の {basePrice} {quote} から {value} % 以上上昇しました。',
    },
    move_down_pct: {
      title: '{symbol} が {value} % 下落',
      body: '価格アラート：{symbol} が {price} {quote} で約定し、設定時の {basePrice} {quote} から {value} % 以上下落しました。',
    },
    note: 'メモ：{note}',
  },
  ko_KR: {
    price_above: {
      title: '{symbol} {threshold} 도달(상승)',
      body: '가격 알림: {symbol}이(가) {price} {quote}에 체결되어 목표가 {threshold} {quote} 이상이 되었습니다.',
    },
    price_below: {
      title: '{symbol} {threshold} 도달(하락)',
      body: '가격 알림: {symbol}이(가) {price} {quote}에 체결되어 목표가 {threshold} {quote} 이하가 되었습니다.',
    },
    move_up_pct: {
      title: '{symbol} {value} % 상승',
      body: '가격 알림: {symbol}이(가) {price} {quote}에 체결되어 알림 설정 시 가격 {basePrice} {quote}보다 {value} % 이상 올랐습니다.',
    },
    move_down_pct: {
      title: '{symbol} {value} % 하락',
      body: '가격 알림: {symbol}이(가) {price} {quote}에 체결되어 알림 설정 시 가격 {basePrice} {quote}보다 {value} % 이상 내렸습니다.',
    },
    note: '메모: {note}',
  },
  th_TH: {
    price_above: {
      title: '{symbol} ขึ้นถึง {threshold}',
      body: 'การแจ้งเตือนราคา: {symbol} ซื้อขายที่ {price} {quote} ถึงหรือสูงกว่าเป้าหมาย {threshold} {quote} ของคุณ',
    },
    price_below: {
      title: '{symbol} ลงถึง {threshold}',
      body: 'การแจ้งเตือนราคา: {symbol} ซื้อขายที่ {price} {quote} ถึงหรือต่ำกว่าเป้าหมาย {threshold} {quote} ของคุณ',
    },
    move_up_pct: {
      title: '{symbol} ขึ้น {value} %',
      body: 'การแจ้งเตือนราคา: {symbol} ซื้อขายที่ {price} {quote} ขึ้น {value} % ขึ้นไปจาก {basePrice} {quote} เมื่อคุณตั้งการแจ้งเตือน',
    },
    move_down_pct: {
      title: '{symbol} ลง {value} %',
      body: 'การแจ้งเตือนราคา: {symbol} ซื้อขายที่ {price} {quote} ลง {value} % ขึ้นไปจาก {basePrice} {quote} เมื่อคุณตั้งการแจ้งเตือน',
    },
    note: 'บันทึกของคุณ: {note}',
  },
  es_ES: {
    price_above: {
      title: '{symbol} subió a {threshold}',
      body: 'Alerta de precio: {symbol} se negoció a {price} {quote}, igual o por encima de su objetivo de {threshold} {quote}.',
    },
    price_below: {
      title: '{symbol} bajó a {threshold}',
      body: 'Alerta de precio: {symbol} se negoció a {price} {quote}, igual o por debajo de su objetivo de {threshold} {quote}.',
    },
    move_up_pct: {
      title: '{symbol} sube un {value} %',
      body: 'Alerta de precio: {symbol} se negoció a {price} {quote}, un {value} % o más por encima de {basePrice} {quote}, el precio al crear la alerta.',
    },
    move_down_pct: {
      title: '{symbol} baja un {value} %',
      body: 'Alerta de precio: {symbol} se negoció a {price} {quote}, un {value} % o más por debajo de {basePrice} {quote}, el precio al crear la alerta.',
    },
    note: 'Su nota: {note}',
  },
  de_DE: {
    price_above: {
      title: '{symbol} auf {threshold} gestiegen',
      body: 'Preisalarm: {symbol} wurde zu {price} {quote} gehandelt, auf oder über Ihrem Ziel von {threshold} {quote}.',
    },
    price_below: {
      title: '{symbol} auf {threshold} gefallen',
      body: 'Preisalarm: {symbol} wurde zu {price} {quote} gehandelt, auf oder unter Ihrem Ziel von {threshold} {quote}.',
    },
    move_up_pct: {
      title: '{symbol} um {value} % gestiegen',
      body: 'Preisalarm: {symbol} wurde zu {price} {quote} gehandelt, {value} % oder mehr über {basePrice} {quote} beim Anlegen des Alarms.',
    },
    move_down_pct: {
      title: '{symbol} um {value} % gefallen',
      body: 'Preisalarm: {symbol} wurde zu {price} {quote} gehandelt, {value} % oder mehr unter {basePrice} {quote} beim Anlegen des Alarms.',
    },
    note: 'Ihre Notiz: {note}',
  },
  fr_FR: {
    price_above: {
      title: '{symbol} est monté à {threshold}',
      body: 'Alerte de prix : {symbol} s’est échangé à {price} {quote}, au niveau ou au-dessus de votre objectif de {threshold} {quote}.',
    },
    price_below: {
      title: '{symbol} est descendu à {threshold}',
      body: 'Alerte de prix : {symbol} s’est échangé à {price} {quote}, au niveau ou en dessous de votre objectif de {threshold} {quote}.',
    },
    move_up_pct: {
      title: '{symbol} en hausse de {value} %',
      body: 'Alerte de prix : {symbol} s’est échangé à {price} {quote}, en hausse de {value} % ou plus depuis {basePrice} {quote} à la création de l’alerte.',
    },
    move_down_pct: {
      title: '{symbol} en baisse de {value} %',
      body: 'Alerte de prix : {symbol} s’est échangé à {price} {quote}, en baisse de {value} % ou plus depuis {basePrice} {quote} à la création de l’alerte.',
    },
    note: 'Votre note : {note}',
  },
  id_ID: {
    price_above: {
      title: '{symbol} naik ke {threshold}',
      body: 'Peringatan harga: {symbol} diperdagangkan di {price} {quote}, sama dengan atau di atas target Anda {threshold} {quote}.',
    },
    price_below: {
      title: '{symbol} turun ke {threshold}',
      body: 'Peringatan harga: {symbol} diperdagangkan di {price} {quote}, sama dengan atau di bawah target Anda {threshold} {quote}.',
    },
    move_up_pct: {
      title: '{symbol} naik {value} %',
      body: 'Peringatan harga: {symbol} diperdagangkan di {price} {quote}, naik {value} % atau lebih dari {basePrice} {quote} saat Anda memasang peringatan.',
    },
    move_down_pct: {
      title: '{symbol} turun {value} %',
      body: 'Peringatan harga: {symbol} diperdagangkan di {price} {quote}, turun {value} % atau lebih dari {basePrice} {quote} saat Anda memasang peringatan.',
    },
    note: 'Catatan Anda: {note}',
  },
};

/** A fired alert's title and body templates in `locale`, the note's line added when it has one. */
export function alertTemplates(
  locale: Locale,
  kind: string,
  hasNote: boolean,
): { title: string; body: string } | null {
  const texts = ALERT_TEXTS[locale];
  const found = (texts as unknown as Record<string, { title: string; body: string } | undefined>)[
    kind
  ];
  if (found === undefined || kind === 'note') return null;
  return hasNote ? { title: found.title, body: `${found.body} ${texts.note}` } : found;
}
