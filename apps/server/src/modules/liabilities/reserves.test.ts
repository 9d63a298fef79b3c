/** Reserves beside liabilities: custody addresses with signed proofs of control, read at each round. */
import {
  ERRORS,
  signReserveMessage,
  verifyReserveSignature,
  type AdminLiabilityRound,
  type AdminReserveAddress,
  type LiabilityRound,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import { hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { AppError } from '../../http/app-error.js';
import {
  ACCOUNT_PATHS,
  createSimulatedChain,
  createSimulatedSigner,
  demoHotWalletKey,
  deriveAddress,
  parseExtendedPublicKey,
  type CustodyReader,
} from '../chain/index.js';
import { DEMO_XPUBS } from '../deposit/index.js';
import { createReserves } from './reserves.service.js';

const USDT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
let t: TestApp;
let op: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  op = await consoleOperator(t, ['ledger.read', 'liabilities.publish']);
});
afterAll(() => t.close());

const plain = (amount: string | null | undefined) =>
  amount == null ? amount : toPlainString(decimal(amount));
const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
};

describe('simulated hot wallets', () => {
  it('derive from the public test mnemonic behind the demo deposit keys', () => {
    // The account keys the seed gives are the demo xpubs' keys, so account/1/0 is theirs too.
    for (const family of ['btc', 'evm', 'tron'] as const) {
      const demo = parseExtendedPublicKey(DEMO_XPUBS[family], family);
      const seedKey = HDKey.fromMasterSeed(
        hexToBytes(
          '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
        ),
      ).derive(ACCOUNT_PATHS[family]);
      expect(seedKey.publicKey).toEqual(demo.publicKey);
      expect(demoHotWalletKey(family)).toEqual(seedKey.derive('m/1/0').privateKey);
      expect(deriveAddress(demo, family, 0)).not.toBe('');
    }
  });

  it('are published by the first round, signed, labelled, and hold deposits less withdrawals', async () => {
    // A TRC20 token lands on the simulated TRON network, beside TRX.
    const user = await registerAccount(t);
    expect(
      reply(
        await t.post('/uc/asset/faucet', { symbol: 'USDT', chain: 'TRC20' }, { token: user.token }),
      ).code,
    ).toBe(0);
    const eth = createSimulatedChain(t.database.db, 'ETH');
    await eth.send('0x00000000000000000000000000000000000000aa', 2_500_000_000_000_000_000n);
    // Withdrawals are paid by the simulated signer once per withdrawal, however often it is asked.
    const signer = createSimulatedSigner(t.database.db, async () => [
      { symbol: 'ETH', chain: 'ETH', family: 'evm', contract: '', token_decimals: 18 },
      { symbol: 'USDT', chain: 'TRC20', family: 'tron', contract: USDT_TRC20, token_decimals: 6 },
    ]);
    // A TRC20 withdrawal is paid on the TRON network, where the faucet's USDT landed.
    await signer.send({
      id: 424243,
      chain: 'TRC20',
      symbol: 'USDT',
      address: 'TAbc',
      amount: '250',
    });
    const withdrawal = { id: 424242, chain: 'ETH', symbol: 'ETH', address: '0xbb', amount: '0.5' };
    const sent = await signer.send(withdrawal);
    expect(await signer.send(withdrawal)).toEqual(sent);

    const round = reply<AdminLiabilityRound>(
      await consolePost(t, op.token, '/liabilities/rounds/run'),
    ).data;
    expect(round.status).toBe('published');
    const holdings = round.reserves.flatMap((r) =>
      r.holdings.map((h) => ({ ...h, asset: r.asset })),
    );
    expect(new Set(holdings.map((h) => h.network))).toEqual(new Set(['BTC', 'ETH', 'TRON']));
    for (const h of holdings) {
      expect(h.simulated).toBe(true);
      expect(verifyReserveSignature(h.family, h.address, h.message, h.signature)).toBe(true);
      expect(h.message).toContain(h.address);
    }
    const ethHolding = holdings.find((h) => h.network === 'ETH' && h.asset === 'ETH');
    expect(plain(ethHolding?.amount)).toBe('2');
    expect(plain(round.reserves.find((r) => r.asset === 'ETH')?.total)).toBe('2');
    const tronUsdt = holdings.find((h) => h.network === 'TRON' && h.asset === 'USDT');
    expect(plain(tronUsdt?.amount)).toBe('750');

    // The public rounds carry the same reserves; a second round does not publish them twice.
    const published = reply<LiabilityRound[]>(await t.get('/uc/liabilities/rounds')).data;
    expect(published.find((r) => r.id === round.id)?.reserves).toEqual(round.reserves);
    await consolePost(t, op.token, '/liabilities/rounds/run');
    const listed = reply<AdminReserveAddress[]>(
      await consoleGet(t, op.token, '/liabilities/reserves'),
    ).data;
    expect(listed.filter((a) => a.network === 'ETH')).toHaveLength(1);
    expect(listed.every((a) => a.addedBy === null && a.removedAt === null)).toBe(true);
  });

  it('refuses an operator’s address on a simulated or unknown network, and without the permission', async () => {
    for (const network of ['ETH', 'DOGE']) {
      const res = reply(
        await consoleGet(t, op.token, '/liabilities/reserves/challenge', {
          network,
          address: '0x00000000000000000000000000000000000000aa',
        }),
      );
      expect(res.code).toBe(ERRORS.RESERVE_NETWORK_UNREADABLE.code);
    }
    const reader = await consoleOperator(t, ['ledger.read']);
    const denied = reply(await consolePost(t, reader.token, '/liabilities/reserves/1/remove'));
    expect(denied.code).toBe(ERRORS.PERMISSION_DENIED.code);
  });
});

