import { OrderBook, makeWorkload } from '/work/main/packages/engine/src/index.ts';
import type { EngineEvent } from '/work/main/packages/engine/src/index.ts';
const t0 = Date.now();
const cmds = makeWorkload({ seed: 42, count: Number(process.env.N ?? 3_000_000) });
console.log('gen ms', Date.now() - t0);
for (let r = 0; r < 4; r++) {
  const book = new OrderBook();
  const out: EngineEvent[] = [];
  const s = process.hrtime.bigint();
  for (let i = 0; i < cmds.length; i++) { out.length = 0; book.execute(cmds[i]!, out); }
  const ns = Number(process.hrtime.bigint() - s);
  console.log((cmds.length / ns * 1e3).toFixed(2), 'M/s', book.orderCount);
}
