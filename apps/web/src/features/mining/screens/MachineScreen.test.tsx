import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { MACHINE, machineDetail, miningRoutes, REWARDS, rewards } from '../test/fixtures';
import MachineScreen from './MachineScreen';

const PATTERN = '/financial/mining/machine/:id';
const text = (testId: string) => screen.getByTestId(testId).textContent;
const guest = () => useSession.setState({ token: null, member: null, real: null, demo: false });

async function render(path = '/financial/mining/machine/1') {
  renderRoute(PATTERN, path, <MachineScreen />);
  return screen.findByTestId('mining-machine-view');
}

describe('one mining machine', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows a guest the economics, every specification and the last days’ hash prices', async () => {
    guest();
    const server = fakeServer(miningRoutes());
    await render();
    expect(server.callsTo(MACHINE)[0]?.query.get('id')).toBe('1');
    expect(text('mining-detail-price')).toBe('240 USDT / 30 days');
    expect(text('mining-gross')).toBe('6.00 USDT');
    expect(text('mining-power-cost')).toBe('− 3.60 USDT');
    expect(text('mining-net')).toBe('2.40 USDT');
    expect(text('mining-breakeven')).toBe('100 days');
    expect(text('mining-spec-algorithm')).toBe('SHA-256');
    expect(text('mining-spec-hash')).toBe('100 TH/s');
    expect(text('mining-spec-power')).toBe('3,000');
    expect(text('mining-spec-maker')).toBe('Bitmain');
    expect(text('mining-spec-size')).toBe('400 × 195 × 290 mm');
    expect(text('mining-spec-weight')).toBe('14.2');
    expect(text('mining-spec-temperature')).toBe('5–40 °C');
    expect(text('mining-spec-humidity')).toBe('5–95 % RH');
    expect(text('mining-spec-electricity')).toBe('0.05 USDT per kWh');
    expect(text('mining-spec-payout')).toBe('Daily at 04:00 (UTC)');

    const simulated = screen.getByTestId('mining-hash-price-2025-03-01');
    expect(simulated.textContent).toContain('0.06');
    expect(within(simulated).getByTestId('mining-source').textContent).toBe(
      'Simulated, not market data',
    );
    const operator = screen.getByTestId('mining-hash-price-2025-02-28');
    expect(within(operator).getByTestId('mining-source').textContent).toBe('Operator (pool data)');
    expect(operator.textContent).toContain('Pool statement');

    expect(server.callsTo(REWARDS)).toEqual([]);
    expect(text('mining-buy')).toBe('Log in to buy');
    fireEvent.click(screen.getByTestId('mining-buy'));
    expect(where()).toBe(
      `/login?redirect=${encodeURIComponent('/financial/mining/machine/1/buy')}`,
    );
  });

  it('leads a signed-in user to the form, and refuses a trial already had', async () => {
    fakeServer(miningRoutes());
    const view = renderRoute(PATTERN, '/financial/mining/machine/1', <MachineScreen />);
    await screen.findByTestId('mining-machine-view');
    fireEvent.click(screen.getByTestId('mining-buy'));
    expect(where()).toBe('/financial/mining/machine/1/buy');
    view.unmount();

    fakeServer(
      miningRoutes({
        [`GET ${MACHINE}`]: () => ({ data: machineDetail({ id: 2, type: 'trial' }) }),
        [`GET ${REWARDS}`]: () => ({ data: rewards({ trialBought: true }) }),
      }),
    );
    await render('/financial/mining/machine/2');
    expect(await screen.findByTestId('mining-buy-closed')).toBeTruthy();
    expect(screen.getByTestId('mining-buy').hasAttribute('disabled')).toBe(true);
    expect(text('mining-state')).toBe('Used');
  });

  it('says an unreadable machine id is not found', () => {
    fakeServer(miningRoutes());
    renderRoute(PATTERN, '/financial/mining/machine/x', <MachineScreen />);
    expect(text('mining-machine-not-found')).toContain('This machine was not found');
  });
});
