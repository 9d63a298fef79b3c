import type {
  AdminLiabilityRound,
  AdminReserveAddress,
  ReserveChallenge,
} from '@exchange/contracts';

/** Fixtures of the proof-of-reserves screen, as the console's API sends them. */

export const EVM_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
export const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ROOT_HASH = `ab12cd34ef56${'0'.repeat(52)}`;

const at = (iso: string) => Date.parse(iso);

/**
 * The schedule's round, published: USDT covered (1600 held against
 * 1500.5 owed, the ledger's "1500.50" the same total), BTC short (2 against
 * 2.5), the TRON holding not read, the simulated hot wallet tagged.
 */
export const PUBLISHED: AdminLiabilityRound = {
  id: 12,
  status: 'published',
  snapshotAt: at('2025-01-02T00:00:00Z'),
  createdAt: at('2025-01-02T00:00:00Z'),
  publishedAt: at('2025-01-02T00:01:00Z'),
  operatorId: null,
  error: null,
  users: 200,
  verifiedUsers: 50,
  roots: [
    {
      asset: 'USDT',
      decimals: 6,
      hash: ROOT_HASH,
      total: '1500.5',
      ledgerTotal: '1500.50',
      accounts: 120,
    },
    {
      asset: 'BTC',
      decimals: 8,
      hash: `ff${'1'.repeat(62)}`,
      total: '2.5',
      ledgerTotal: '2.5',
      accounts: 9,
    },
  ],
  reserves: [
    {
      asset: 'USDT',
      total: '1600',
      holdings: [
        {
          addressId: 1,
          network: 'ERC20',
          family: 'evm',
          address: EVM_ADDRESS,
          label: 'Hot wallet',
          simulated: true,
          message: 'm',
          signature: '0x01',
          amount: '1600',
        },
        {
          addressId: 2,
          network: 'TRC20',
          family: 'tron',
          address: TRON_ADDRESS,
          label: 'Cold wallet 1',
          simulated: false,
          message: 'm',
          signature: '0x02',
          amount: null,
        },
      ],
    },
    { asset: 'BTC', total: '2', holdings: [] },
  ],
};

/** A round an operator ran whose USDT tree did not add up to the ledger: it failed. */
export const MISMATCHED: AdminLiabilityRound = {
  id: 11,
  status: 'failed',
  snapshotAt: at('2025-01-01T00:00:00Z'),
  createdAt: at('2025-01-01T00:00:00Z'),
  publishedAt: null,
  operatorId: 3,
  error: 'USDT: the tree total differs from the ledger',
  users: 0,
  verifiedUsers: 0,
  roots: [
    {
      asset: 'USDT',
      decimals: 6,
      hash: ROOT_HASH,
      total: '1000',
      ledgerTotal: '1000.01',
      accounts: 3,
    },
  ],
  reserves: [],
};

/** The round run from the screen. */
export const RUN: AdminLiabilityRound = {
  ...PUBLISHED,
  id: 13,
  operatorId: 1,
  snapshotAt: at('2025-01-03T00:00:00Z'),
  createdAt: at('2025-01-03T00:00:00Z'),
  publishedAt: at('2025-01-03T00:01:00Z'),
};

export const SIMULATED: AdminReserveAddress = {
  addressId: 1,
  network: 'ERC20',
  family: 'evm',
  address: EVM_ADDRESS,
  label: 'Hot wallet',
  simulated: true,
  message: 'm',
  signature: '0x01',
  signedAt: at('2025-01-01T00:00:00Z'),
  addedAt: at('2025-01-01T00:00:00Z'),
  addedBy: null,
  removedAt: null,
};

export const COLD: AdminReserveAddress = {
  ...SIMULATED,
  addressId: 2,
  network: 'TRC20',
  family: 'tron',
  address: TRON_ADDRESS,
  label: 'Cold wallet 1',
  simulated: false,
  addedBy: 3,
};

export const REMOVED: AdminReserveAddress = {
  ...COLD,
  addressId: 3,
  address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW',
  label: 'Old cold wallet',
  removedAt: at('2025-01-02T00:00:00Z'),
};

export const NEW_ADDRESS = '0x1111111111111111111111111111111111111111';

export const CHALLENGE: ReserveChallenge = {
  network: 'ERC20',
  family: 'evm',
  address: NEW_ADDRESS,
  signedAt: at('2025-01-03T08:00:00Z'),
  message: `Exchange proof of reserves\nI control ${NEW_ADDRESS} on ERC20.\nDate: 2025-01-03`,
  format: 'EIP-191 personal_sign (MetaMask, `cast wallet sign`): 0x-prefixed 65-byte hex',
};
