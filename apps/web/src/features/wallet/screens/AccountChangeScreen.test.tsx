import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { entry, historyPage, walletRoutes } from '../test/fixtures';
import AccountChangeScreen from './AccountChangeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const queryOf = (server: ReturnType<typeof fakeServer>, index: number) =>
  Object.fromEntries(server.callsTo('/wallet_history/list')[index]?.query ?? []);

describe('account-change records', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows each entry translated, signed and coloured, with the balance after', async () => {
    const list = [
      entry({ id: '2', type: 'recharge', amount: '100', balanceAfter: '1100' }),
      entry({ id: '1', type: 'manual_withdrawal', amount: '-0.5', memo: 'Correction #12' }),
    ];
    fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage(list) }),
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    const [deposit, manual] = await screen.findAllByTestId('history-row');
    expect(within(deposit ?? document.body).getByText('Deposit')).toBeTruthy();
    expect(within(deposit ?? document.body).getByText('+100.00').className).toContain('in');
    expect(deposit?.textContent).toContain('Balance after 1,100.00');
    expect(deposit?.textContent).toContain('Spot');
    expect(within(manual ?? document.body).getByText('Manual withdrawal')).toBeTruthy();
    expect(within(manual ?? document.body).getByText('-0.50').className).toContain('out');
    expect(manual?.textContent).toContain('Correction #12');
  });

  it('builds the query from the filters and keeps them in the URL', async () => {
    const server = fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage([]) }),
    });
    renderAt('/accountChange?asset=usdt', <AccountChangeScreen />);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(queryOf(server, 0)).toEqual({ asset: 'USDT', pageNo: '1', pageSize: '20' });

    fireEvent.change(screen.getByTestId('history-filter-type'), { target: { value: 'transfer' } });
    fireEvent.change(screen.getByTestId('history-filter-wallet'), {
      target: { value: 'contract' },
    });
    await waitFor(() =>
      expect(queryOf(server, server.callsTo('/wallet_history/list').length - 1)).toEqual({
        historyType: 'transfer',
        asset: 'USDT',
        wallet: 'contract',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect(where()).toBe('/accountChange?asset=usdt&type=transfer&wallet=contract');

    fireEvent.change(screen.getByTestId('history-filter-asset'), { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/accountChange?type=transfer&wallet=contract'));
  });

  it('offers every change type with a human name', async () => {
    fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage([]) }),
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    const select = await screen.findByTestId('history-filter-type');
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(labels).toHaveLength(25);
    expect(labels).toContain('Manual deposit');
    expect(labels).toContain('Withdrawal');
    expect(labels.some((label) => label?.includes('_'))).toBe(false);
  });

  it('loads the next page of 20 on request', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => entry({ id: `a${index}` }));
    const server = fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': [
        () => ({ data: historyPage(page1, 21) }),
        () => ({ data: historyPage([entry({ id: 'b0' })], 21, 2) }),
      ],
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(21));
    expect(queryOf(server, 1)).toEqual({ pageNo: '2', pageSize: '20' });
    expect(screen.queryByTestId('history-more')).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });
});
