import { createRoot } from 'react-dom/client';
import { CAPTCHA_OFF, isCaptchaEnabled } from './queries';
import { SliderCaptcha } from './SliderCaptcha';

let showing = false;

/**
 * Shows the slider check over whatever is on screen and resolves with the
 * pass token, or null when the user closes it. With the check switched off
 * (automated tests only) it resolves "off" at once and shows nothing.
 *
 * While a check is showing, another request resolves null: that is a double
 * tap, and a single-use token must not be handed to two actions.
 *
 * The check is mounted in a root of its own because callers are event
 * handlers, not components. It needs no providers: its strings follow the
 * settings store and its requests go through the shared API client.
 */
export async function requestCaptcha(): Promise<string | null> {
  if (!(await isCaptchaEnabled())) return CAPTCHA_OFF;
  if (showing) return null;
  showing = true;
  return new Promise<string | null>((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    let settled = false;
    const done = (token: string | null) => {
      if (settled) return;
      settled = true;
      showing = false;
      resolve(token);
      // Unmounting from inside the tree's own handler would warn; wait a tick.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(<SliderCaptcha onDone={done} />);
  });
}
