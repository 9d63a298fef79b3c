import type { SecurityTexts, Texts } from './en.js';

export const ES_ES: Texts = {
  'deposit.credited': {
    title: 'Depósito abonado',
    body: '{amount} {asset} ({chain}) ha llegado a su cartera de contado.',
  },
  'withdrawal.approved': {
    title: 'Retiro aprobado',
    body: 'Su retiro de {amount} {asset} ({chain}) se aprobó y se enviará en breve.',
  },
  'withdrawal.rejected': {
    title: 'Retiro rechazado',
    body: 'Su retiro de {amount} {asset} ({chain}) se rechazó: {reason}. El importe ha vuelto a su cartera de contado.',
  },
  'withdrawal.sent': {
    title: 'Retiro enviado',
    body: 'Se enviaron {amount} {asset} por {chain}. Transacción: {txid}.',
  },
  'spot.buy_filled': {
    title: 'Orden de compra ejecutada',
    body: 'Su orden de compra de {quantity} {base} en {symbol} se ejecutó a un precio medio de {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Orden de venta ejecutada',
    body: 'Su orden de venta de {quantity} {base} en {symbol} se ejecutó a un precio medio de {price} {quote}.',
  },
  'perp.filled': {
    title: 'Orden de contrato ejecutada',
    body: 'Su orden de {symbol} por {quantity} contratos se ejecutó a un precio medio de {price}.',
  },
  'perp.margin_call': {
    title: 'Llamada de margen en {symbol}',
    body: 'La tasa de margen de su posición en {symbol} ha llegado a {rate}. Añada margen o reduzca la posición: al 100 % se liquida.',
  },
  'perp.liquidated': {
    title: 'Posición en {symbol} liquidada',
    body: 'Su posición en {symbol} alcanzó su nivel de liquidación: se cerraron {quantity} contratos a un precio medio de {price}.',
  },
  'p2p.message': {
    title: 'Nuevo mensaje P2P',
    body: 'Tiene un mensaje nuevo en la orden P2P {no}.',
  },
  'support.replied': { title: 'Atención al cliente respondió', body: '{agent}: {preview}' },
  'support.image': { title: 'Atención al cliente respondió', body: '{agent} le envió una imagen.' },
  'mining.income': {
    title: 'Ingresos de minería abonados',
    body: 'Se abonaron {amount} {coin} de la orden de minería {order} del {day} en su cartera de minería.',
  },
  'security.new_device': {
    title: 'Inicio de sesión desde un dispositivo nuevo',
    body: 'Se inició sesión en su cuenta desde un dispositivo que no habíamos visto: {device}, IP {ip}. Si no fue usted, cambie su contraseña ahora y contacte con atención al cliente.',
  },
  'security.changed': {
    title: 'Cambio de seguridad: {what}',
    body: '{what} en su cuenta ({device}, IP {ip}). Si no fue usted, contacte con atención al cliente de inmediato.',
  },
};

export const ES_ES_SECURITY: SecurityTexts = {
  password_change: 'Contraseña de acceso cambiada',
  password_reset: 'Contraseña de acceso restablecida',
  fund_password_set: 'Contraseña de fondos establecida',
  fund_password_change: 'Contraseña de fondos cambiada',
  fund_password_reset: 'Contraseña de fondos restablecida',
  fund_password_locked: 'Contraseña de fondos bloqueada tras intentos fallidos',
  email_bind: 'Correo electrónico vinculado',
  phone_bind: 'Número de teléfono vinculado',
  google_bind: 'Aplicación de autenticación vinculada',
  google_unbind: 'Aplicación de autenticación eliminada',
  wallet_link: 'Cartera vinculada para iniciar sesión',
};
