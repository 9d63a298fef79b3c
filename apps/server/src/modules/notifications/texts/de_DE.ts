// The in-app notification texts in German (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const DE_DE: Texts = {
  'deposit.credited': {
    title: 'Einzahlung gutgeschrieben',
    body: '{amount} {asset} ({chain}) wurden Ihrer Spot-Wallet gutgeschrieben.',
  },
  'withdrawal.approved': {
    title: 'Auszahlung genehmigt',
    body: 'Ihre Auszahlung von {amount} {asset} ({chain}) wurde genehmigt und wird in Kürze gesendet.',
  },
  'withdrawal.rejected': {
    title: 'Auszahlung abgelehnt',
    body: 'Ihre Auszahlung von {amount} {asset} ({chain}) wurde abgelehnt: {reason}. Der Betrag ist wieder in Ihrer Spot-Wallet.',
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
    body: 'Die Marginquote Ihrer {symbol}-Position hat {rate} erreicht. Fügen Sie Margin hinzu oder verkleinern Sie die Position: Bei 100 % wird sie liquidiert.',
  },
  'perp.liquidated': {
    title: '{symbol}-Position liquidiert',
    body: 'Ihre {symbol}-Position hat ihre Liquidationsschwelle erreicht: {quantity} Kontrakte wurden zu einem Durchschnittspreis von {price} geschlossen.',
  },
  'p2p.message': {
    title: 'Neue P2P-Nachricht',
    body: 'Sie haben eine neue Nachricht zu P2P-Auftrag {no}.',
  },
  'support.replied': {
    title: 'Antwort vom Kundenservice',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: 'Antwort vom Kundenservice',
    body: '{agent} hat Ihnen ein Bild gesendet.',
  },
  'mining.income': {
    title: 'Mining-Ertrag ausgezahlt',
    body: '{amount} {coin} aus Mining-Auftrag {order} für den {day} wurden in Ihre Mining-Wallet ausgezahlt.',
  },
  'security.new_device': {
    title: 'Anmeldung von einem neuen Gerät',
    body: 'Bei Ihrem Konto gab es eine Anmeldung von einem Gerät, das wir bisher nicht kannten: {device}, IP {ip}. Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Kundenservice.',
  },
  'security.changed': {
    title: 'Sicherheitsänderung: {what}',
    body: 'Änderung an Ihrem Konto: {what} ({device}, IP {ip}). Wenn Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.',
  },
};

export const DE_DE_SECURITY: SecurityTexts = {
  password_change: 'Anmeldepasswort geändert',
  password_reset: 'Anmeldepasswort zurückgesetzt',
  fund_password_set: 'Fondspasswort festgelegt',
  fund_password_change: 'Fondspasswort geändert',
  fund_password_reset: 'Fondspasswort zurückgesetzt',
  fund_password_locked: 'Fondspasswort nach Fehleingaben gesperrt',
  email_bind: 'E-Mail-Adresse verbunden',
  phone_bind: 'Telefonnummer verbunden',
  google_bind: 'Authenticator-App verbunden',
  google_unbind: 'Authenticator-App entfernt',
  wallet_link: 'Wallet für die Anmeldung verknüpft',
};
