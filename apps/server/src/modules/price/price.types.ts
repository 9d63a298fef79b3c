/**
 * The shapes shared by the index, its feeds and its readers. Prices are in
 * USD terms: exchanges quote some coins in USDT and some in USD, and the index
 * treats the two as one unit (USDT is the platform's quote asset at par).
 */

/** One source's latest price for one coin, as the source reported it. */
export interface Quote {
  /** The feed's name, e.g. 'binance' or 'simulated'. */
  readonly source: string;
  /** The base coin, upper case, e.g. 'BTC'; the quote is always USDT (or USD). */
  readonly symbol: string;
  /** Decimal text; anything `parseDecimal` refuses, or not above zero, is ignored. */
  readonly price: string;
  /** When the price was true: the source's own time if it sends one, else when we received it. */
  readonly atMs: number;
}

/**
 * Something that yields quotes. A feed never throws for a failing source: it
 * logs and returns what it has (possibly nothing), so one bad source cannot
 * stop a poll round. The index still guards against a feed that does throw.
 */
export interface PriceFeed {
  /** Unique among the index's feeds; every quote it yields carries it as `source`. */
  readonly name: string;
  /** True for demo data, so every price built from it is labelled as such. */
  readonly simulated: boolean;
  /** The coins this feed can price. */
  readonly symbols: readonly string[];
  fetch(): Promise<readonly Quote[]>;
}

/** The index price of one coin, as readers and the API see it. */
export interface IndexPrice {
  readonly symbol: string;
  /** Decimal text in USD (USDT at par). */
  readonly price: string;
  /** The oldest of the quotes it was built from: every input is at least this recent. */
  readonly atMs: number;
  /** How many independent fresh sources the median was taken over. */
  readonly sources: number;
  /** True when any of those sources is simulated: the UI must label it demo data. */
  readonly simulated: boolean;
}

/** Where feeds and the index report trouble without throwing; the server passes its logger. */
export type PriceLog = (message: string, details: Readonly<Record<string, unknown>>) => void;

export const silentLog: PriceLog = () => undefined;
