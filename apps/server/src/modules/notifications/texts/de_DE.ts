import type { SecurityTexts, Texts } from './en.js';

export const DE_DE: Texts = {
  'deposit.credited': {
    title: 'Einzahlung gutgeschrieben',
    body: '{amount} {asset} ({chain}) ist in Ihrem Spot-Wallet eingegangen.',
  },
  'withdrawal.approved': {
    title: 'Auszahlung genehmigt',
    body: 'Ihre Auszahlung von {amount} {asset} ({chain}) wurde genehmigt und wird in Kürze gesendet.',
  },
  'withdrawal.rejected': {
    title: 'Auszahlung abgelehnt',
    body: 'Ihre Auszahlung von {amount} {asset} ({chain}) wurde abgelehnt: {reason}. Der Betrag ist zurück in Ihrem Spot-Wallet.',
  },
  'withdrawal.sent': {
    title: 'Auszahlung gesendet',
    body: '{amount} {asset} wurden über {chain} gesendet. Transaktion: {txid}.',
  },
  'spot.buy_filled': {
    title: 'Kauforder ausgeführt',
    body: 'Ihre Order zum Kauf von {quantity} {base} auf {symbol} wurde zu einem Durchschnittspreis von {price} {quote} ausgeführt.',
  },
  'spot.sell_filled': {
    title: 'Verkaufsorder ausgeführt',
    body: 'Ihre Order zum Verkauf von {quantity} {base} auf {symbol} wurde zu einem Durchschnittspreis von {price} {quote} ausgeführt.',
  },
  'perp.filled': {
    title: 'Kontraktorder ausgeführt',
    body: 'Ihre {symbol}-Order über {quantity} Kontrakte wurde zu einem Durchschnittspreis von {price} ausgeführt.',
  },
  'perp.margin_call': {
    title: 'Margin Call für {symbol}',
    body: 'Die Margin-Rate Ihrer {symbol}-Position hat {rate} erreicht. Fügen Sie Margin hinzu oder reduzieren Sie die Position: Bei 100 % wird sie liquidiert.',
  },
  'perp.liquidated': {
    title: '{symbol}-Position liquidiert',
    body: 'Ihre {symbol}-Position hat ihr Liquidationsniveau erreicht: {quantity} Kontrakte wurden zu einem Durchschnittspreis von {price} geschlossen.',
  },
  'p2p.message': {
    title: 'Neue P2P-Nachricht',
    body: 'Zu P2P-Auftrag {no} gibt es eine neue Nachricht.',
  },
  'support.replied': { title: 'Der Kundenservice hat geantwortet', body: '{agent}: {preview}' },
  'support.image': {
    title: 'Der Kundenservice hat geantwortet',
    body: '{agent} hat Ihnen ein Bild gesendet.',
  },
  'mining.income': {
    title: 'Mining-Ertrag ausgezahlt',
    body: '{amount} {coin} aus Mining-Auftrag {order} für den {day} wurden in Ihr Mining-Wallet gezahlt.',
  },
  'security.new_device': {
    title: 'Anmeldung von einem neuen Gerät',
    body: 'Ihr Konto wurde von einem Gerät angemeldet, das wir noch nicht kannten: {device}, IP {ip}. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Kundenservice.',
  },
  'security.changed': {
    title: 'Sicherheitsänderung: {what}',
    body: '{what} in Ihrem Konto ({device}, IP {ip}). Wenn Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  },
};

export const DE_DE_SECURITY: SecurityTexts = {
  password_change: 'Anmeldepasswort geändert',
  password_reset: 'Anmeldepasswort zurückgesetzt',
  fund_password_set: 'Fondspasswort festgelegt',
  fund_password_change: 'Fondspasswort geändert',
  fund_password_reset: 'Fondspasswort zurückgesetzt',
  fund_password_locked: 'Fondspasswort nach Fehleingaben gesperrt',
  email_bind: 'E-Mail-Adresse verknüpft',
  phone_bind: 'Telefonnummer verknüpft',
  google_bind: 'Authenticator-App verknüpft',
  google_unbind: 'Authenticator-App entfernt',
  wallet_link: 'Wallet für die Anmeldung verknüpft',
};
