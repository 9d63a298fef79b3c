import { cmp, gt, lt, type Decimal } from '@exchange/money';

/** An active alert as the book keeps it: what fires it, nothing else. */
export interface Watched {
  readonly id: number;
  readonly threshold: Decimal;
  /** Waits for the price to reach the threshold from below (else from above). */
  readonly rises: boolean;
}

interface Sides {
  /** Rises, lowest threshold first: a batch's high fires a prefix. */
  readonly up: Watched[];
  /** Falls, highest threshold first: a batch's low fires a prefix. */
  readonly down: Watched[];
}

/**
 * The active alerts of every market, in memory, ordered so that a batch
 * of trades looks only at alerts it fires: rises sorted by threshold
 * upwards, falls downwards, each cut where the batch's high (or low) stops
 * reaching. Adding and removing cost a binary search and a splice. Pure:
 * the service keeps it in step with the table.
 */
export class AlertBook {
  private readonly markets = new Map<string, Sides>();
  private readonly symbolOf = new Map<number, string>();

  /** How many alerts it holds. */
  get size(): number {
    return this.symbolOf.size;
  }

  has(id: number): boolean {
    return this.symbolOf.has(id);
  }

  /** Adds an alert of `symbol`; one already held under its id is replaced. */
  add(symbol: string, alert: Watched): void {
    this.remove(alert.id);
    let sides = this.markets.get(symbol);
    if (!sides) this.markets.set(symbol, (sides = { up: [], down: [] }));
    const list = alert.rises ? sides.up : sides.down;
    // Rises ascend and falls descend: insert after every equal threshold, keeping arrival order.
    const before = (held: Watched) =>
      alert.rises ? lt(alert.threshold, held.threshold) : gt(alert.threshold, held.threshold);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(list[mid] as Watched)) hi = mid;
      else lo = mid + 1;
    }
    list.splice(lo, 0, alert);
    this.symbolOf.set(alert.id, symbol);
  }

  /** Forgets an alert; false when it was not held. */
  remove(id: number): boolean {
    const symbol = this.symbolOf.get(id);
    if (symbol === undefined) return false;
    this.symbolOf.delete(id);
    const sides = this.markets.get(symbol);
    if (!sides) return true;
    for (const list of [sides.up, sides.down]) {
      const at = list.findIndex((held) => held.id === id);
      if (at >= 0) list.splice(at, 1);
    }
    if (sides.up.length === 0 && sides.down.length === 0) this.markets.delete(symbol);
    return true;
  }

  /** Replaces every alert of `symbol` with `alerts` (a reload from the table). */
  reset(symbol: string, alerts: readonly Watched[]): void {
    const sides = this.markets.get(symbol);
    for (const held of sides ? [...sides.up, ...sides.down] : []) this.symbolOf.delete(held.id);
    this.markets.delete(symbol);
    for (const alert of alerts) this.add(symbol, alert);
  }

  /**
   * The alerts of `symbol` that trades ranging from `low` to `high` reach:
   * rises with a threshold at or below the high, falls at or above the low.
   * They stay held until removed (the service removes each once it is no
   * longer active).
   */
  due(symbol: string, high: Decimal, low: Decimal): Watched[] {
    const sides = this.markets.get(symbol);
    if (!sides) return [];
    const fired: Watched[] = [];
    for (const alert of sides.up) {
      if (cmp(alert.threshold, high) > 0) break;
      fired.push(alert);
    }
    for (const alert of sides.down) {
      if (cmp(alert.threshold, low) < 0) break;
      fired.push(alert);
    }
    return fired;
  }
}
