import type { TextKey } from '../i18n/types';

/** The HTTP texts of spec section 8, for replies that carry no envelope. */
const HTTP_STATUS_TEXT: Readonly<Record<number, TextKey>> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  408: 'http.requestTimeout',
  500: 'http.internalError',
  501: 'http.notImplemented',
  502: 'http.badGateway',
  503: 'http.serviceUnavailable',
  504: 'http.gatewayTimeout',
  505: 'http.versionNotSupported',
};

export function httpStatusText(status: number): TextKey {
  return HTTP_STATUS_TEXT[status] ?? 'http.uncaptured';
}
