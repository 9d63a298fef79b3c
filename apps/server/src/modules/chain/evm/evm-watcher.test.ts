import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseEther,
} from 'viem';
import type { Address, Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { compileTestToken } from './compile.js';
import { httpRpc } from './evm-rpc.js';
import type { EvmRpc } from './evm-rpc.js';
import { createEvmWatcher, EvmDeepReorgError } from './evm-watcher.js';
import { bloomMayContain } from './logs-bloom.js';
import { startLocalEvmNode } from './local-node.js';
import type { LocalEvmNode } from './local-node.js';
import type { ObservedTransfer } from './watcher.types.js';

// Hardhat's first default account: its key is public and funded only on dev chains.
const funder = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
);
const ALICE = `0x${'a1'.repeat(20)}` as Address;
const BOB = `0x${'b0'.repeat(20)}` as Address;
const STRANGER = `0x${'ee'.repeat(20)}` as Address;
const mintAbi = parseAbi(['function mint(address to, uint256 value)']);

function connect(rpcUrl: string) {
  const transport = http(rpcUrl);
  return {
    rpcUrl,
    pub: createPublicClient({ chain: hardhat, transport }),
    wallet: createWalletClient({ account: funder, chain: hardhat, transport }),
    test: createTestClient({ chain: hardhat, mode: 'hardhat', transport }),
  };
}

let node: LocalEvmNode | undefined;
let chain: ReturnType<typeof connect>;
let token: Address;

beforeAll(async () => {
  node = await startLocalEvmNode();
  chain = connect(node.rpcUrl);
  const { abi, bytecode } = compileTestToken();
  const deployed = await receiptOf(chain.wallet.deployContract({ abi, bytecode }));
  token = deployed.contractAddress!;
  await receiptOf(
    chain.wallet.writeContract({
      address: token,
      abi: mintAbi,
      functionName: 'mint',
      args: [funder.address, parseEther('1000000')],
    }),
  );
}, 60_000);

afterAll(async () => {
  await node?.stop();
});

// Automine is on, so a sent transaction is already mined when its hash comes back.
async function receiptOf(sent: Promise<Hash>) {
  return chain.pub.getTransactionReceipt({ hash: await sent });
}
const sendToken = (to: Address, amount: bigint, gas?: bigint) =>
  chain.wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    gas,
  });
const sendEth = (to: Address, value: bigint, gas?: bigint) =>
  chain.wallet.sendTransaction({ to, value, gas });
const tip = () => chain.pub.getBlockNumber({ cacheTime: 0 });
/**
 * One block per call: hardhat_mine with a larger count creates "reserved" blocks whose
 * parentHash is zero, which a watcher rightly refuses to treat as one chain.
 */
async function mine(blocks: number) {
  for (let block = 0; block < blocks; block++) await chain.test.mine({ blocks: 1 });
}
const erc20 = () => ({ kind: 'erc20', contract: token.toLowerCase() }) as const;

interface TestSettings {
  readonly finality?: number;
  readonly maxBlocksPerPoll?: number;
  readonly rpc?: EvmRpc;
}

function watcherFrom(startBlock: bigint, { rpc, ...settings }: TestSettings = {}) {
  const base = {
    chain: 'ETH',
    tokens: [{ contract: token, symbol: 'TST' }],
    finality: 64,
    startBlock,
    ...settings,
  };
  return createEvmWatcher(rpc ? { ...base, rpc } : { ...base, rpcUrl: chain.rpcUrl });
}

const watched = new Set([getAddress(ALICE), BOB]);

