import type { SupportLink } from '@exchange/contracts';

/** The customer-service screen (spec section 2). */
export const SUPPORT_PATH = '/customerService';

/** The customer-service screen, about one of the user's records when `link` names it. */
export function supportPath(link?: SupportLink): string {
  return link === undefined
    ? SUPPORT_PATH
    : `${SUPPORT_PATH}?link=${link.kind}:${encodeURIComponent(link.ref)}`;
}
