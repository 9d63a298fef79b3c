/**
 * Verification: 6-digit codes by email or SMS, and the messengers that send
 * them: SMTP (nodemailer), Twilio SMS, and the outbox.jsonl file of the
 * embedded default.
 *
 * Boundary: owns verification_code; no routes of its own (the account module
 * sends and checks codes).
 *
 * Invariant: codes are stored hashed, valid 30 minutes, single use, and only
 * the latest code for a (purpose, target) counts; resends and attempts are
 * limited per target and per IP.
 */
export { outboxMessenger, routeByChannel, smtpMessenger, twilioMessenger } from './messenger.js';
export type { Messenger, OutgoingMessage } from './messenger.js';
export { createVerificationService } from './verification.service.js';
export type { VerificationService } from './verification.service.js';
