/**
 * What the platform's custody holds, read from the chains themselves, for
 * the proof of reserves:
 *
 * - a real EVM network (a JSON-RPC node configured): an address's native
 *   balance and each listed token's `balanceOf`, at the node's latest block;
 * - a simulated network (the embedded default): its hot wallet, which the
 *   simulator fills with every deposit and empties by every withdrawal. Its
 *   key derives from the public BIP-39 test mnemonic, like the demo deposit
 *   keys, so the server can sign its proof of control; the result is
 *   labelled simulated everywhere it is shown.
 *
 * Networks with neither (BTC and TRON without a node) cannot be read, and
 * addresses on them are refused rather than shown with made-up balances.
 */
import { reserveAddressOf, type ReserveFamily } from '@exchange/contracts';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import type { Kysely } from 'kysely';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { SIMULATED_NETWORK_OF_FAMILY, createSimulatedChain } from './simulated/simulated-chain.js';

/** The public BIP-39 test mnemonic behind the demo xpubs: anyone can derive its keys. */
const DEMO_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** Account paths per family (BIP84 for BTC, BIP44 for EVM and TRON), as the demo xpubs. */
export const ACCOUNT_PATHS: Readonly<Record<ReserveFamily, string>> = {
  btc: "m/84'/0'/0'",
  evm: "m/44'/60'/0'",
  tron: "m/44'/195'/0'",
};

export interface CustodyAsset {
  readonly symbol: string;
  /** '' for the network's native coin. */
  readonly contract: string;
  readonly decimals: number;
}

export interface CustodyNetwork {
  readonly network: string;
  readonly family: ReserveFamily;
  readonly simulated: boolean;
  readonly assets: readonly CustodyAsset[];
}

export interface CustodyReader {
  /** The networks whose balances can be read. */
  networks(): Promise<CustodyNetwork[]>;
  /** An address's balance per asset symbol, in base units. Throws when the chain does not answer. */
  balances(network: string, address: string): Promise<Map<string, bigint>>;
  /** Each simulated network's hot wallet, with the public test key that signs for it. */
  simulatedHotWallets(): Promise<
    { network: CustodyNetwork; address: string; privateKey: Uint8Array }[]
  >;
}

let demoRoot: HDKey | undefined;

/**
 * A simulated hot wallet's key: the first address of the change chain
 * (account/1/0), which no deposit address (account/0/i) can be.
 */
export function demoHotWalletKey(family: ReserveFamily): Uint8Array {
  // The seed takes 2,048 PBKDF2 rounds: derive it once per process.
  demoRoot ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEMO_MNEMONIC));
  const key = demoRoot.derive(`${ACCOUNT_PATHS[family]}/1/0`).privateKey;
  if (!key) throw new Error('demo hot wallet key did not derive');
  return key;
}

export function createCustodyReader<T>(deps: {
  db: Kysely<T>;
  /** Networks simulated in this process (the embedded default). */
  simulated: readonly string[];
  evmRpcUrl?: string | undefined;
  chains: () => Promise<
    readonly {
      symbol: string;
      chain: string;
      family: string;
      contract: string;
      token_decimals: number;
    }[]
  >;
}): CustodyReader {
  const client = deps.evmRpcUrl
    ? createPublicClient({ transport: http(deps.evmRpcUrl) })
    : undefined;

  async function networks(): Promise<CustodyNetwork[]> {
    const byNetwork = new Map<string, CustodyNetwork & { assets: CustodyAsset[] }>();
    // A network carries every channel of its family (ETH: the coin and ERC20 tokens).
    for (const row of await deps.chains()) {
      if (!(row.family in SIMULATED_NETWORK_OF_FAMILY)) continue;
      const family = row.family as ReserveFamily;
      const name = SIMULATED_NETWORK_OF_FAMILY[family];
      const simulated = deps.simulated.includes(name);
      const readable = simulated || (family === 'evm' && client !== undefined);
      if (!readable) continue;
      const entry = byNetwork.get(name) ?? { network: name, family, simulated, assets: [] };
      if (!entry.assets.some((a) => a.symbol === row.symbol))
        entry.assets.push({
          symbol: row.symbol,
          contract: row.contract,
          decimals: row.token_decimals,
        });
      byNetwork.set(name, entry);
    }
    return [...byNetwork.values()];
  }

  return {
    networks,
    async balances(networkName, address) {
      const network = (await networks()).find((n) => n.network === networkName);
      if (!network) throw new Error(`${networkName} cannot be read`);
      const out = new Map<string, bigint>();
      if (network.simulated) {
        const chain = createSimulatedChain(deps.db, network.network);
        const hot = reserveAddressOf(network.family, demoHotWalletKey(network.family));
        for (const asset of network.assets)
          out.set(
            asset.symbol,
            address.toLowerCase() === hot.toLowerCase()
              ? await chain.hotWalletUnits(asset.contract)
              : 0n,
          );
        return out;
      }
      if (!client) throw new Error(`${networkName} has no node`);
      for (const asset of network.assets) {
        const units = asset.contract
          ? await client.readContract({
              address: asset.contract as Address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address as Address],
            })
          : await client.getBalance({ address: address as Address });
        out.set(asset.symbol, units);
      }
      return out;
    },
    async simulatedHotWallets() {
      return (await networks())
        .filter((n) => n.simulated)
        .map((network) => {
          const privateKey = demoHotWalletKey(network.family);
          return { network, address: reserveAddressOf(network.family, privateKey), privateKey };
        });
    },
  };
}
