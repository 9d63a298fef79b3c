/** How a single writer (a market's or a contract's runner) answers a queued command once it is durable. */
export interface Reply<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
