import { sql } from 'kysely';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  type Address,
  type Hash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import {
  compileTestToken,
  startLocalEvmNode,
  type LocalEvmNode,
} from '../chain/chain.test-support.js';
import { createEvmWatcher } from '../chain/index.js';
import { createCoinStore } from '../coin/index.js';
import { createEvents } from '../events/index.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkDeposits } from './deposit.check.js';
import { demoKeys } from './demo-keys.js';
import { createDepositService, type DepositService } from './deposit.service.js';

// Hardhat's first default account: a public key, funded only on dev chains.
const funder = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);
const USER = 21;
const CONFIRMATIONS = 3;

let node: LocalEvmNode | undefined;
let database: Database;
let ledger: Ledger;
let deposits: DepositService;
let token: Address;
let address: Address;
let clients: ReturnType<typeof connect>;

function connect(rpcUrl: string) {
  const transport = http(rpcUrl);
  return {
    pub: createPublicClient({ chain: hardhat, transport }),
    wallet: createWalletClient({ account: funder, chain: hardhat, transport }),
    test: createTestClient({ chain: hardhat, mode: 'hardhat', transport }),
  };
}
const mined = async (sent: Promise<Hash>) =>
  clients.pub.getTransactionReceipt({ hash: await sent });
const mine = async (blocks: number) => {
  // One block per call: hardhat_mine with a count leaves parent hashes the watcher rightly rejects.
  for (let i = 0; i < blocks; i++) await clients.test.mine({ blocks: 1 });
};
const balance = async () =>
  (await ledger.balance({ userId: USER, wallet: 'spot', asset: 'USDT' })).available;

beforeAll(async () => {
  node = await startLocalEvmNode();
  clients = connect(node.rpcUrl);
  const { abi, bytecode } = compileTestToken();
  const deployed = await mined(clients.wallet.deployContract({ abi, bytecode }));
  if (!deployed.contractAddress) throw new Error('token not deployed');
  token = deployed.contractAddress;
  await mined(
    clients.wallet.writeContract({
      address: token,
      abi: parseAbi(['function mint(address to, uint256 value)']),
      functionName: 'mint',
      args: [funder.address, parseEther('1000000')],
    }),
  );

  database = await createPGliteDatabase();
  // The local chain's token plays USDT on ERC-20, with 18 decimals and 3 confirmations.
  await sql`update coin_chain set contract = ${token.toLowerCase()}, token_decimals = 18, confirmations = ${CONFIRMATIONS}
    where symbol = 'USDT' and chain = 'ERC20'`.execute(database.db);
  const clock = manualClock();
  ledger = createLedger(database.db, clock);
  const start = await clients.pub.getBlockNumber();
  deposits = createDepositService({
    db: database.db,
    ledger,
    events: createEvents({ db: database.db, clock, log: () => {} }),
    chains: createCoinStore(database.db).chains,
    clock,
    keys: demoKeys(),
    addressNetwork: 'mainnet',
    watchers: [
      createEvmWatcher({
        chain: 'ETH',
        rpcUrl: node.rpcUrl,
        tokens: [{ contract: token, symbol: 'USDT' }],
        finality: 64,
        startBlock: start,
      }),
    ],
    simulated: false,
  });
  address = (await deposits.address(USER, 'USDT', 'ERC20')).address as Address;
}, 90_000);

afterAll(async () => {
  if (database) {
    expect(await checkLedger(database.db, [() => checkDeposits(database.db)])).toEqual([]);
    await database.close();
  }
  await node?.stop();
});

describe('ERC-20 deposits from a real JSON-RPC node', () => {
  it('credits a deposit after the required confirmations, once', async () => {
    await mined(
      clients.wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseEther('50')],
      }),
    );
    await deposits.pollOnce();
    expect((await deposits.list(USER, 1, 10)).list[0]).toMatchObject({
      amount: '50',
      status: 'confirming',
      confirmations: 1,
    });
    expect(await balance()).toBe('0');
    await mine(CONFIRMATIONS - 1);
    await deposits.pollOnce();
    await deposits.pollOnce();
    expect((await deposits.list(USER, 1, 10)).list[0]).toMatchObject({
      status: 'credited',
      confirmations: CONFIRMATIONS,
    });
    expect(await balance()).toBe('50');
  });

  it('never credits an unconfirmed deposit that a reorg removes', async () => {
    await deposits.pollOnce();
    const snapshot = await clients.test.snapshot();
    const orphan = await clients.wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseEther('30')],
    });
    await deposits.pollOnce();
    const seen = (await deposits.list(USER, 1, 10)).list.find((d) => d.txid === orphan);
    expect(seen).toMatchObject({ status: 'confirming', amount: '30' });

    await clients.test.revert({ id: snapshot });
    await mine(CONFIRMATIONS + 2);
    await deposits.pollOnce();
    await deposits.pollOnce();
    const after = (await deposits.list(USER, 1, 10)).list.find((d) => d.txid === orphan);
    expect(after?.status).toBe('orphaned');
    expect(await balance()).toBe('50');
  });
});
