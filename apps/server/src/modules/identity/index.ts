/**
 * Identity verification: three levels (primary, advanced, notarised), each
 * applied for in turn and reviewed by operators, and business (merchant)
 * certification with a security deposit held in the ledger.
 *
 * A level's state is its newest application's (`identity.service.ts`):
 * under review, resubmit (one document asked for again), passed or failed
 * (the user may reapply unless the reviewer made it final). Applications
 * name document photos uploaded through the files module (purpose
 * `identity`, the caller's own). Personal details are sealed by the secrets
 * key; the ID number is also kept as a keyed hash (`SecretBox.blindIndex`)
 * whose partial unique index lets one account only hold it under review or
 * passed. A screening adapter (`identity.screening.ts`, manual by default)
 * advises the reviewer. The console (`identity.console.ts`,
 * `identity.review.ts`) shows the queue and the documents, records each
 * view for the user, and decides; notarised and business approvals take
 * two operators. `identity.business.ts` locks, passes and refunds the
 * deposit, moving the merchant flag (c2c_user_type) with it.
 * `identity.limits.ts` holds each level's daily limits and answers other
 * modules' questions (`IdentityQuery`); withdrawals ask it before freezing
 * funds. `identity.retention.ts` erases a failed application's documents
 * after the retention period.
 *
 * Boundary: owns identity_application, identity_document_view,
 * verification_limit, business_certification, business_deposit_config and
 * identity_setting; serves the /uc/approve routes and the console's
 * /identity routes; offers `IdentityQuery` to the platform and later
 * modules. Sets c2c_user_type only through `AccountService.setMerchantType`.
 *
 * Invariant: one open and one passed application per user and level; an ID
 * number on one account; a level needs the one below passed; a live
 * certification holds exactly its deposit, an ended one nothing; a user is
 * a merchant exactly while their certification is passed.
 */
export { createIdentityModule, identityModule, type IdentityQuery } from './identity.module.js';
export { manualScreening, type ScreeningAdapter } from './identity.screening.js';
