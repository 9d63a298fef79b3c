import { decimal, toUnits } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import { SIMULATED_NETWORK_OF_FAMILY, type SimulatedChain } from '../chain/index.js';
import type { CoinChainRow } from '../coin/index.js';
import type { DepositService } from './deposit.service.js';

/** How much one drip sends: enough to try every screen, nowhere near real money. */
const DRIP: Readonly<Record<string, string>> = {
  BTC: '0.05',
  ETH: '1',
  USDT: '1000',
  USDC: '1000',
  TRX: '1000',
};

/**
 * The demo faucet: an ordinary on-chain transfer on the simulated chain to the
 * user's own deposit address, so it is confirmed and credited by the same
 * deposit path as everything else and shows up as a deposit record.
 */
export function createFaucet(deps: {
  deposits: DepositService;
  chains: () => Promise<CoinChainRow[]>;
  simulated: Readonly<Record<string, SimulatedChain>>;
}) {
  return {
    /** Errors: DEPOSIT_CHAIN_WRONG, CHANNEL_NOT_OPEN. */
    async drip(userId: number, symbol: string, chainName: string) {
      const chain = (await deps.chains()).find((c) => c.symbol === symbol && c.chain === chainName);
      if (!chain) throw new AppError('DEPOSIT_CHAIN_WRONG');
      const amount = DRIP[symbol];
      if (!amount || chain.family === 'none') throw new AppError('CHANNEL_NOT_OPEN');
      const network = deps.simulated[SIMULATED_NETWORK_OF_FAMILY[chain.family]];
      if (!network) throw new AppError('CHANNEL_NOT_OPEN');
      const { address } = await deps.deposits.address(userId, symbol, chainName);
      const to = chain.family === 'evm' ? address.toLowerCase() : address;
      const txid = await network.send(
        to,
        toUnits(decimal(amount), chain.token_decimals),
        chain.contract,
      );
      return { txid, amount };
    },
  };
}

export type Faucet = ReturnType<typeof createFaucet>;
