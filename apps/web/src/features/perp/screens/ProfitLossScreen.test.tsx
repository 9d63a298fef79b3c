import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import ProfitLossScreen from './ProfitLossScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PNL = '/contract/wallet/profitLoss';
const DAY_MS = 86_400_000;

const report = {
  from: null,
  to: null,
  totals: [
    { marginAsset: 'USDT', realisedPnl: '125', fees: '3.2', fundingFees: '-1.3', net: '120.5' },
    { marginAsset: 'BTC', realisedPnl: '-0.001', fees: '0.0002', fundingFees: '0', net: '-0.0012' },
  ],
  byContract: [
    {
      symbol: 'BTCUSDT',
      marginAsset: 'USDT',
      realisedPnl: '125',
      fees: '3.2',
      fundingFees: '-1.3',
      net: '120.5',
      closedPositions: 3,
    },
    {
      symbol: 'BTCUSD',
      marginAsset: 'BTC',
      realisedPnl: '-0.001',
      fees: '0.0002',
      fundingFees: '0',
      net: '-0.0012',
      closedPositions: 1,
    },
  ],
};

describe('profit and loss', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('shows totals per margin asset and each contract, for the chosen period', async () => {
    const server = fakeServer({ [`GET ${PNL}`]: () => ({ data: report }) });
    renderRoute('/profitLoss', '/profitLoss', <ProfitLossScreen />);
    const usdt = await screen.findByTestId('pnl-total-USDT');
    expect(usdt.textContent).toContain('Net profit and loss (USDT)');
    expect(within(usdt).getByTestId('pnl-net').textContent).toBe('+120.5');
    expect(within(usdt).getByTestId('pnl-net').className).toContain('up');
    expect(within(usdt).getByTestId('pnl-realised').textContent).toBe('+125');
    expect(within(usdt).getByTestId('pnl-fees').textContent).toBe('3.2');
    expect(within(usdt).getByTestId('pnl-funding').textContent).toBe('-1.3');
    const btc = screen.getByTestId('pnl-total-BTC');
    expect(within(btc).getByTestId('pnl-net').textContent).toBe('-0.0012');
    expect(within(btc).getByTestId('pnl-net').className).toContain('down');
    const perContract = screen.getByTestId('pnl-contract-BTCUSDT');
    expect(within(perContract).getByTestId('pnl-contract-net').textContent).toBe('+120.5 USDT');
    expect(perContract.textContent).toContain('Closed: 3');

    // The default period is the last 7 days, both ends fixed when chosen.
    const week = server.callsTo(PNL)[0]?.query;
    expect(Number(week?.get('to')) - Number(week?.get('from'))).toBe(7 * DAY_MS);

    fireEvent.click(screen.getByTestId('period-all'));
    await waitFor(() => expect(server.callsTo(PNL)).toHaveLength(2));
    const all = server.callsTo(PNL)[1]?.query;
    expect(all?.has('from')).toBe(false);
    expect(all?.has('to')).toBe(false);

    fireEvent.click(screen.getByTestId('period-days30'));
    await waitFor(() => expect(server.callsTo(PNL)).toHaveLength(3));
    const month = server.callsTo(PNL)[2]?.query;
    expect(Number(month?.get('to')) - Number(month?.get('from'))).toBe(30 * DAY_MS);
  });

  it('says so when nothing happened in the period', async () => {
    fakeServer({
      [`GET ${PNL}`]: () => ({ data: { from: 0, to: 1, totals: [], byContract: [] } }),
    });
    renderRoute('/profitLoss', '/profitLoss', <ProfitLossScreen />);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByTestId('pnl-total-USDT')).toBeNull();
  });
});
