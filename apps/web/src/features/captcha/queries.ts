import { captchaPassSchema, captchaSchema, PATHS, type Captcha } from '@exchange/contracts';
import { api } from '../../api';

/**
 * The slider check's server calls. Plain functions rather than react-query
 * hooks: every puzzle is single-use, so there is nothing to cache or share,
 * and the check is mounted outside the app's provider tree (requestCaptcha).
 * None of them drive the global spinner, which would flash over the puzzle.
 */

/** What the server's `captchaVerifyBody` accepts: background pixels and ms since the press. */
export interface CaptchaAnswer {
  readonly id: string;
  readonly x: number;
  readonly track: readonly (readonly [number, number, number])[];
}

/** The token register, login and code sending accept while the check is switched off (tests only). */
export const CAPTCHA_OFF = 'off';

export function fetchCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return api.get(PATHS.captcha, captchaSchema, { signal, spinner: false });
}

/**
 * Not toasted: the slider shows the server's message itself, inside the
 * puzzle, and a toast on top would say the same thing twice.
 */
export function verifyCaptcha(answer: CaptchaAnswer) {
  return api.post(PATHS.captchaVerify, captchaPassSchema, {
    body: answer,
    spinner: false,
    toast: false,
  });
}

/**
 * Whether the server wants the check. When the configuration cannot be read
 * we show the puzzle anyway: its own request then reports the network error.
 */
export async function isCaptchaEnabled(): Promise<boolean> {
  try {
    return (await api.config()).captchaEnabled;
  } catch {
    return true;
  }
}
