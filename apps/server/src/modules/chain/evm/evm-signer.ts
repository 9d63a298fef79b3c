import { decimal, toUnits } from '@exchange/money';
import type { Kysely } from 'kysely';
import {
  TransactionReceiptNotFoundError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WithdrawalSigner } from '../../withdrawal/index.js';

interface EvmSignerTable {
  withdrawal_id: number;
  chain_id: number;
  nonce: number;
  raw_tx: string;
  tx_hash: string;
}

export interface EvmSignerOptions<T> {
  readonly db: Kysely<T>;
  readonly rpcUrl: string;
  /** The hot wallet's key. It lives only in the process that runs the signer job, never in request handlers. */
  readonly privateKey: Hex;
  /** Token contracts by symbol, with their decimals; the native coin is `ETH` with 18. */
  readonly tokens: Readonly<Record<string, { contract: string; decimals: number }>>;
}

/**
 * Sends approved withdrawals from a hot wallet over JSON-RPC. Each withdrawal
 * id gets one nonce and one signed transaction, stored before broadcast:
 * sending the same withdrawal again rebroadcasts that transaction, so it can
 * never be paid twice. Its status comes from the receipt, judged only at the
 * network's confirmation depth, since a shallow block (and its verdict) can
 * be reorganised away.
 */
export function createEvmSigner<T>(options: EvmSignerOptions<T>): WithdrawalSigner {
  const db = options.db as unknown as Kysely<{ evm_signer_tx: EvmSignerTable }>;
  const account = privateKeyToAccount(options.privateKey);
  const client = createPublicClient({ transport: http(options.rpcUrl) });

  const stored = (withdrawalId: number) =>
    db
      .selectFrom('evm_signer_tx')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst();
  const rebroadcast = (raw: string) =>
    client.sendRawTransaction({ serializedTransaction: raw as Hex }).catch((error: unknown) => {
      // "already known" or "nonce too low" means the network has it: that is success for a rebroadcast.
      if (!/already known|nonce too low|known transaction/i.test(String(error))) throw error;
    });

  return {
    async status(sent) {
      const receipt = await client
        .getTransactionReceipt({ hash: sent.txid as Hex })
        .catch((error: unknown) => {
          if (error instanceof TransactionReceiptNotFoundError) return null;
          throw error;
        });
      if (!receipt) {
        // Not mined: keep it in front of the network (a node may have dropped it).
        const row = await stored(sent.id);
        if (row) await rebroadcast(row.raw_tx);
        return 'pending';
      }
      // viem caches the head for seconds by default; a stale head would understate the depth.
      const depth = (await client.getBlockNumber({ cacheTime: 0 })) - receipt.blockNumber + 1n;
      if (depth < BigInt(Math.max(1, sent.confirmations))) return 'pending';
      return receipt.status === 'success' ? 'confirmed' : 'failed';
    },

    async send(withdrawal) {
      const chainId = await client.getChainId();
      const existing = await stored(withdrawal.id);
      if (existing) {
        await rebroadcast(existing.raw_tx);
        return { txid: existing.tx_hash };
      }
      const [pending, used] = await Promise.all([
        client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        db
          .selectFrom('evm_signer_tx')
          .select((eb) => eb.fn.max('nonce').as('n'))
          .where('chain_id', '=', chainId)
          .executeTakeFirst(),
      ]);
      const nonce = Math.max(
        pending,
        used?.n === null || used?.n === undefined ? 0 : Number(used.n) + 1,
      );
      const token = options.tokens[withdrawal.symbol];
      const native = withdrawal.symbol === 'ETH';
      if (!native && !token) throw new Error(`no contract configured for ${withdrawal.symbol}`);
      const to = withdrawal.address as Hex;
      const request = native
        ? { to, value: toUnits(decimal(withdrawal.amount), 18), data: undefined }
        : {
            to: (token?.contract ?? '0x') as Hex,
            value: 0n,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, toUnits(decimal(withdrawal.amount), token?.decimals ?? 18)],
            }),
          };
      const fees = await client.estimateFeesPerGas();
      const gas = await client.estimateGas({ account: account.address, ...request });
      const raw = await account.signTransaction({
        chainId,
        nonce,
        gas,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        type: 'eip1559',
        ...request,
      });
      const hash = keccak256(raw);
      await db
        .insertInto('evm_signer_tx')
        .values({
          withdrawal_id: withdrawal.id,
          chain_id: chainId,
          nonce,
          raw_tx: raw,
          tx_hash: hash,
        })
        .execute();
      await client.sendRawTransaction({ serializedTransaction: raw });
      return { txid: hash };
    },
  };
}
