import type { Kysely } from 'kysely';
import type { Hex } from 'viem';
import { createEvmSigner, createSimulatedSigner } from '../chain/index.js';
import type { CoinChainRow } from '../coin/index.js';
import type { ChainOptions } from '../deposit/index.js';
import type { WithdrawalSigner } from './withdrawal.service.js';

/**
 * Picks the signer for a withdrawal by its chain's family: the EVM hot wallet
 * when a node and key are configured, the simulated signer for simulated
 * networks (never in production), and none otherwise, in which case the
 * approved withdrawal waits and the job reports why.
 */
export function createSigners<T>(
  db: Kysely<T>,
  options: ChainOptions,
  chains: () => Promise<CoinChainRow[]>,
): WithdrawalSigner {
  let evm: WithdrawalSigner | undefined;
  const simulated = createSimulatedSigner(db, chains);
  /** The signer for one network, or why there is none. */
  async function signerFor(symbol: string, chainName: string): Promise<WithdrawalSigner> {
    const chain = (await chains()).find((c) => c.symbol === symbol && c.chain === chainName);
    if (chain?.family === 'evm' && options.evmRpcUrl) {
      if (!options.evmSignerKey) throw new Error('EVM withdrawals need EVM_SIGNER_KEY');
      if (!evm) {
        const rows = (await chains()).filter((c) => c.family === 'evm' && c.contract);
        const tokens = Object.fromEntries(
          rows.map((r) => [r.symbol, { contract: r.contract, decimals: r.token_decimals }]),
        );
        evm = createEvmSigner({
          db,
          rpcUrl: options.evmRpcUrl,
          privateKey: options.evmSignerKey as Hex,
          tokens,
        });
      }
      return evm;
    }
    if (options.demo) return simulated;
    throw new Error(`no signer for ${symbol} on ${chainName}`);
  }
  return {
    send: async (withdrawal) =>
      (await signerFor(withdrawal.symbol, withdrawal.chain)).send(withdrawal),
    status: async (sent) => (await signerFor(sent.symbol, sent.chain)).status(sent),
  };
}
