import { createHash } from 'node:crypto';
import { decimal, toUnits } from '@exchange/money';
import type { Kysely } from 'kysely';
import type { WithdrawalSigner } from '../../withdrawal/index.js';
import { SIMULATED_NETWORK_OF_FAMILY, createSimulatedChain } from './simulated-chain.js';

/**
 * The signer of the embedded default: "sends" on the simulated chain. The txid
 * is derived from our withdrawal id, so sending the same withdrawal twice
 * gives the same transaction, as a real signer keyed by our id must. The
 * simulated network never reverts a transfer: each is confirmed when asked.
 */
export const simulatedSigner: WithdrawalSigner = {
  async send(withdrawal) {
    return {
      txid: `0x${createHash('sha256').update(`sim-withdrawal:${withdrawal.id}`).digest('hex')}`,
    };
  },
  async status() {
    return 'confirmed';
  },
};

/**
 * The simulated signer that also records the payment on the simulated chain
 * as paid out of its hot wallet, once per withdrawal (the txid is the key),
 * so the simulated hot wallet's balance (deposits in, withdrawals out) is
 * what a proof of reserves reads.
 */
export function createSimulatedSigner<T>(
  db: Kysely<T>,
  chains: () => Promise<
    readonly {
      symbol: string;
      chain: string;
      family: string;
      contract: string;
      token_decimals: number;
    }[]
  >,
): WithdrawalSigner {
  return {
    async send(withdrawal) {
      const sent = await simulatedSigner.send(withdrawal);
      const chain = (await chains()).find(
        (c) => c.symbol === withdrawal.symbol && c.chain === withdrawal.chain,
      );
      const network =
        chain && chain.family in SIMULATED_NETWORK_OF_FAMILY
          ? SIMULATED_NETWORK_OF_FAMILY[chain.family as keyof typeof SIMULATED_NETWORK_OF_FAMILY]
          : undefined;
      if (!chain || !network)
        throw new Error(`no simulated network for ${withdrawal.symbol} on ${withdrawal.chain}`);
      const units = toUnits(decimal(withdrawal.amount), chain.token_decimals);
      if (units > 0n)
        await createSimulatedChain(db, network).pay(
          sent.txid,
          withdrawal.address,
          units,
          chain.contract,
        );
      return sent;
    },
    status: simulatedSigner.status,
  };
}
