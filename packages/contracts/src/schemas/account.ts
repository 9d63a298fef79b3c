import { z } from 'zod';
import { pagingQuery, page } from './fields.js';

/**
 * Accounts and security. Field rules mirror the server's checks so
 * the web app can validate before sending; the server is still the judge.
 */

/** DESIGN.md section 2: 8 to 128 characters of any kind (NIST 800-63B); common passwords refused server-side. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9]{6,30}$/;
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
/** National number without the country code: digits only, 4 to 15 (E.164 allows 15 in total). */
export const PHONE_PATTERN = /^\d{4,15}$/;
export const COUNTRY_CODE_PATTERN = /^\+?\d{1,4}$/;
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;

export const password = () =>
  z.string({ error: 'FIELD_REQUIRED' }).min(PASSWORD_MIN, { error: 'PASSWORD_LENGTH' }).max(
    // RSA-OAEP ciphertexts (base64 of a 2048-bit block) are longer than any plain password.
    512,
    { error: 'PASSWORD_LENGTH' },
  );
export const verificationCode = () => z.string().regex(CODE_PATTERN, { error: 'CODE_FORMAT' });
export const fundPassword = () =>
  z.string().regex(FUND_PASSWORD_PATTERN, { error: 'FUND_PASSWORD_FORMAT' });
export const email = () =>
  z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'EMAIL_FORMAT' });
export const phone = () => z.string().trim().regex(PHONE_PATTERN, { error: 'PHONE_FORMAT' });
export const countryCode = () =>
  z.string().trim().regex(COUNTRY_CODE_PATTERN, { error: 'PHONE_FORMAT' });
const captchaToken = () => z.string().min(1, { error: 'CAPTCHA_REQUIRED' }).max(200);
/** `true` when password fields are base64 RSA-OAEP (SHA-256) ciphertexts under GET /rsa_pub's key. */
const encrypted = () => z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).optional();

// Slider puzzle

