import {
  LIABILITY_PROOF_VERSION,
  buildLiabilityTree,
  leafNode,
  liabilityAmount,
  proofPath,
  reserveAddressOf,
  reserveMessage,
  signReserveMessage,
  type LiabilityRound,
  type ReserveHolding,
} from '@exchange/contracts';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { LIABILITIES_PATH } from '../queries';
import LiabilitiesScreen from './LiabilitiesScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

const KEY = hexToBytes('4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');

/** A custody address with a real EIP-191 signature, or a forged one. */
function holding(amount: string | null, forged = false): ReserveHolding {
  const address = reserveAddressOf('evm', KEY);
  const message = reserveMessage({ platform: 'Exchange', network: 'ETH', address, signedAt: 0 });
  const signature = signReserveMessage('evm', KEY, forged ? `${message}!` : message);
  return {
    addressId: forged ? 2 : 1,
    network: forged ? 'ARB' : 'ETH',
    family: 'evm',
    address,
    label: forged ? 'Forged' : 'Hot wallet',
    simulated: !forged,
    message,
    signature,
    amount,
  };
}

/** A real two-user USDT tree, its published round with its reserves, and Alice's proof. */
function fixture() {
  const nonce = new Uint8Array(32).fill(3);
  const mine = leafNode(4, 'USDT', '100001', nonce, 1_500_250_000n);
  const other = leafNode(4, 'USDT', '100002', new Uint8Array(32).fill(8), 99_750_000n);
  const tree = buildLiabilityTree([mine, other]);
  const index = tree.levels[0]?.findIndex((n) => n.hash === mine.hash) ?? -1;
  const root = {
    hash: bytesToHex(tree.root.hash),
    sum: String(tree.root.sum),
    total: liabilityAmount(tree.root.sum, 6),
  };
  const round: LiabilityRound = {
    id: 4,
    snapshotAt: Date.UTC(2026, 10, 28, 0, 0),
    publishedAt: Date.UTC(2026, 10, 28, 0, 1),
    users: 2,
    verifiedUsers: 1,
    roots: [{ asset: 'USDT', decimals: 6, hash: root.hash, total: root.total, accounts: 2 }],
    reserves: [{ asset: 'USDT', total: '1200.5', holdings: [holding('0.2'), holding(null, true)] }],
  };
  const proof = {
    version: LIABILITY_PROOF_VERSION,
    round: 4,
    asset: 'USDT',
    decimals: 6,
    snapshotAt: round.snapshotAt,
    account: '100001',
    nonce: bytesToHex(nonce),
    balance: '1500.25',
    index,
    path: proofPath(tree, index),
    root,
  };
  return { round, proof };
}

function open(proofBalance?: string) {
  const { round, proof } = fixture();
  const server = fakeServer({
    'GET /liabilities/rounds': () => ({ data: [round] }),
    'GET /liabilities/proof': () => ({
      data: { round, proofs: [{ ...proof, ...(proofBalance ? { balance: proofBalance } : {}) }] },
    }),
    'POST /liabilities/verified': () => ({ data: null }),
  });
  renderRoute(LIABILITIES_PATH, LIABILITIES_PATH, <LiabilitiesScreen />);
  return server;
}

describe('proof of liabilities', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows the round, then verifies the user’s proof in the browser and reports it once', async () => {
    const server = open();
    expect((await screen.findByTestId('liabilities-root-USDT')).textContent).toContain('1600');
    expect(screen.getByTestId('liabilities-share').textContent).toContain('1 of 2 (50.0 %)');
    fireEvent.click(screen.getByTestId('liabilities-verify'));
    await waitFor(() =>
      expect(screen.getByTestId('liabilities-check-USDT').getAttribute('data-ok')).toBe('true'),
    );
    expect(screen.getByTestId('liabilities-result').textContent).toContain(
      'Every one of your balances',
    );
    expect(
      server.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/liabilities/verified')),
    ).toHaveLength(1);
    expect(screen.getByTestId('liabilities-download')).toBeTruthy();
  });

  it('says so when a proof does not lead to the published root, and reports nothing', async () => {
    const server = open('1500.26');
    fireEvent.click(await screen.findByTestId('liabilities-verify'));
    await waitFor(() =>
      expect(screen.getByTestId('liabilities-check-USDT').getAttribute('data-ok')).toBe('false'),
    );
    expect(screen.getByTestId('liabilities-check-USDT').textContent).toContain(
      'does not lead to the root',
    );
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows reserves beside what is owed, each signature checked in the browser', async () => {
    open();
    // 1200.5 held against 1600 owed: 75.03 %, rounded down.
    const row = await screen.findByTestId('reserves-asset-USDT');
    expect(row.textContent).toContain('1200.5');
    expect(row.textContent).toContain('75.03%');
    const good = screen.getByTestId('reserve-ETH-USDT');
    expect(good.getAttribute('data-ok')).toBe('true');
    expect(good.textContent).toContain('Simulated');
    const forged = screen.getByTestId('reserve-ARB-USDT');
    expect(forged.getAttribute('data-ok')).toBe('false');
    expect(forged.textContent).toContain('not read');
    expect(forged.textContent).toContain('Signature does not check out');
    expect(screen.getByTestId('reserves-simulated')).toBeTruthy();
  });

  it('asks a guest to sign in to check, and still shows the round', async () => {
    useSession.setState({ token: null, member: null, real: null, demo: false });
    open();
    expect(await screen.findByTestId('liabilities-round')).toBeTruthy();
    expect(screen.queryByTestId('liabilities-verify')).toBeNull();
  });
});
