/**
 * Notifications: the user's notification centre (the bell, the list, mark
 * read), fed by domain events, and their preferences, which decide per
 * category whether a notice is shown and whether it also goes by e-mail or
 * SMS through the platform's messenger, in the user's language.
 *
 * The module consumes the events users are told of (`notifications.sources.ts`:
 * deposits credited, withdrawals reviewed and sent, orders filled, contract
 * margin calls and liquidations, P2P order, appeal and chat records, loans'
 * notices, support replies, mining income, security changes) and turns each
 * into notices for its users. A notice is stored as its kind and values and
 * worded when read (`notifications.render.ts`, `texts/`), in the reader's
 * language. Its key derives from the event's, so a redelivered event
 * records nothing twice; e-mails and SMS are durable jobs enqueued in the
 * notice's own transaction. Chat notices keep one unread line per thread.
 * Security notices cannot be switched off: always shown, always e-mailed
 * (by SMS when no e-mail is bound). New notices and read counts are pushed
 * on the private realtime topic `notifications`.
 *
 * The spec's P2P switches (order, appeal, chat, e-mail, SMS at
 * /otc/notification/settings) are a view of the same preferences, and P2P
 * asks `notificationWanted` whether to flag a live record.
 *
 * Boundary: owns notification and notification_preference; serves
 * /uc/notifications* and /uc/otc/notification/settings; consumer
 * `notifications` of the domain events; jobs `notifications.send` and
 * `notifications.prune` (read ones after 90 days, any after a year).
 */
export { notificationsModule } from './notifications.module.js';
