import {
  createPublicClient,
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
import type { Database } from '../../../db/database.js';
import { createPGliteDatabase } from '../../../test/db.js';
import type { WithdrawalSigner } from '../../withdrawal/index.js';
import { compileTestToken } from './compile.js';
import { createEvmSigner } from './evm-signer.js';
import { startLocalEvmNode, type LocalEvmNode } from './local-node.js';

// Hardhat's first default account plays the hot wallet: a public key, funded only on dev chains.
const HOT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const hot = privateKeyToAccount(HOT_KEY);
const RECEIVER = `0x${'c3'.repeat(20)}` as Address;

let node: LocalEvmNode | undefined;
let database: Database;
let signer: WithdrawalSigner;
let token: Address;
let pub: ReturnType<typeof createPublicClient>;
const walletOf = (rpcUrl: string) =>
  createWalletClient({ account: hot, chain: hardhat, transport: http(rpcUrl) });
let wallet: ReturnType<typeof walletOf>;

beforeAll(async () => {
  node = await startLocalEvmNode();
  const transport = http(node.rpcUrl);
  pub = createPublicClient({ chain: hardhat, transport });
  wallet = walletOf(node.rpcUrl);
  const { abi, bytecode } = compileTestToken();
  const receipt = await pub.getTransactionReceipt({
    hash: await wallet.deployContract({ abi, bytecode }),
  });
  if (!receipt.contractAddress) throw new Error('token not deployed');
  token = receipt.contractAddress;
  const mint: Hash = await wallet.writeContract({
    address: token,
    abi: parseAbi(['function mint(address to, uint256 value)']),
    functionName: 'mint',
    args: [hot.address, parseEther('1000')],
  });
  await pub.getTransactionReceipt({ hash: mint });
  database = await createPGliteDatabase();
  signer = createEvmSigner({
    db: database.db,
    rpcUrl: node.rpcUrl,
    privateKey: HOT_KEY,
    tokens: { USDT: { contract: token, decimals: 18 } },
  });
}, 90_000);

afterAll(async () => {
  await database?.close();
  await node?.stop();
});

const tokenBalance = (address: Address) =>
  pub.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

describe('EVM withdrawal signer', () => {
  it('pays an ERC-20 withdrawal once, however often it is sent', async () => {
    const withdrawal = { id: 1, chain: 'ERC20', address: RECEIVER, symbol: 'USDT', amount: '12.5' };
    const first = await signer.send(withdrawal);
    const again = await signer.send(withdrawal);
    expect(again.txid).toBe(first.txid);
    const receipt = await pub.getTransactionReceipt({ hash: first.txid as Hash });
    expect(receipt.status).toBe('success');
    expect(await tokenBalance(RECEIVER)).toBe(parseEther('12.5'));
  });

  it('pays native ETH, and gives each withdrawal its own nonce', async () => {
    const to = `0x${'d4'.repeat(20)}` as Address;
    const a = await signer.send({
      id: 2,
      chain: 'ETH',
      address: to,
      symbol: 'ETH',
      amount: '0.25',
    });
    const b = await signer.send({ id: 3, chain: 'ETH', address: to, symbol: 'ETH', amount: '0.5' });
    expect(a.txid).not.toBe(b.txid);
    await pub.getTransactionReceipt({ hash: b.txid as Hash });
    expect(await pub.getBalance({ address: to })).toBe(parseEther('0.75'));
  });

  it('calls a transaction confirmed only at the network depth, and a reverted one failed', async () => {
    const sent = await signer.send({
      id: 4,
      chain: 'ERC20',
      address: RECEIVER,
      symbol: 'USDT',
      amount: '1',
    });
    const ask = (txid: string, confirmations: number) =>
      signer.status({ id: 4, chain: 'ERC20', symbol: 'USDT', txid, confirmations });
    expect(await ask(sent.txid, 1)).toBe('confirmed');
    // Automine makes one block per transaction: three more blocks than it has.
    const depth = Number((await pub.getBlockNumber()) - (await receiptOf(sent.txid)).blockNumber);
    expect(await ask(sent.txid, depth + 3)).toBe('pending');

    // A token transfer beyond the hot wallet's balance is mined and reverted (a gas limit is
    // given, so no estimate refuses it first): its coins never left.
    const reverted = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [RECEIVER, parseEther('1000000')],
      gas: 100_000n,
    });
    expect((await receiptOf(reverted)).status).toBe('reverted');
    expect(await ask(reverted, 1)).toBe('failed');
    expect(await ask(reverted, depth + 50)).toBe('pending');

    // A hash the network has never seen is pending, not failed: it may still arrive.
    expect(await ask(`0x${'ab'.repeat(32)}`, 1)).toBe('pending');
  });
});

const receiptOf = (hash: string) => pub.getTransactionReceipt({ hash: hash as Hash });
