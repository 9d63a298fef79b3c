/** The slider check used before register, login and sending codes. */
export { requestCaptcha } from './requestCaptcha';
export { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha';
export { CAPTCHA_OFF } from './queries';
