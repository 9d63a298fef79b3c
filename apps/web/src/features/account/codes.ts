import type { CodeChannel, CodePurpose, Country } from '@exchange/contracts';
import { requestCaptcha } from '../captcha';
import { dialCodeOf } from './components/CountryPicker';
import type { SendResult } from './components/SendCodeButton';
import { sendCode, type CodeTarget } from './mutations';

/** The request fields naming an email or a phone (national number plus dialling code). */
export function targetOf(
  channel: CodeChannel,
  email: string,
  phone: string,
  country: Country | undefined,
): CodeTarget {
  if (channel === 'email') return { email: email.trim() };
  return { phone: phone.trim(), countryCode: country ? dialCodeOf(country) : '' };
}

/**
 * Sends a code to an address typed while logged out (register,
 * reset_password): these need the slider check first, so a script cannot
 * use the site to flood someone's inbox. Null when the user closed the slider.
 */
export async function sendWithSlider(
  purpose: Extract<CodePurpose, 'register' | 'reset_password'>,
  channel: CodeChannel,
  target: CodeTarget,
): Promise<SendResult> {
  const captchaToken = await requestCaptcha();
  if (captchaToken === null) return null;
  return sendCode({ purpose, channel, ...target, captchaToken });
}

/** Sends a `verify` code to the user's own bound email or phone. */
export function sendToOwn(channel: CodeChannel): Promise<SendResult> {
  return sendCode({ purpose: 'verify', channel });
}

/** Sends a bind code to a new email or phone, logged in. */
export function sendToNew(channel: CodeChannel, target: CodeTarget): Promise<SendResult> {
  return sendCode({
    purpose: channel === 'email' ? 'bind_email' : 'bind_phone',
    channel,
    ...target,
  });
}
