/**
 * Events: the platform's domain events with an outbox. Modules publish a
 * typed event in the same transaction as the change it reports; consumers
 * (referral, savings income, notifications) handle them at least once.
 *
 * Boundary: owns `domain_event` and `event_delivery`; no routes. The event
 * names and payloads are `events.core.ts`'s `DomainEvents`.
 *
 * Invariant: an event exists exactly when its change committed; one event
 * per key; a consumer is handed each event until it has handled it once.
 */
export { createEvents } from './events.service.js';
export type { Events } from './events.service.js';
export type { DomainEvent, DomainEvents, EventName } from './events.core.js';