describe('EVM watcher against a local hardhat node', { timeout: 30_000 }, () => {
  it('reports an ERC-20 and a native deposit in one block, with growing confirmations', async () => {
    const start = (await tip()) + 1n;
    const watcher = watcherFrom(start);
    await chain.test.setAutomine(false);
    const tokenTx = await sendToken(ALICE, 5n * 10n ** 18n);
    const ethTx = await sendEth(ALICE, parseEther('1.5'));
    await mine(1);
    await chain.test.setAutomine(true);
    const tokenReceipt = await chain.pub.getTransactionReceipt({ hash: tokenTx });
    expect(tokenReceipt.blockNumber).toBe(start);

    const expected = (confirmations: number) => [
      {
        chain: 'ETH',
        txid: tokenTx.toLowerCase(),
        output: tokenReceipt.logs[0]!.logIndex,
        to: ALICE,
        asset: erc20(),
        amount: 5n * 10n ** 18n,
        blockNumber: start,
        blockHash: tokenReceipt.blockHash,
        confirmations,
      },
      {
        chain: 'ETH',
        txid: ethTx.toLowerCase(),
        output: -1,
        to: ALICE,
        asset: { kind: 'native' },
        amount: parseEther('1.5'),
        blockNumber: start,
        blockHash: tokenReceipt.blockHash,
        confirmations,
      },
    ];
    expect(await watcher.poll(watched)).toEqual({
      head: start,
      transfers: expected(1),
      removed: [],
    });
    await mine(5);
    expect(await watcher.poll(watched)).toEqual({
      head: start + 5n,
      transfers: expected(6),
      removed: [],
    });
  });

  it('ignores unwatched addresses, zero amounts and reverted transactions', async () => {
    const watcher = watcherFrom((await tip()) + 1n);
    await sendToken(STRANGER, 10n ** 18n);
    await sendEth(STRANGER, parseEther('1'));
    await sendToken(ALICE, 0n);
    await sendEth(ALICE, 0n);
    // More tokens than the sender holds, and ether to a contract without a receive function.
    const failedToken = await receiptOf(sendToken(ALICE, 10n ** 30n, 100_000n));
    const failedEth = await receiptOf(sendEth(token, parseEther('1'), 100_000n));
    expect([failedToken.status, failedEth.status]).toEqual(['reverted', 'reverted']);
    const control = await receiptOf(sendToken(BOB, 7n));

    const poll = await watcher.poll(new Set([...watched, token]));
    expect(poll.transfers.map((t) => [t.txid, t.to, t.amount])).toEqual([
      [control.transactionHash, BOB, 7n],
    ]);
  });

  it('keeps a deposit identity across polls and reports it final exactly once', async () => {
    const start = (await tip()) + 1n;
    const watcher = watcherFrom(start, { finality: 3 });
    await sendToken(ALICE, 42n);
    const seen = [];
    for (let poll = 0; poll < 4; poll++) {
      seen.push((await watcher.poll(watched)).transfers);
      await mine(1);
    }
    const [first, second, third, fourth] = seen;
    expect(first?.map((t) => t.confirmations)).toEqual([1]);
    const identity = (t: ObservedTransfer) => ({
      txid: t.txid,
      output: t.output,
      blockHash: t.blockHash,
    });
    expect(second?.map(identity)).toEqual(first?.map(identity));
    expect(third?.map((t) => [identity(t), t.confirmations])).toEqual([[identity(first![0]!), 3]]);
    expect(fourth).toEqual([]);

    // A caller that polls rarely still sees the transfer once, at final depth.
    const eth = await receiptOf(sendEth(ALICE, 5n));
    await mine(10);
    const late = await watcher.poll(watched);
    expect(late.transfers.map((t) => [t.txid, t.confirmations])).toEqual([
      [eth.transactionHash, 11],
    ]);
    expect((await watcher.poll(watched)).transfers).toEqual([]);
  });

  it('reports a deposit orphaned by a reorg as removed and never as a transfer', async () => {
    // The watcher first sees an empty block that survives the reorg: the fork point.
    await mine(1);
    const base = await tip();
    const snapshot = await chain.test.snapshot();
    const watcher = watcherFrom(base);
    expect(await watcher.poll(watched)).toEqual({ head: base, transfers: [], removed: [] });
    const tokenTx = await sendToken(ALICE, 9n);
    const ethTx = await sendEth(ALICE, 3n);
    const seen = await watcher.poll(watched);
    expect(seen.transfers.map((t) => [t.txid, t.confirmations])).toEqual([
      [tokenTx, 2],
      [ethTx, 1],
    ]);

    await chain.test.revert({ id: snapshot });
    await mine(3);
    const after = await watcher.poll(watched);
    expect(after.head).toBe(base + 3n);
    expect(after.transfers).toEqual([]);
    expect(after.removed).toEqual([
      { chain: 'ETH', txid: tokenTx, output: seen.transfers[0]!.output },
      { chain: 'ETH', txid: ethTx, output: -1 },
    ]);
    expect(await watcher.poll(watched)).toEqual({ head: base + 3n, transfers: [], removed: [] });
  });

  it('reports a transaction re-mined in another block after a reorg there, not as removed', async () => {
    const start = (await tip()) + 1n;
    const snapshot = await chain.test.snapshot();
    const watcher = watcherFrom(start);
    const signed = await chain.wallet.signTransaction(
      await chain.wallet.prepareTransactionRequest({ to: ALICE, value: 11n }),
    );
    const txid = await chain.wallet.sendRawTransaction({ serializedTransaction: signed });
    expect((await watcher.poll(watched)).transfers.map((t) => t.blockNumber)).toEqual([start]);

    await chain.test.revert({ id: snapshot });
    await mine(1);
    await chain.wallet.sendRawTransaction({ serializedTransaction: signed });
    const after = await watcher.poll(watched);
    expect(after.removed).toEqual([]);
    expect(after.transfers.map((t) => [t.txid, t.output, t.blockNumber, t.confirmations])).toEqual([
      [txid, -1, start + 1n, 1],
    ]);
  });

  it('throws when a reorg orphans a block already reported final', async () => {
    const start = (await tip()) + 1n;
    const snapshot = await chain.test.snapshot();
    const watcher = watcherFrom(start, { finality: 2 });
    await sendEth(ALICE, 1n);
    await mine(2);
    expect((await watcher.poll(watched)).transfers.map((t) => t.confirmations)).toEqual([3]);
    await chain.test.revert({ id: snapshot });
    await mine(5);
    await expect(watcher.poll(watched)).rejects.toBeInstanceOf(EvmDeepReorgError);
  });

  it('catches up over several polls when more blocks than maxBlocksPerPoll are new', async () => {
    const start = (await tip()) + 1n;
    const watcher = watcherFrom(start, { maxBlocksPerPoll: 4 });
    const tokenTx = await sendToken(ALICE, 1n);
    await mine(3);
    const ethTx = await sendEth(BOB, 2n);
    await mine(5);
    const progress = [];
    for (let poll = 0; poll < 4; poll++) {
      const { head, transfers } = await watcher.poll(watched);
      progress.push([head - start, transfers.map((t) => [t.txid, t.confirmations])]);
    }
    expect(progress).toEqual([
      [3n, [[tokenTx, 4]]],
      [
        7n,
        [
          [tokenTx, 8],
          [ethTx, 4],
        ],
      ],
      [
        9n,
        [
          [tokenTx, 10],
          [ethTx, 6],
        ],
      ],
      [
        9n,
        [
          [tokenTx, 10],
          [ethTx, 6],
        ],
      ],
    ]);
  });

  it('asks again by block hash when a range log query misses a block that has logs', async () => {
    const real = httpRpc(chain.rpcUrl);
    let byHash = 0;
    // A node whose range queries lag behind its blocks: it returns no logs at all.
    const lagging: EvmRpc = {
      ...real,
      transferLogs: (query) => {
        if (!('blockHash' in query)) return Promise.resolve([]);
        byHash++;
        return real.transferLogs(query);
      },
    };
    const start = (await tip()) + 1n;
    const watcher = watcherFrom(start, { rpc: lagging });
    const tokenTx = await sendToken(ALICE, 3n);
    await mine(2);
    const block = await chain.pub.getBlock({ blockNumber: start });
    expect(bloomMayContain(block.logsBloom, token)).toBe(true);
    expect(bloomMayContain(block.logsBloom, STRANGER)).toBe(false);

    const poll = await watcher.poll(watched);
    expect(poll.transfers.map((t) => t.txid)).toEqual([tokenTx]);
    // Only the block whose bloom admits a Transfer of the token was asked again.
    expect(byHash).toBe(1);
  });
});
