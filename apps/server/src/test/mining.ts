import type {
  CustodyOrder,
  HashPrice,
  MiningConsoleMachine,
  MiningMachine,
  MiningOrder,
  MiningPayout,
  MiningQuote,
  MiningRewards,
  Session,
} from '@exchange/contracts';
import { expect } from 'vitest';
import { reply } from './accounts.js';
import { consoleGet, consolePost } from './console.js';
import { earnApp, rid, type EarnApp } from './earn.js';
import type { Database } from '../db/database.js';

/** The seeded machines (migration 0041), drafts until listed. */
export const SEEDED = { trial: 1, asic: 2, gpu: 3, fpga: 4, ipfs: 5 } as const;

/** A machine of an algorithm the simulated feed does not know: its days wait for an operator's price. */
export const EQUIHASH = {
  type: 'gpu',
  name: { en_US: 'Equihash rig', zh_CN: 'Equihash 矿机' },
  coin: 'USDT',
  price: '100',
  termDays: 2,
  algorithm: 'Equihash',
  hashRate: '100',
  hashUnit: 'kSol/s',
  powerW: 1000,
  electricityPrice: '0.05',
  manufacturer: 'Innosilicon',
  dimensions: '300 × 200 × 150 mm',
  weightKg: '9.5',
  temperature: '0–40 °C',
  humidity: '10–90 % RH',
  stock: 50,
  userLimit: 10,
  sort: 9,
} as const;

/**
 * Mining tests' app: the earn app (the earn module alone, clock at
 * 2026-11-21 12:00 UTC) with the calls mining users and operators make.
 */
export async function miningApp(options: { database?: Database } = {}) {
  const E: EarnApp = await earnApp(options);
  const { t, post, get, manage, operators, ledger } = E;
  type Result = { order: MiningOrder; replayed: boolean };
  return {
    ...E,
    machines: async (lang = 'en_US') =>
      reply<MiningMachine[]>(await t.get('/uc/financial/mining/machines', {}, { lang })).data,
    machine: (id: number) =>
      get<MiningMachine & { hashPrices: HashPrice[] }>(null, '/financial/mining/machine', {
        id: String(id),
      }),
    quote: (machineId: number, quantity: number) =>
      get<MiningQuote>(null, '/financial/mining/quote', {
        machineId: String(machineId),
        quantity: String(quantity),
      }),
    buy: (s: Session, machineId: number, quantity = 1, requestId = rid('mine')) =>
      post<Result>(s, '/financial/mining/buy', { machineId, quantity, requestId }),
    renew: (s: Session, orderId: string, requestId = rid('renew')) =>
      post<Result>(s, '/financial/mining/renew', { orderId, requestId }),
    order: (s: Session, id: string) =>
      get<MiningOrder & { payouts: MiningPayout[] }>(s, '/financial/mining/order', { id }),
    orders: (s: Session, query: Record<string, string> = {}) =>
      get<{ list: MiningOrder[]; total: number }>(s, '/financial/mining/orders', query),
    rewards: async (s: Session) => (await get<MiningRewards>(s, '/financial/mining/rewards')).data,
    withdraw: (s: Session, requestId = rid('withdraw')) =>
      post<{
        withdrawn: { coin: string; amount: string }[];
        nextWithdrawAt: number;
        replayed: boolean;
      }>(s, '/financial/mining/withdraw', { requestId }),
    custodyOrders: async (s: Session) => (await get<CustodyOrder[]>(s, '/financial/custody')).data,
    /** The buyer's mining wallet: rewards are held (locked) until withdrawn. */
    miningWallet: (s: Session, asset = 'USDT') =>
      ledger.balance({ userId: s.member.id, wallet: 'mining', asset }),
    incomeAccount: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'mining:income', asset })).available,
    salesAccount: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'mining:sales', asset })).available,
    setStatus: (id: number, status: 'listed' | 'locked') =>
      manage<MiningConsoleMachine>(`/mining/machines/${id}/status`, { status }),
    async list(id: number) {
      const listed = await this.setStatus(id, 'listed');
      expect(listed.code, listed.message).toBe(0);
      return listed.data;
    },
    createMachine: (body: Record<string, unknown> = {}) =>
      manage<MiningConsoleMachine>('/mining/machines', { ...EQUIHASH, ...body }),
    updateMachine: (id: number, body: Record<string, unknown>) =>
      manage<MiningConsoleMachine>(`/mining/machines/${id}`, { ...EQUIHASH, ...body }),
    publishPrice: (day: string, price: string, algorithm = 'SHA-256', unit = 'TH/s') =>
      manage<HashPrice>('/mining/hash-prices', {
        algorithm,
        coin: 'USDT',
        unit,
        day,
        price,
        sourceName: 'pool payout statement',
      }),
    consoleGet: async <T>(url: string, query: Record<string, string> = {}) =>
      reply<T>(await consoleGet(t, (await operators()).manager.token, url, query)),
    /** Fills `mining:income` by `amount`, maker then checker, as real pool payouts would be. */
    async fillIncome(amount: string, asset = 'USDT') {
      const { maker, checker } = await operators();
      const asked = reply<{ id: number }>(
        await consolePost(t, maker.token, '/adjustments', {
          kind: 'mining_income',
          asset,
          amount,
          reason: `pool payouts ${amount}`,
          requestId: rid('pool'),
        }),
      );
      expect(asked.code, asked.message).toBe(0);
      const approved = reply(
        await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`, {}),
      );
      expect(approved.code, approved.message).toBe(0);
    },
  };
}

export type MiningApp = Awaited<ReturnType<typeof miningApp>>;
