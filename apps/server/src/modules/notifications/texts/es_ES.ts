// The in-app notification texts in Spanish (Spain) (translated from en.ts).
import type { SecurityTexts, Texts } from './en.js';

export const ES_ES: Texts = {
  'deposit.credited': {
    title: 'Depósito abonado',
    body: 'Se han abonado {amount} {asset} ({chain}) en su cartera spot.',
  },
  'withdrawal.approved': {
    title: 'Retirada aprobada',
    body: 'Su retirada de {amount} {asset} ({chain}) ha sido aprobada y se enviará en breve.',
  },
  'withdrawal.rejected': {
    title: 'Retirada rechazada',
    body: 'Su retirada de {amount} {asset} ({chain}) ha sido rechazada: {reason}. El importe ha vuelto a su cartera spot.',
  },
  'withdrawal.sent': {
    title: 'Retirada enviada',
    body: 'Se han enviado {amount} {asset} en la red {chain}. Transacción: {txid}.',
  },
  'spot.buy_filled': {
    title: 'Orden de compra ejecutada',
    body: 'Su orden de compra de {quantity} {base} en {symbol} se ha ejecutado a un precio medio de {price} {quote}.',
  },
  'spot.sell_filled': {
    title: 'Orden de venta ejecutada',
    body: 'Su orden de venta de {quantity} {base} en {symbol} se ha ejecutado a un precio medio de {price} {quote}.',
  },
  'perp.filled': {
    title: 'Orden de contrato ejecutada',
    body: 'Su orden de {quantity} contratos de {symbol} se ha ejecutado a un precio medio de {price}.',
  },
  'perp.margin_call': {
    title: 'Llamada de margen en {symbol}',
    body: 'La tasa de margen de su posición en {symbol} ha alcanzado el {rate}. Añada margen o reduzca la posición: al 100 % se liquida.',
  },
  'perp.liquidated': {
    title: 'Posición en {symbol} liquidada',
    body: 'Su posición en {symbol} ha alcanzado su nivel de liquidación: se han cerrado {quantity} contratos a un precio medio de {price}.',
  },
  'p2p.message': {
    title: 'Nuevo mensaje P2P',
    body: 'Tiene un mensaje nuevo en la orden P2P {no}.',
  },
  'support.replied': {
    title: 'Atención al cliente ha respondido',
    body: '{agent}: {preview}',
  },
  'support.image': {
    title: 'Atención al cliente ha respondido',
    body: '{agent} le ha enviado una imagen.',
  },
  'mining.income': {
    title: 'Ingresos de minería abonados',
    body: 'Se han abonado en su cartera de minería {amount} {coin} de la orden de minería {order} correspondientes al {day}.',
  },
  'security.new_device': {
    title: 'Inicio de sesión desde un dispositivo nuevo',
    body: 'Se ha iniciado sesión en su cuenta desde un dispositivo que no conocíamos: {device}, IP {ip}. Si no ha sido usted, cambie su contraseña ahora y contacte con atención al cliente.',
  },
  'security.changed': {
    title: 'Cambio de seguridad: {what}',
    body: '{what} en su cuenta ({device}, IP {ip}). Si no ha sido usted, contacte de inmediato con atención al cliente.',
  },
};

export const ES_ES_SECURITY: SecurityTexts = {
  password_change: 'Contraseña de acceso cambiada',
  password_reset: 'Contraseña de acceso restablecida',
  fund_password_set: 'Contraseña de fondos establecida',
  fund_password_change: 'Contraseña de fondos cambiada',
  fund_password_reset: 'Contraseña de fondos restablecida',
  fund_password_locked: 'Contraseña de fondos bloqueada tras varios intentos fallidos',
  email_bind: 'Correo electrónico vinculado',
  phone_bind: 'Número de teléfono vinculado',
  google_bind: 'Aplicación de autenticación vinculada',
  google_unbind: 'Aplicación de autenticación desvinculada',
  wallet_link: 'Cartera vinculada para iniciar sesión',
};