export const captchaSchema = z.object({
  id: z.string(),
  /** PNG data URLs: the background with the hole, and the piece to drag. */
  background: z.string(),
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** Vertical position of the piece; only the horizontal drop is the answer. */
  pieceY: z.number().int(),
  expiresInS: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaVerifyBody = z.object({
  id: z.string().min(1).max(64),
  /** Where the user dropped the piece's left edge, in background pixels. */
  x: z.number().min(-1000).max(10_000),
  /** The drag: [x, y, milliseconds since the press] samples, at most 400. */
  track: z
    .array(z.tuple([z.number(), z.number(), z.number()]))
    .min(2)
    .max(400),
});
export const captchaPassSchema = z.object({
  captchaToken: z.string(),
  expiresInS: z.number().int(),
});

// Verification codes

export const CODE_PURPOSES = [
  'register',
  'reset_password',
  'bind_email',
  'bind_phone',
  'verify',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/**
 * `register`, `reset_password`: to the given target, with a captcha.
 * `bind_email`, `bind_phone`: logged in, to the new target.
 * `verify`: logged in, to the user's own bound email or phone (channel picks which).
 */
export const sendCodeBody = z.object({
  purpose: z.enum(CODE_PURPOSES),
  channel: z.enum(CODE_CHANNELS),
  email: email().optional(),
  phone: phone().optional(),
  countryCode: countryCode().optional(),
  captchaToken: captchaToken().optional(),
});
export const codeSentSchema = z.object({
  /** Seconds until another code may be sent to this target (the countdown). */
  resendInS: z.number().int(),
  expiresInS: z.number().int(),
  /** Where it went, masked (e.g. "a***@example.com"). */
  maskedTarget: z.string(),
});

// Register, log in, session

export const registerBody = z.object({
  type: z.enum(['account', 'phone', 'email']),
  username: z.string().trim().regex(USERNAME_PATTERN, { error: 'USERNAME_FORMAT' }).optional(),
  email: email().optional(),
  phone: phone().optional(),
  countryCode: countryCode().optional(),
  code: verificationCode().optional(),
  password: password(),
  inviteCode: z.string().trim().max(32).optional(),
  agreeTerms: z.union([z.literal(true), z.literal('true'), z.literal('1')], {
    error: 'TERMS_NOT_ACCEPTED',
  }),
  /**
   * Required for an account-name registration. With an e-mail or phone code
   * it is not asked again: sending the code took the puzzle, so a person
   * solves one per registration.
   */
  captchaToken: captchaToken().optional(),
  encrypt: encrypted(),
});

export const loginBody = z.object({
  /** Account name, email, or phone (with or without the country code). */
  username: z.string().trim().min(1, { error: 'LOGIN_NAME_MISSING' }).max(254),
  password: z.string().min(1, { error: 'FIELD_REQUIRED' }).max(512),
  /** Authenticator code, required once one is bound. */
  code: verificationCode().optional(),
  captchaToken: captchaToken(),
  encrypt: encrypted(),
});

export const memberSchema = z.object({
  id: z.number().int(),
  /** Public user id (UID), used for transfers and support. */
  uid: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  /** 1 when an authenticator is bound (spec: member googleState 1 means bound). */
  googleState: z.union([z.literal(0), z.literal(1)]),
  fundPasswordSet: z.boolean(),
  inviteCode: z.string(),
  status: z.enum(['active', 'locked', 'frozen']),
  isDemo: z.boolean(),
  walletAddress: z.string(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** The client session state of spec section 3. */
export const sessionSchema = z.object({
  usercode: z.string(),
  token: z.string(),
  username: z.string(),
  perpetual_contracts_status: z.number().int(),
  balance: z.string(),
  c2c_user_type: z.number().int(),
  emailBound: z.boolean(),
  phoneBound: z.boolean(),
  googleBound: z.boolean(),
  member: memberSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string(), dialCode: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const rsaKeySchema = z.object({
  keyId: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
});

// Wallet login (EIP-4361)

export const siweNonceQuery = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'FIELD_FORMAT' }),
});
export const siweMessageSchema = z.object({
  message: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
});
export const siweLoginBody = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, { error: 'FIELD_FORMAT' }),
});

// Security centre

export const securityOverviewSchema = z.object({
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  googleBound: z.boolean(),
  fundPasswordSet: z.boolean(),
  fundPasswordLockedUntil: z.string().nullable(),
  walletAddress: z.string(),
  pendingReset: z.string().nullable(),
});

export const bindEmailBody = z.object({
  email: email(),
  /** Code sent to the new email (purpose bind_email). */
  code: verificationCode(),
  /** When an email is already bound: code sent to the old one (purpose verify, channel email). */
  oldCode: verificationCode().optional(),
});
export const bindPhoneBody = z.object({
  countryCode: countryCode(),
  phone: phone(),
  code: verificationCode(),
  oldCode: verificationCode().optional(),
});

export const googleSecretSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** QR code of otpauthUrl as a PNG data URL. */
  qr: z.string(),
});
export const googleBindBody = z.object({
  secret: z.string().min(16).max(64),
  code: verificationCode(),
});
/** Unbinding needs the authenticator's code and a code sent to a bound email or phone. */
export const googleUnbindBody = z.object({
  code: verificationCode(),
  verifyCode: verificationCode(),
  channel: z.enum(CODE_CHANNELS),
});

export const setFundPasswordBody = z.object({
  fundPassword: fundPassword(),
  confirm: fundPassword(),
});
export const changeFundPasswordBody = z.object({
  oldFundPassword: fundPassword(),
  fundPassword: fundPassword(),
  confirm: fundPassword(),
});
/** Reset a forgotten fund password with a code (and the authenticator's, when bound). */
export const resetFundPasswordBody = z.object({
  channel: z.enum(CODE_CHANNELS),
  verifyCode: verificationCode(),
  googleCode: verificationCode().optional(),
  fundPassword: fundPassword(),
  confirm: fundPassword(),
});

