import { createHash } from 'node:crypto';
import type { WithdrawalSigner } from '../../withdrawal/index.js';

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
