/**
 * Captcha: the slider puzzle. Renders a background and a piece, checks the
 * drop offset and the plausibility of the drag track, and issues a pass
 * token that register, login, code sending and manual resets spend.
 * Rendering uses @napi-rs/canvas (`captcha.render.ts`); the checks are pure
 * (`captcha.core.ts`).
 *
 * Boundary: owns captcha_challenge; serves GET /uc/captcha and
 * /uc/captcha/verify.
 *
 * Invariant: a puzzle gets one attempt; a pass token is spent exactly once
 * and only before it expires.
 */
export { registerCaptchaRoutes } from './captcha.routes.js';
export { createCaptchaService } from './captcha.service.js';