describe('operator-published addresses', () => {
  const KEY = hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
  const ADDRESS = '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23';
  let balances: (address: string) => Promise<Map<string, bigint>>;
  const custody: CustodyReader = {
    networks: async () => [
      {
        network: 'ARB',
        family: 'evm',
        simulated: false,
        assets: [
          { symbol: 'ETH', contract: '', decimals: 18 },
          { symbol: 'USDT', contract: '0xdac17f958d2ee523a2206206994597c13d831ec7', decimals: 6 },
        ],
      },
    ],
    balances: async (_network, address) => balances(address),
    simulatedHotWallets: async () => [],
  };
  const reserves = () =>
    createReserves({ db: t.database.db as never, clock: t.clock, custody, log: () => undefined });

  it('publishes an address only with its signature of today’s message', async () => {
    const service = reserves();
    const challenge = await service.challenge('ARB', ADDRESS);
    expect(challenge.format).toContain('EIP-191');
    const signature = signReserveMessage('evm', KEY, challenge.message);
    const body = {
      network: 'ARB',
      address: ADDRESS,
      label: 'Cold 1',
      signedAt: challenge.signedAt,
    };

    expect(await codeOf(service.challenge('ARB', '0x123'))).toBe('RESERVE_ADDRESS_INVALID');
    expect(
      await codeOf(service.add(1, { ...body, signature: `${signature.slice(0, -2)}1b` })),
    ).toBe('RESERVE_SIGNATURE_INVALID');
    const other = hexToBytes('8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f');
    expect(
      await codeOf(
        service.add(1, { ...body, signature: signReserveMessage('evm', other, challenge.message) }),
      ),
    ).toBe('RESERVE_SIGNATURE_INVALID');
    // The message names its day: a signature over another day's message does not fit this one.
    expect(
      await codeOf(
        service.add(1, { ...body, signedAt: challenge.signedAt - 86_400_000, signature }),
      ),
    ).toBe('RESERVE_SIGNATURE_INVALID');
    expect(
      await codeOf(
        service.add(1, { ...body, signedAt: challenge.signedAt - 8 * 86_400_000, signature }),
      ),
    ).toBe('RESERVE_SIGNATURE_STALE');
    expect(
      await codeOf(
        service.add(1, { ...body, signedAt: challenge.signedAt + 3_600_000, signature }),
      ),
    ).toBe('RESERVE_SIGNATURE_STALE');
    expect(await service.list()).toHaveLength(3); // the simulated hot wallets only

    const added = await service.add(7, { ...body, signature });
    expect(added).toMatchObject({ network: 'ARB', simulated: false, addedBy: 7, removedAt: null });
    // The same address in lower case is the same address.
    const lower = await service.challenge('ARB', ADDRESS.toLowerCase());
    const again = { ...body, address: lower.address, signedAt: lower.signedAt };
    expect(
      await codeOf(
        service.add(7, { ...again, signature: signReserveMessage('evm', KEY, lower.message) }),
      ),
    ).toBe('RESERVE_ADDRESS_EXISTS');

    // Read: each asset of its network; a chain that does not answer leaves the address unread.
    balances = async () =>
      new Map([
        ['ETH', 1_500_000_000_000_000_000n],
        ['USDT', 2_000_000n],
      ]);
    const read = (await service.read()).filter((r) => r.address_id === added.addressId);
    expect(read.map((r) => [r.asset, plain(r.amount as string)])).toEqual([
      ['ETH', '1.5'],
      ['USDT', '2'],
    ]);
    balances = async () => {
      throw new Error('node down');
    };
    const unread = (await service.read()).filter((r) => r.address_id === added.addressId);
    expect(unread.map((r) => r.amount)).toEqual([null, null]);

    const removed = await service.remove(added.addressId);
    expect(removed.removedAt).not.toBeNull();
    expect(await codeOf(service.remove(added.addressId))).toBe('RESERVE_ADDRESS_NOT_FOUND');
    expect((await service.read()).some((r) => r.address_id === added.addressId)).toBe(false);
  });
});
