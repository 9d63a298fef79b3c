/**
 * Events: the platform's domain events with an outbox. Modules publish a
 * typed event in the same transaction as the change it reports; consumers
 * (referral, savings income, notifications) handle them at least once.
 *
 * The events are listed, with their payloads, in `events.core.ts`.
 * `dispatch` (a job every second) hands each consumer the events it has not
 * handled, oldest first, and records each handled one per consumer as a row,
 * not a cursor (ids commit out of order). A failing handler stops its
 * consumer at that event until the next dispatch; handlers are idempotent,
 * since a crash can show an event twice.
 *
 * Boundary: owns `domain_event` and `event_delivery`; no routes. The event
 * names and payloads are `events.core.ts`'s `DomainEvents`.
 *
 * Invariant: an event exists exactly when its change committed; one event
 * per key; a consumer is handed each event until it has handled it once.
 * Handled events are forgotten after 30 days (`prune`, an hourly job).
 */
export { createEvents, EVENT_RETENTION_MS } from './events.service.js';
export type { Events } from './events.service.js';
export type { DomainEvent, DomainEvents, EventName } from './events.core.js';
