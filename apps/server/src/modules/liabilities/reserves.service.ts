/**
 * Reserves beside liabilities. The operator publishes custody addresses,
 * each with a message naming the platform, the address, its network and the
 * day, signed offline by the address's key in its chain's wallet format; the
 * signature is checked here before anything is stored, and anyone can check
 * it again (the page does, in the browser). Each round reads every published
 * address's balances from its chain at the snapshot. Simulated networks'
 * hot wallets are published by the server itself, signed with the public
 * test key, and labelled simulated.
 */
import {
  liabilityAmount,
  reserveMessage,
  signReserveMessage,
  verifyReserveSignature,
  type AddReserveBody,
  type AdminReserveAddress,
  type ReserveAsset,
  type ReserveChallenge,
  type ReserveFamily,
  type ReserveHolding,
} from '@exchange/contracts';
import { add, decimal, toPlainString } from '@exchange/money';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isValidAddress, type CustodyReader } from '../chain/index.js';
import type {
  ReserveAddressTable,
  ReserveBalanceTable,
  ReserveTables,
} from './liabilities.tables.js';

/** The name signed messages give the platform. */
export const RESERVE_PLATFORM = 'Exchange';
/** How old a signed message may be when it is published. */
const SIGNATURE_MAX_AGE_MS = 7 * 86_400_000;
/** A little clock skew between the operator's machine and ours. */
const SIGNATURE_SKEW_MS = 5 * 60_000;

const FORMATS: Readonly<Record<ReserveFamily, string>> = {
  evm: 'EIP-191 personal_sign (MetaMask, `cast wallet sign`): 0x-prefixed 65-byte hex',
  tron: 'TronWeb signMessageV2 (TronLink): 0x-prefixed 65-byte hex',
  btc: 'BIP-137 signmessage (Bitcoin Core, Electrum): base64',
};

type AddressRow = Selectable<ReserveAddressTable>;

/** An address and its proof of control, as every view shows it. */
function proven(row: AddressRow): Omit<ReserveHolding, 'amount'> {
  return {
    addressId: row.id,
    network: row.network,
    family: row.family,
    address: row.address,
    label: row.label,
    simulated: row.simulated,
    message: row.message,
    signature: row.signature,
  };
}

function view(row: AddressRow): AdminReserveAddress {
  return {
    ...proven(row),
    signedAt: row.signed_at.getTime(),
    addedAt: row.added_at.getTime(),
    addedBy: row.added_by,
    removedAt: row.removed_at?.getTime() ?? null,
  };
}

