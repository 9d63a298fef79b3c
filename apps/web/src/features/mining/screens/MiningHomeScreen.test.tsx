import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  hashPrice,
  machine,
  MACHINES,
  miningRoutes,
  PAYOUT_AT,
  REWARDS,
  rewards,
  trial,
  WITHDRAW,
} from '../test/fixtures';
import MiningHomeScreen from './MiningHomeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATH = '/financial/mining';
const guest = () => useSession.setState({ token: null, member: null, real: null, demo: false });
const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const withdrawn: Handler = () => ({
  data: {
    withdrawn: [{ coin: 'USDT', amount: '57.6' }],
    nextWithdrawAt: PAYOUT_AT + 12 * 3_600_000,
    replayed: false,
  },
});

describe('mining machines home', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists machines for a guest with their economics at the latest, simulated, hash price', async () => {
    guest();
    const server = fakeServer(miningRoutes());
    renderAt(PATH, <MiningHomeScreen />);
    const card = await screen.findByTestId('mining-machine-1');
    const text = (testId: string) => within(card).getByTestId(testId).textContent;
    expect(text('mining-type')).toBe('ASIC miner');
    expect(within(card).getByText('Antminer S19')).toBeTruthy();
    expect(text('mining-state')).toBe('On sale');
    expect(text('mining-card-net')).toBe('2.40 USDT / day');
    expect(text('mining-card-price')).toBe('240 USDT / 30 days');
    expect(text('mining-card-hash')).toBe('100 TH/s');
    expect(text('mining-card-power')).toBe('3,000');
    expect(text('mining-card-breakeven')).toBe('100 days');
    expect(text('mining-card-left')).toBe('40 of 100 left');
    expect(text('mining-hash-price-value')).toBe('0.06 USDT per TH/s a day');
    expect(text('mining-hash-price-day')).toBe('of 2025-03-01');
    const source = within(card).getByTestId('mining-hash-price-source');
    expect(source.textContent).toBe('Simulated, not market data');
    expect(source.getAttribute('data-source')).toBe('simulated');
    expect(screen.queryByTestId('mining-card-trial')).toBeTruthy();
    // A guest holds nothing: no rewards, no private call.
    expect(screen.queryByTestId('mining-rewards')).toBeNull();
    expect(server.callsTo(REWARDS)).toEqual([]);
    expect(server.callsTo(MACHINES)[0]?.token).toBeNull();
    fireEvent.click(card);
    expect(where()).toBe('/financial/mining/machine/1');
  });

  it('labels an operator’s price, a machine never paying back, a locked machine and no price', async () => {
    guest();
    fakeServer(
      miningRoutes({
        [`GET ${MACHINES}`]: () => ({
          data: [
            machine({
              id: 3,
              locked: true,
              economics: {
                hashPrice: hashPrice({ source: 'operator' }),
                grossPerDay: '3',
                powerPerDay: '3.6',
                netPerDay: '0',
                breakevenDays: null,
              },
            }),
            machine({
              id: 4,
              remaining: 0,
              economics: { ...machine().economics, hashPrice: null },
            }),
          ],
        }),
      }),
    );
    renderAt(PATH, <MiningHomeScreen />);
    const locked = await screen.findByTestId('mining-machine-3');
    expect(within(locked).getByTestId('mining-state').textContent).toBe('Locked');
    expect(within(locked).getByTestId('mining-card-breakeven').textContent).toBe(
      'Not at today’s hash price',
    );
    expect(within(locked).getByTestId('mining-hash-price-source').textContent).toBe(
      'Operator (pool data)',
    );
    const soldOut = screen.getByTestId('mining-machine-4');
    expect(within(soldOut).getByTestId('mining-state').textContent).toBe('Sold out');
    expect(within(soldOut).getByTestId('mining-hash-price').textContent).toBe(
      'No hash price published yet',
    );
  });

  it('shows the trial used once the caller has had it', async () => {
    fakeServer(
      miningRoutes({ [`GET ${REWARDS}`]: () => ({ data: rewards({ trialBought: true }) }) }),
    );
    renderAt(PATH, <MiningHomeScreen />);
    const card = await screen.findByTestId('mining-machine-2');
    await waitFor(() => expect(within(card).getByTestId('mining-state').textContent).toBe('Used'));
    expect(within(card).getByTestId('mining-card-trial').textContent).toBe(
      'Used: you have already had your trial machine.',
    );
    // Only the trial is marked.
    expect(
      within(screen.getByTestId('mining-machine-1')).getByTestId('mining-state').textContent,
    ).toBe('On sale');
  });

  it('shows a fresh trial as once per user', async () => {
    fakeServer(miningRoutes({ [`GET ${MACHINES}`]: () => ({ data: [trial()] }) }));
    renderAt(PATH, <MiningHomeScreen />);
    await screen.findByTestId('mining-rewards');
    const card = screen.getByTestId('mining-machine-2');
    expect(within(card).getByTestId('mining-type').textContent).toBe('3-day experience');
    expect(within(card).getByTestId('mining-card-trial').textContent).toBe(
      'Once per user: the 3-day experience machine can be bought one time.',
    );
    expect(within(card).getByTestId('mining-state').textContent).toBe('On sale');
  });

  it('keeps the withdrawal disabled until the 12 hours have passed, and says when', async () => {
    const next = PAYOUT_AT + 6 * 3_600_000;
    fakeServer(
      miningRoutes({ [`GET ${REWARDS}`]: () => ({ data: rewards({ nextWithdrawAt: next }) }) }),
    );
    renderAt(PATH, <MiningHomeScreen />);
    expect((await screen.findByTestId('mining-rewards-USDT')).textContent).toBe(
      '57.60 USDT57.60 earned in all',
    );
    expect(screen.getByTestId('mining-in-custody').textContent).toBe('Machines in custody: 2');
    expect(screen.getByTestId('mining-withdraw').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('mining-next-withdraw').textContent).toBe(
      `Next withdrawal at ${formatDateTime(next)}`,
    );
  });

  it('withdraws with a request id kept for a retry once the window is open', async () => {
    const server = fakeServer(miningRoutes({ [`POST ${WITHDRAW}`]: [offline, withdrawn] }));
    renderAt(PATH, <MiningHomeScreen />);
    const button = await screen.findByTestId('mining-withdraw');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('mining-next-withdraw')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByTestId('lending-unknown')).toBeTruthy();
    fireEvent.click(screen.getByTestId('mining-withdraw'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Withdrawn to your spot wallet: 57.6 USDT'),
    );
    const [first, second] = server
      .callsTo(WITHDRAW)
      .map((call) => call.body as { requestId: string });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    await waitFor(() => expect(server.callsTo(REWARDS).length).toBeGreaterThan(1));
  });

  it('disables the withdrawal when there is nothing to withdraw, and leads to the caller’s pages', async () => {
    fakeServer(
      miningRoutes({
        [`GET ${REWARDS}`]: () => ({ data: rewards({ coins: [], machinesInCustody: 0 }) }),
      }),
    );
    renderAt(PATH, <MiningHomeScreen />);
    expect((await screen.findByTestId('mining-rewards-none')).textContent).toBe(
      'No mining rewards yet.',
    );
    expect(screen.getByTestId('mining-withdraw').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('mining-custody-link'));
    expect(where()).toBe('/financial/custody');
  });

  it('in demo mode shows the machines, says buying needs the real account, and reads no rewards', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(miningRoutes());
    renderAt(PATH, <MiningHomeScreen />);
    expect(await screen.findByTestId('mining-machine-1')).toBeTruthy();
    expect(screen.getByTestId('mining-demo')).toBeTruthy();
    expect(server.callsTo(REWARDS)).toEqual([]);
    fireEvent.click(screen.getByTestId('mining-rules-link'));
    expect(where()).toBe('/financial/mining/rules');
  });
});