export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(512),
  password: password(),
  confirm: z.string().max(512),
  encrypt: encrypted(),
});
/** /forget then /resetPassword: code sent with purpose reset_password to the account's email or phone. */
export const resetPasswordBody = z.object({
  channel: z.enum(CODE_CHANNELS),
  email: email().optional(),
  phone: phone().optional(),
  countryCode: countryCode().optional(),
  code: verificationCode(),
  password: password(),
  confirm: z.string().max(512),
  encrypt: encrypted(),
});

/** /resetVerify: ask an operator to reset a lost factor, by message. */
export const RESET_FACTORS = ['google', 'phone', 'email'] as const;
export const resetVerifyBody = z.object({
  factor: z.enum(RESET_FACTORS),
  /** Login name of the account, when asking while logged out. */
  username: z.string().trim().max(254).optional(),
  contact: z.string().trim().min(3).max(200),
  message: z.string().trim().min(10).max(2000),
  captchaToken: captchaToken(),
});
export const resetRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewDays: z.number().int(),
});

/** /safeVerify: prove presence again before a sensitive action. */
export const safeVerifyBody = z.object({
  channel: z.enum(['email', 'sms', 'google']),
  code: verificationCode(),
});
export const stepUpSchema = z.object({ stepUpToken: z.string(), expiresInS: z.number().int() });

export const SECURITY_EVENTS = [
  'login',
  'login_failed',
  'logout',
  'register',
  'password_change',
  'password_reset',
  'fund_password_set',
  'fund_password_change',
  'fund_password_reset',
  'fund_password_locked',
  'email_bind',
  'phone_bind',
  'google_bind',
  'google_unbind',
  'wallet_link',
  'reset_request',
  'step_up',
  // API keys: made, changed, disabled, enabled, deleted, and used (one line
  // per key, address and hour; `botapi` module).
  'api_key_create',
  'api_key_update',
  'api_key_disable',
  'api_key_enable',
  'api_key_delete',
  'api_key_use',
  // Written by the console: an operator changed the account's status or
  // approved a manual reset. The user sees them in their own log.
  'console_active',
  'console_locked',
  'console_frozen',
  'reset_google_approved',
  'reset_phone_approved',
  'reset_email_approved',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];
/**
 * The events that change how an account is protected or reached: its
 * passwords, its authenticator, its email, phone or wallet binding, and a
 * lost factor cleared by the console. A withdrawal's reviewer is shown the
 * latest one made shortly before the request.
 */
export const SECURITY_CHANGE_EVENTS = [
  'password_change',
  'password_reset',
  'fund_password_set',
  'fund_password_change',
  'fund_password_reset',
  'email_bind',
  'phone_bind',
  'google_bind',
  'google_unbind',
  'wallet_link',
  'reset_google_approved',
  'reset_phone_approved',
  'reset_email_approved',
] as const satisfies readonly SecurityEvent[];
export type SecurityChangeEvent = (typeof SECURITY_CHANGE_EVENTS)[number];
export const securityLogQuery = pagingQuery(20, 50);
/**
 * The browser and system an event came from, as product names that are never
 * translated ("Safari", "17", "iOS", "iPhone"); each empty when unknown.
 */
export const securityLogClientSchema = z.object({
  browser: z.string(),
  version: z.string(),
  os: z.string(),
  device: z.string(),
});
export type SecurityLogClient = z.infer<typeof securityLogClientSchema>;
export const securityLogEntrySchema = z.object({
  id: z.number().int(),
  event: z.enum(SECURITY_EVENTS),
  ip: z.string(),
  /**
   * The stored label ("Safari 17 on iPhone"), in English and kept for older
   * apps; an app words `client` in its language and shows this only when
   * `client` is empty (an unrecognised User-Agent).
   */
  device: z.string(),
  client: securityLogClientSchema,
  createdAt: z.string(),
});
export const securityLogSchema = page(securityLogEntrySchema);