export function createReserves(deps: {
  db: Kysely<ReserveTables>;
  clock: Clock;
  custody: CustodyReader;
  log: (error: unknown, message: string) => void;
}) {
  const { db, clock, custody } = deps;

  /** The network, if its balances can be read and the address is valid on it. */
  async function target(networkName: string, address: string) {
    const network = (await custody.networks()).find((n) => n.network === networkName);
    if (!network || network.simulated) throw new AppError('RESERVE_NETWORK_UNREADABLE');
    if (!isValidAddress(network.family, address)) throw new AppError('RESERVE_ADDRESS_INVALID');
    return network;
  }

  async function insert(values: Insertable<ReserveAddressTable>): Promise<AddressRow> {
    try {
      return await db
        .insertInto('reserve_address')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (String((error as { code?: string }).code) === '23505')
        throw new AppError('RESERVE_ADDRESS_EXISTS');
      throw error;
    }
  }

  return {
    /** The exact message to sign for an address, dated now. Errors: RESERVE_NETWORK_UNREADABLE, RESERVE_ADDRESS_INVALID. */
    async challenge(networkName: string, address: string): Promise<ReserveChallenge> {
      const network = await target(networkName, address);
      const signedAt = clock.nowMs();
      return {
        network: network.network,
        family: network.family,
        address,
        signedAt,
        message: reserveMessage({
          platform: RESERVE_PLATFORM,
          network: network.network,
          address,
          signedAt,
        }),
        format: FORMATS[network.family],
      };
    },

    /**
     * Publishes an address once its signature of the dated message checks.
     * Errors: RESERVE_NETWORK_UNREADABLE, RESERVE_ADDRESS_INVALID,
     * RESERVE_SIGNATURE_STALE, RESERVE_SIGNATURE_INVALID, RESERVE_ADDRESS_EXISTS.
     */
    async add(operatorId: number, body: AddReserveBody): Promise<AdminReserveAddress> {
      const network = await target(body.network, body.address);
      const now = clock.nowMs();
      if (body.signedAt < now - SIGNATURE_MAX_AGE_MS || body.signedAt > now + SIGNATURE_SKEW_MS)
        throw new AppError('RESERVE_SIGNATURE_STALE');
      const message = reserveMessage({
        platform: RESERVE_PLATFORM,
        network: network.network,
        address: body.address,
        signedAt: body.signedAt,
      });
      if (!verifyReserveSignature(network.family, body.address, message, body.signature))
        throw new AppError('RESERVE_SIGNATURE_INVALID');
      const row = await insert({
        network: network.network,
        family: network.family,
        address: body.address,
        label: body.label,
        simulated: false,
        message,
        signature: body.signature,
        signed_at: new Date(body.signedAt),
        added_at: new Date(now),
        added_by: operatorId,
      });
      return view(row);
    },

    /** Stops publishing an address (past rounds keep it). Errors: RESERVE_ADDRESS_NOT_FOUND. */
    async remove(id: number): Promise<AdminReserveAddress> {
      const row = await db
        .updateTable('reserve_address')
        .set({ removed_at: new Date(clock.nowMs()) })
        .where('id', '=', id)
        .where('removed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('RESERVE_ADDRESS_NOT_FOUND');
      return view(row);
    },

    async list(): Promise<AdminReserveAddress[]> {
      const rows = await db.selectFrom('reserve_address').selectAll().orderBy('id').execute();
      return rows.map(view);
    },

    /**
     * Publishes each simulated network's hot wallet the first time it is
     * seen: the server signs with the public test key, so these prove
     * nothing about real funds, which is what their label says.
     */
    async publishSimulated(): Promise<void> {
      for (const hot of await custody.simulatedHotWallets()) {
        const exists = await db
          .selectFrom('reserve_address')
          .select('id')
          .where('network', '=', hot.network.network)
          .where('removed_at', 'is', null)
          .where('simulated', '=', true)
          .executeTakeFirst();
        if (exists) continue;
        const signedAt = clock.nowMs();
        const message = reserveMessage({
          platform: RESERVE_PLATFORM,
          network: hot.network.network,
          address: hot.address,
          signedAt,
        });
        await insert({
          network: hot.network.network,
          family: hot.network.family,
          address: hot.address,
          label: `${hot.network.network} hot wallet (simulated)`,
          simulated: true,
          message,
          signature: signReserveMessage(hot.network.family, hot.privateKey, message),
          signed_at: new Date(signedAt),
          added_at: new Date(signedAt),
          added_by: null,
        }).catch((error: unknown) => {
          // Another process published it first.
          if (!(error instanceof AppError)) throw error;
        });
      }
    },

    /** Every published address's balances now, one row per asset; null where the chain did not answer. */
    async read(): Promise<Omit<Insertable<ReserveBalanceTable>, 'round_id'>[]> {
      const [rows, networks] = await Promise.all([
        db.selectFrom('reserve_address').selectAll().where('removed_at', 'is', null).execute(),
        custody.networks(),
      ]);
      const out: Omit<Insertable<ReserveBalanceTable>, 'round_id'>[] = [];
      for (const row of rows) {
        const network = networks.find((n) => n.network === row.network);
        const assets = network?.assets ?? [];
        let balances: Map<string, bigint> | undefined;
        try {
          if (network) balances = await custody.balances(row.network, row.address);
        } catch (error) {
          deps.log(error, `reserve address ${row.id} could not be read`);
        }
        for (const asset of assets) {
          const units = balances?.get(asset.symbol);
          out.push({
            address_id: row.id,
            asset: asset.symbol,
            amount: units === undefined ? null : liabilityAmount(units, asset.decimals),
          });
        }
      }
      return out;
    },

    /** The reserves of rounds, per asset, with every holding and its proof of control. */
    async ofRounds(roundIds: readonly number[]): Promise<Map<number, ReserveAsset[]>> {
      const result = new Map<number, ReserveAsset[]>();
      if (roundIds.length === 0) return result;
      const rows = await db
        .selectFrom('reserve_balance as b')
        .innerJoin('reserve_address as a', 'a.id', 'b.address_id')
        .selectAll('a')
        .select(['b.round_id', 'b.asset', 'b.amount'])
        .where('b.round_id', 'in', roundIds)
        .orderBy('b.asset')
        .orderBy('a.id')
        .execute();
      for (const row of rows) {
        const assets = result.get(row.round_id) ?? [];
        let asset = assets.find((a) => a.asset === row.asset);
        if (!asset) {
          asset = { asset: row.asset, total: '0', holdings: [] };
          assets.push(asset);
        }
        const amount = row.amount === null ? null : toPlainString(decimal(row.amount));
        if (amount !== null)
          asset.total = toPlainString(add(decimal(asset.total), decimal(amount)));
        asset.holdings.push({ ...proven(row), amount });
        result.set(row.round_id, assets);
      }
      return result;
    },
  };
}

export type Reserves = ReturnType<typeof createReserves>;
