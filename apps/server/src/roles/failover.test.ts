/**
 * The failover test (issue 27): two engine processes (`engine-main.ts`)
 * own the spot markets through leases on a real PostgreSQL and take
 * commands over a real NATS server. A load of orders on two markets goes
 * through the bus while the owner of the busiest market is killed with
 * SIGKILL every few seconds (and replaced, so two engines always run).
 *
 * Afterwards: every acknowledged order exists once, as acknowledged; every
 * market's trades are numbered without a gap or a repeat; nothing is left
 * journaled or SUBMITTED; the ledger and spot checks hold. The takeover
 * time (from the kill to the next order the market answers) is printed
 * against its 2 s target, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ERROR_CODES, type SpotOrder } from '@exchange/contracts';
import { mulberry32 } from '@exchange/engine';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createMarketLeases } from '../lib/market-lease.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../test/db.js';
import { describeWithNats, startNats, type NatsServer } from '../test/nats.js';
import { fundSpotUsers } from '../test/spot-engines.js';
import { checkLedger } from '../modules/ledger/index.js';
import { checkSpot, spotOverBus } from '../modules/spot/index.js';

const ENTRY = fileURLToPath(new URL('./engine-main.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const TTL_MS = 1000;
const RUN_MS = 12_000;
const KILL_EVERY_MS = 3_000;
const KILLS = 3;
const USERS = 8;
const MARKETS = { 'BTC/USDT': 60_000, 'ETH/USDT': 3_000 } as const;
type Symbol = keyof typeof MARKETS;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Engine {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
}

describeWithNats('failover of a market’s owner', () => {
  describeWithPostgres('under load, killed every few seconds (PostgreSQL, NATS)', () => {
    let database: Database & { schema: string };
    let server: NatsServer;
    let nc: NatsConnection;
    let databaseUrl: string;
    const engines = new Map<string, Engine>();
    const output: string[] = [];
    let spawned = 0;

    async function startEngine(): Promise<Engine> {
      spawned += 1;
      const name = `engine-${spawned}`;
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ENTRY], {
        cwd: REPO,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          NATS_URL: server.url,
          ENGINE_ID: name,
          LEASE_TTL_MS: String(TTL_MS),
        },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      const keep = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n'))
          if (line.trim() !== '') output.push(`[${name}] ${line}`);
        if (output.length > 300) output.splice(0, output.length - 300);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await new Promise<void>((resolve, reject) => {
        child.once('message', () => resolve());
        void exited.then(() => reject(new Error(`${name} exited before it was ready`)));
      });
      const engine = { name, child, exited };
      engines.set(name, engine);
      return engine;
    }

    beforeAll(async () => {
      server = await startNats();
      database = await createPostgresDatabase();
      const url = new URL(TEST_DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${database.schema}`);
      databaseUrl = url.toString();
      await fundSpotUsers(
        database,
        USERS,
        [
          ['USDT', '1000000'],
          ['BTC', '20'],
          ['ETH', '400'],
        ],
        Date.now(),
      );
      await startEngine();
      await startEngine();
      nc = await connect({ servers: server.url });
    }, 60_000);

    afterAll(async () => {
      await nc?.close();
      for (const engine of engines.values()) engine.child.kill('SIGKILL');
      await Promise.all([...engines.values()].map((e) => e.exited));
      await server?.stop();
      await database?.close();
    });

    it('loses no acknowledged order and repeats no fill', async () => {
      const leases = createMarketLeases(database.db as unknown as Kysely<unknown>);
      const api = spotOverBus(
        nc,
        async (userId, orderId) => {
          const { rows } = await sql<{ market: string }>`
            select market from spot_order where id = ${orderId} and user_id = ${userId}`.execute(
            database.db,
          );
          return rows[0]?.market ?? null;
        },
        // A request to an owner killed with it in flight waits this long
        // before the retry finds the new owner: part of what a client sees.
        800,
      );
      const random = mulberry32(27);
      const acked = new Map<string, SpotOrder>();
      const answeredAt: Record<Symbol, number[]> = { 'BTC/USDT': [], 'ETH/USDT': [] };
      let refused = 0;
      let busy = 0;
      let n = 0;
      const deadline = Date.now() + RUN_MS;

      /** One order, retried with its client order id while the market is busy (a takeover). */
      async function order(): Promise<void> {
        const symbol: Symbol = random() < 0.7 ? 'BTC/USDT' : 'ETH/USDT';
        const mid = MARKETS[symbol];
        const side = random() < 0.5 ? ('buy' as const) : ('sell' as const);
        const offset = Math.floor((random() - 0.5) * mid * 0.002);
        const body = {
          symbol,
          side,
          type: 'limit' as const,
          price: String(mid + offset),
          amount: symbol === 'BTC/USDT' ? '0.01' : '0.2',
          timeInForce: random() < 0.3 ? ('IOC' as const) : ('GTC' as const),
          clientOrderId: `f${(n += 1)}`,
        };
        const userId = 1 + Math.floor(random() * USERS);
        for (let attempt = 0; attempt < 80; attempt += 1) {
          try {
            const placed = await api.place(userId, body);
            acked.set(body.clientOrderId, placed);
            answeredAt[symbol].push(Date.now());
            return;
          } catch (error) {
            if ((error as { code?: number }).code !== ERROR_CODES.MARKET_BUSY) {
              refused += 1;
              return;
            }
            busy += 1;
            await sleep(50);
          }
        }
        throw new Error(`order ${body.clientOrderId} found no owner in 80 tries`);
      }
      /** Three kills, each after the market answered again and a replacement is ready. */
      const kills: number[] = [];
      let killing = true;
      const killer = (async () => {
        try {
          for (let k = 0; k < KILLS; k += 1) {
            await sleep(KILL_EVERY_MS);
            const owner = (await leases.holder('BTC/USDT'))?.owner;
            const victim = owner ? engines.get(owner) : undefined;
            if (!victim) throw new Error(`no running owner of BTC/USDT (${owner ?? 'none'})`);
            const killedAt = Date.now();
            kills.push(killedAt);
            victim.child.kill('SIGKILL');
            await victim.exited;
            engines.delete(victim.name);
            // The replacement loads once the survivor has taken over: its start
            // (seconds of loading under tsx) would otherwise share the two cores
            // with the takeover being measured.
            for (let waited = 0; waited < 30_000; waited += 50) {
              if (answeredAt['BTC/USDT'].some((t) => t > killedAt)) break;
              await sleep(50);
            }
            await startEngine();
          }
        } finally {
          killing = false;
        }
      })();
      // The load runs for RUN_MS at least, and on until the last takeover is over.
      const clients = Array.from({ length: 6 }, async () => {
        while (Date.now() < deadline || killing) await order();
      });
      await Promise.all([...clients, killer]);

      // A clean stop of the engines left writes what they answered and hands the markets over.
      for (const engine of [...engines.values()]) {
        engine.child.kill('SIGTERM');
        await engine.exited;
        engines.delete(engine.name);
      }
      // What the killed owners journaled and never wrote, a last owner replays and writes.
      const last = await startEngine();
      last.child.kill('SIGTERM');
      await last.exited;
      engines.delete(last.name);

      const takeovers = kills.map((killedAt) => {
        const next = answeredAt['BTC/USDT'].find((t) => t > killedAt);
        return next === undefined ? Number.NaN : next - killedAt;
      });
      console.info(
        `failover: ${acked.size} orders acknowledged (${refused} refused, ${busy} busy answers retried), ` +
          `${kills.length} kills of the BTC/USDT owner; takeover ${takeovers.map((t) => `${t} ms`).join(', ')} ` +
          `(target under 2,000 ms; lease ${TTL_MS} ms)`,
      );
      expect(kills).toHaveLength(KILLS);
      expect(takeovers.every((t) => Number.isFinite(t))).toBe(true);

      // Every acknowledged order exists once, under the id it was answered with.
      const { rows: orders } = await sql<{ id: string; client_order_id: string; n: string }>`
        select min(id) as id, client_order_id, count(*) as n from spot_order
        where client_order_id is not null group by client_order_id`.execute(database.db);
      const stored = new Map(orders.map((o) => [o.client_order_id, o]));
      for (const [clientOrderId, placed] of acked) {
        const row = stored.get(clientOrderId);
        expect(row?.n, clientOrderId).toBe('1');
        expect(row?.id, clientOrderId).toBe(placed.orderId);
      }
      // Trades numbered 1..N per market: none lost, none twice.
      for (const symbol of Object.keys(MARKETS)) {
        const { rows } = await sql<{ trade_no: string }>`
          select trade_no from spot_trade where market = ${symbol} order by trade_no`.execute(
          database.db,
        );
        expect(rows.map((r) => Number(r.trade_no))).toEqual(rows.map((_, i) => i + 1));
      }
      const { rows: left } = await sql<{ journal: string; submitted: string }>`
        select (select count(*) from spot_journal) as journal,
          (select count(*) from spot_order where status = 'SUBMITTED') as submitted`.execute(
        database.db,
      );
      expect(left[0]).toEqual({ journal: '0', submitted: '0' });
      expect(await checkLedger(database.db, [() => checkSpot(database.db)])).toEqual([]);
    }, 180_000);
  });
});
