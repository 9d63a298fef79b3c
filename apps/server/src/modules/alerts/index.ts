/**
 * Alerts: price alerts on the live spot markets. A user asks to be told
 * when a market's last price rises to or falls to a price, or moves up or
 * down by a percentage from the price when they asked (turned into a price
 * then, rounded to the tick away from the base, and both kept). A target
 * the price already meets is refused, as it would fire at once; at most
 * ALERT_ACTIVE_MAX are active per user.
 *
 * Active alerts are held in memory per market, rises by threshold upwards
 * and falls downwards (`alerts.book.ts`), so each batch of trades the spot
 * module publishes looks only at the alerts its highest and lowest price
 * reach: a spike that crosses and comes back within one batch fires. The
 * book is loaded at start and each market's part reloaded by its first
 * batch after ten seconds, so alerts another process made or cancelled are
 * seen. Firing is `UPDATE … WHERE status = 'ACTIVE'` with the `alert.fired`
 * domain event in the same transaction; the notification centre turns the
 * event into a notice in the `alerts` category, e-mailed or texted as the
 * user's preferences say, linked to the alert list.
 *
 * Boundary: owns price_alert; serves /uc/alerts*; reads markets and trades
 * only through the live spot view and market data; tells users only by the
 * `alert.fired` event.
 *
 * Invariant: an alert leaves ACTIVE once, to FIRED (with when and at what
 * trade price) or CANCELLED, and only the change that did it publishes; a
 * fired rise's price is at or above its threshold, a fall's at or below;
 * a percentage alert's threshold is its base moved by at least its
 * percentage.
 */
export { alertsModule, createAlertsModule } from './alerts.module.js';
export { createAlerts, type Alerts } from './alerts.service.js';
