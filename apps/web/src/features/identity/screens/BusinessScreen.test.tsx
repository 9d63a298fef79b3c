import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import { walletRoutes } from '../../wallet/test/fixtures';
import { business, identityRoutes, overview } from '../test/fixtures';
import BusinessScreen from './BusinessScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const STATUS = '/approve/certified/business/status';
const APPLY = '/approve/certified/business/apply';
const CANCEL = '/approve/cancel/business';
const DEPOSITS = '/approve/business-auth-deposit/list';

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const open = business({
  canApply: true,
  options: [
    { coin: 'USDT', amount: '15000' },
    { coin: 'BTC', amount: '0.25' },
  ],
});
const applied = business({
  id: 9,
  status: 'applied',
  coin: 'USDT',
  amount: '15000',
  appliedAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  canCancel: true,
});
const noRecords: Handler = () => ({ data: { list: [], total: 0, pageNo: 1, pageSize: 20 } });

function routes(extra: Record<string, Handler | Handler[]>) {
  return {
    ...walletRoutes(),
    ...identityRoutes(overview({ level: 2 })),
    [`POST ${DEPOSITS}`]: noRecords,
    ...extra,
  };
}

describe('business certification', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    vi.mocked(notify.info).mockClear();
  });

  it('confirms the amount to lock and sends the same request id when retried', async () => {
    const server = fakeServer(
      routes({
        [`POST ${STATUS}`]: () => ({ data: open }),
        [`POST ${APPLY}`]: [offline, () => ({ data: applied })],
      }),
    );
    renderAt('/identity/business', <BusinessScreen />);
    expect((await screen.findByTestId('business-state')).textContent).toBe('Not applied');
    expect(screen.getByTestId('business-rules').textContent).toContain(
      'Merchant trading tools are not open yet, so for now certification gives no other feature.',
    );
    expect(screen.getByTestId('business-amount').textContent).toBe('15,000 USDT');
    // The spot account has 1,000.50 USDT: not enough.
    expect((await screen.findByTestId('business-available')).textContent).toBe(
      'Not enough USDT available in your spot account',
    );
    expect((screen.getByTestId('business-apply-button') as HTMLButtonElement).disabled).toBe(true);

    // BTC: 0.5 available, 0.25 needed.
    fireEvent.click(screen.getByTestId('business-coin-BTC'));
    expect(screen.getByTestId('business-amount').textContent).toBe('0.25 BTC');
    expect(screen.getByTestId('business-available').textContent).toBe(
      'Available in your spot account: 0.50 BTC',
    );
    fireEvent.click(screen.getByTestId('business-apply-button'));
    const dialog = await screen.findByTestId('business-apply-dialog');
    expect(dialog.textContent).toContain(
      '0.25 BTC will be locked from your spot account’s available balance until it is returned.',
    );
    fireEvent.click(within(dialog).getByTestId('business-apply-dialog-confirm'));
    expect(await screen.findByTestId('business-unknown')).toBeTruthy();

    fireEvent.click(screen.getByTestId('business-apply-button'));
    fireEvent.click(await screen.findByTestId('business-apply-dialog-confirm'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Application submitted'));
    const [first, second] = server
      .callsTo(APPLY)
      .map((call) => call.body as Record<string, string>);
    expect(first?.coin).toBe('BTC');
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second).toEqual(first);
  });

  it('cancels an application under review after saying the deposit comes back', async () => {
    const server = fakeServer(
      routes({
        [`POST ${STATUS}`]: () => ({ data: applied }),
        [`POST ${CANCEL}`]: () => ({
          data: business({ ...applied, status: 'refunded', canCancel: false }),
        }),
      }),
    );
    renderAt('/identity/business', <BusinessScreen />);
    expect((await screen.findByTestId('business-state')).textContent).toBe('Under review');
    expect(screen.getByTestId('business-held').textContent).toBe('15,000 USDT');
    expect(screen.queryByTestId('business-apply')).toBeNull();
    fireEvent.click(screen.getByTestId('business-cancel'));
    const dialog = await screen.findByTestId('business-cancel-dialog');
    expect(dialog.textContent).toContain(
      'The review stops and 15,000 USDT returns to your spot account at once.',
    );
    fireEvent.click(within(dialog).getByTestId('business-cancel-dialog-confirm'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Application cancelled'));
    expect(server.callsTo(CANCEL)).toHaveLength(1);
  });

  it('shows a refused refund with its reason and offers to ask again', async () => {
    fakeServer(
      routes({
        [`POST ${STATUS}`]: () => ({
          data: business({
            ...applied,
            status: 'refund_rejected',
            reason: 'Open appeal on order 88',
          }),
        }),
      }),
    );
    renderAt('/identity/business', <BusinessScreen />);
    expect((await screen.findByTestId('business-state')).textContent).toBe('Refund refused');
    expect(screen.getByTestId('business-reason').textContent).toBe(
      'Reason: Open appeal on order 88',
    );
    expect(screen.getByTestId('business-cancel').textContent).toBe('Ask for the deposit back');
  });

  it('says advanced verification comes first', async () => {
    fakeServer({
      ...routes({}),
      ...identityRoutes(overview({ level: 1 })),
      [`POST ${DEPOSITS}`]: noRecords,
    });
    renderAt('/identity/business', <BusinessScreen />);
    expect((await screen.findByTestId('business-locked')).textContent).toBe(
      'Available once advanced verification has passed',
    );
    expect(screen.queryByTestId('business-apply')).toBeNull();
  });

  it('lists the deposit’s movements, a page at a time', async () => {
    const record = (certificationId: number, kind: string, at: string) => ({
      certificationId,
      kind,
      coin: 'USDT',
      amount: '15000',
      at,
    });
    const server = fakeServer(
      routes({
        [`POST ${STATUS}`]: () => ({ data: applied }),
        [`POST ${DEPOSITS}`]: [
          () => ({
            data: {
              list: [
                record(3, 'released', '2025-03-05T10:00:00Z'),
                record(3, 'locked', '2025-03-01T10:00:00Z'),
              ],
              total: 3,
              pageNo: 1,
              pageSize: 2,
            },
          }),
          () => ({
            data: {
              list: [record(1, 'locked', '2024-12-01T10:00:00Z')],
              total: 3,
              pageNo: 2,
              pageSize: 2,
            },
          }),
        ],
      }),
    );
    renderAt('/identity/business', <BusinessScreen />);
    await waitFor(() => expect(screen.getAllByTestId('deposit-record')).toHaveLength(2));
    const [released, locked] = screen.getAllByTestId('deposit-record');
    expect(released?.textContent).toBe('ReleasedMar 5, 202515,000.00 USDT');
    expect(locked?.textContent).toBe('LockedMar 1, 202515,000.00 USDT');
    fireEvent.click(screen.getByTestId('deposit-more'));
    await waitFor(() => expect(screen.getAllByTestId('deposit-record')).toHaveLength(3));
    expect(server.callsTo(DEPOSITS).map((call) => call.body)).toEqual([
      { pageNo: 1, pageSize: 20 },
      { pageNo: 2, pageSize: 20 },
    ]);
    expect(screen.queryByTestId('deposit-more')).toBeNull();
  });
});
