// The in-app notification texts in French (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const FR_FR: Texts = {
  'deposit.credited': {
    title: 'Dépôt crédité',
    body: '{amount} {asset} ({chain}) ont été crédités sur votre portefeuille spot.',
  },
  'withdrawal.approved': {
    title: 'Retrait approuvé',
    body: 'Votre retrait de {amount} {asset} ({chain}) a été approuvé et sera envoyé sous peu.',
  },
  'withdrawal.rejected': {
    title: 'Retrait refusé',
    body: 'Votre retrait de {amount} {asset} ({chain}) a été refusé : {reason}. Le montant est revenu dans votre portefeuille spot.',
  },
  'withdrawal.sent': {
    title: 'Retrait envoyé',
    body: '{amount} {asset} ont été envoyés sur {chain}. Transaction : {txid}.',
  },
  'spot.buy_filled': {
    title: 'Ordre d’achat exécuté',
    body: 'Votre ordre d’achat de {quantity} {base} sur {symbol} a été exécuté à un prix moyen de {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Ordre de vente exécuté',
    body: 'Votre ordre de vente de {quantity} {base} sur {symbol} a été exécuté à un prix moyen de {price} {quote}.',
  },
  'perp.filled': {
    title: 'Ordre sur contrat exécuté',
    body: 'Votre ordre {symbol} de {quantity} contrats a été exécuté à un prix moyen de {price}.',
  },
  'perp.margin_call': {
    title: 'Appel de marge sur {symbol}',
    body: 'Le taux de marge de votre position {symbol} a atteint {rate}. Ajoutez de la marge ou réduisez la position : à 100 %, elle est liquidée.',
  },
  'perp.liquidated': {
    title: 'Position {symbol} liquidée',
    body: 'Votre position {symbol} a atteint son seuil de liquidation : {quantity} contrats ont été clôturés à un prix moyen de {price}.',
  },
  'p2p.message': {
    title: 'Nouveau message P2P',
    body: 'Vous avez un nouveau message sur l’ordre P2P {no}.',
  },
  'support.replied': {
    title: 'Le service client a répondu',
    body: '{agent} : {preview}',
  },
  'support.image': {
    title: 'Le service client a répondu',
    body: '{agent} vous a envoyé une image.',
  },
  'mining.income': {
    title: 'Revenus de minage versés',
    body: '{amount} {coin} de l’ordre de minage {order} pour le {day} ont été versés sur votre portefeuille de minage.',
  },
  'security.new_device': {
    title: 'Connexion depuis un nouvel appareil',
    body: 'Une connexion à votre compte a eu lieu depuis un appareil que nous ne connaissions pas : {device}, IP {ip}. Si ce n’était pas vous, changez votre mot de passe dès maintenant et contactez le service client.',
  },
  'security.changed': {
    title: 'Modification de sécurité : {what}',
    body: '{what} sur votre compte ({device}, IP {ip}). Si ce n’était pas vous, contactez immédiatement le service client.',
  },
};

export const FR_FR_SECURITY: SecurityTexts = {
  password_change: 'Mot de passe de connexion modifié',
  password_reset: 'Mot de passe de connexion réinitialisé',
  fund_password_set: 'Mot de passe des fonds défini',
  fund_password_change: 'Mot de passe des fonds modifié',
  fund_password_reset: 'Mot de passe des fonds réinitialisé',
  fund_password_locked: 'Mot de passe des fonds bloqué après plusieurs tentatives erronées',
  email_bind: 'Adresse e-mail associée',
  phone_bind: 'Numéro de téléphone associé',
  google_bind: 'Application d’authentification associée',
  google_unbind: 'Application d’authentification dissociée',
  wallet_link: 'Portefeuille associé pour la connexion',
};
