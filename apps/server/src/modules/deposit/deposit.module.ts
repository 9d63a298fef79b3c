import type { Kysely } from 'kysely';
import type { Api } from '../../http/types.js';
import type { Job } from '../../jobs.js';
import type { Clock } from '../../lib/clock.js';
import {
  parseExtendedPublicKey,
  type AddressFamily,
  type HDKey,
  createEvmWatcher,
  type ChainWatcher,
  createSimulatedChain,
  type SimulatedChain,
} from '../chain/index.js';
import { createCoinStore } from '../coin/index.js';
import type { Events } from '../events/index.js';
import type { Ledger } from '../ledger/index.js';
import { DEMO_XPUBS } from './demo-keys.js';
import { registerDepositRoutes } from './deposit.routes.js';
import { createDepositService } from './deposit.service.js';
import { createFaucet } from './faucet.js';

export interface ChainOptions {
  /** Account-level extended public keys per family; absent ones use the public demo keys when `demo`. */
  readonly xpubs: Partial<Record<AddressFamily, string>>;
  /** JSON-RPC URL of an Ethereum node; absent means the simulated ETH network. */
  readonly evmRpcUrl?: string | undefined;
  readonly evmSignerKey?: string | undefined;
  /** Outside production: demo keys, simulated chains and the faucet are allowed. */
  readonly demo: boolean;
  readonly simBlockMs: number;
  readonly pollMs: number;
}

/**
 * Deposits wiring: keys, watchers (real EVM or simulated), the faucet and the
 * background loop that mines simulated blocks and polls every watcher.
 */
export function createDepositModule<T>(deps: {
  db: Kysely<T>;
  ledger: Ledger;
  events: Events;
  clock: Clock;
  options: ChainOptions;
}) {
  const { db, options } = deps;
  const chains = createCoinStore(db).chains;
  const keys: Partial<Record<AddressFamily, HDKey>> = {};
  for (const family of ['btc', 'evm', 'tron'] as const) {
    const xpub = options.xpubs[family] ?? (options.demo ? DEMO_XPUBS[family] : undefined);
    if (xpub) keys[family] = parseExtendedPublicKey(xpub, family);
  }
  const simulated: Record<string, SimulatedChain> = {};
  const watchers: ChainWatcher[] = [];
  for (const network of ['BTC', 'ETH', 'TRON'] as const) {
    if (network === 'ETH' && options.evmRpcUrl) continue;
    if (!options.demo) continue;
    simulated[network] = createSimulatedChain(db, network);
  }
  watchers.push(...Object.values(simulated).map((chain) => chain.watcher));

  const deposits = createDepositService({
    db,
    ledger: deps.ledger,
    events: deps.events,
    chains,
    clock: deps.clock,
    keys,
    addressNetwork: 'mainnet',
    watchers,
    simulated: Object.keys(simulated).length > 0,
  });
  const faucet =
    options.demo && Object.keys(simulated).length > 0
      ? createFaucet({ deposits, chains, simulated })
      : undefined;

  return {
    deposits,
    /** The networks simulated in this process. */
    simulatedNetworks: Object.keys(simulated),
    register(api: Api) {
      registerDepositRoutes(api, { deposits, faucet });
    },
    /** The module's background work: simulated blocks and deposit polling. */
    async jobs(): Promise<Job[]> {
      if (options.evmRpcUrl) {
        const rows = (await chains()).filter(
          (c) => c.family === 'evm' && c.contract && c.deposit_enabled,
        );
        const tokens = rows.map((r) => ({ contract: r.contract, symbol: r.symbol }));
        watchers.push(
          createEvmWatcher({ chain: 'ETH', rpcUrl: options.evmRpcUrl, tokens, finality: 64 }),
        );
      }
      return [
        ...Object.entries(simulated).map(([network, chain]) => ({
          name: `mine ${network}`,
          everyMs: options.simBlockMs,
          run: () => chain.mine(1),
        })),
        { name: 'poll deposits', everyMs: options.pollMs, run: () => deposits.pollOnce() },
      ];
    },
  };
}
