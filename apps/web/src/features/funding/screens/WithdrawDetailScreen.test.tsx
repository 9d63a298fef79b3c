import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { deposit, fundingRoutes, page, withdrawal } from '../test/fixtures';
import RecordsScreen from './RecordsScreen';
import WithdrawDetailScreen from './WithdrawDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const steps = () =>
  [...screen.getByTestId('withdraw-timeline').querySelectorAll('li')].map(
    (step) => `${step.textContent}:${step.getAttribute('data-state')}`,
  );

describe('withdrawal detail', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    vi.mocked(notify.info).mockClear();
  });

  it('cancels a withdrawal under review after asking, and shows it cancelled', async () => {
    const server = fakeServer({
      ...fundingRoutes(),
      'GET /asset/withdraw/detail': () => ({ data: withdrawal() }),
      'POST /asset/withdraw/cancel': () => ({ data: withdrawal({ status: 'cancelled' }) }),
    });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    await screen.findByTestId('withdraw-timeline');
    expect(steps()).toEqual(['Submitted:done', 'Under review:current', 'Sent on-chain:todo']);
    fireEvent.click(screen.getByTestId('withdraw-cancel'));
    fireEvent.click(await screen.findByTestId('withdraw-cancel-confirm'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Withdrawal cancelled'));
    expect(server.callsTo('/asset/withdraw/cancel')[0]?.body).toEqual({ id: 42 });
    expect(screen.getByTestId('withdraw-status').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('withdraw-cancel')).toBeNull();
    expect(screen.getByText('The frozen amount is back in your spot account.')).toBeTruthy();
    // Nothing will arrive, so no "receive" amount is shown.
    expect(screen.queryByTestId('withdraw-receive-amount')).toBeNull();
  });

  it('shows a refusal with its reason and no cancel button', async () => {
    const refused = withdrawal({ status: 'review_failed', rejectReason: 'Address flagged' });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: refused }) });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    expect((await screen.findByTestId('withdraw-reason')).textContent).toBe(
      'Reason: Address flagged',
    );
    expect(steps()).toEqual(['Submitted:done', 'Review failed:failed']);
    // Amounts read as the wallet shows them: two decimals, then what the value has.
    expect(document.querySelector('.record-hero-amount')?.textContent).toBe('100.00 USDT');
    expect(screen.getByText('1.50 USDT')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-cancel')).toBeNull();
    // A question about it goes to customer service, linked to this withdrawal.
    expect(screen.getByTestId('contact-support').getAttribute('href')).toBe(
      `/customerService?link=withdrawal:${refused.id}`,
    );
  });

  it('says an approved withdrawal to a new address is held until its hold ends, not being sent', async () => {
    const holdUntil = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const held = withdrawal({ status: 'review_passed', holdUntil });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: held }) });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    await screen.findByTestId('withdraw-timeline');
    const [, passed, third] = steps();
    expect(passed).toBe('Review passed:done');
    expect(third).toMatch(/^Held until .+:current$/);
    expect(screen.queryByText('Being sent')).toBeNull();
    expect(screen.queryByText(/about 1 hour/)).toBeNull();
  });

  it('shows the hash of a sent withdrawal', async () => {
    const sent = withdrawal({ status: 'success', txid: '0xfeed' });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: sent }) });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    expect((await screen.findByTestId('withdraw-txid')).textContent).toBe('0xfeed');
    expect(steps()).toEqual(['Submitted:done', 'Review passed:done', 'Sent on-chain:done']);
  });

  it('shows a broadcast withdrawal as sent and confirming, with its hash and no cancel button', async () => {
    const sent = withdrawal({ status: 'review_passed', txid: '0xbeef' });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: sent }) });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    expect((await screen.findByTestId('withdraw-txid')).textContent).toBe('0xbeef');
    expect(steps()).toEqual([
      'Submitted:done',
      'Review passed:done',
      'Sent, awaiting network confirmations:current',
    ]);
    expect(screen.queryByTestId('withdraw-cancel')).toBeNull();
  });

  it('says a withdrawal the network reverted did not arrive, cost nothing, and came back', async () => {
    const reverted = withdrawal({ status: 'not_arrived', txid: '0xdead' });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: reverted }) });
    renderAt('/withdraw/withdrawDetail?id=42', <WithdrawDetailScreen />);
    await screen.findByTestId('withdraw-timeline');
    expect(steps()).toEqual(['Submitted:done', 'Review passed:done', 'Not arrived:failed']);
    expect(screen.getByText(/no fee was charged/)).toBeTruthy();
    expect(screen.getByText('The frozen amount is back in your spot account.')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-receive-amount')).toBeNull();
  });
});

describe('deposit and withdrawal records', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('lists each kind on its tab with translated statuses, rows opening the detail', async () => {
    fakeServer({
      ...fundingRoutes(),
      // NUMERIC columns arrive padded to the coin's places; rows show two, then what is there.
      'GET /asset/deposit/list': () => ({
        data: page([deposit({ status: 'credited', amount: '250.500000' })]),
      }),
      'GET /asset/withdraw/list': () => ({ data: page([withdrawal({ status: 'success' })]) }),
    });
    renderAt('/assetsCenter/rechargeWithdrawRecord', <RecordsScreen />);
    const [depositRow] = await screen.findAllByTestId('record-row');
    expect(depositRow?.querySelector('.record-amount')?.textContent).toBe('+250.50');
    expect(depositRow?.textContent).toContain('Credited');
    expect(depositRow?.getAttribute('href')).toBe('/recharge/rechargeDetail?id=7');

    fireEvent.click(screen.getByTestId('records-tab-withdraw'));
    await waitFor(() => expect(where()).toBe('/assetsCenter/rechargeWithdrawRecord?tab=withdraw'));
    const [withdrawRow] = await screen.findAllByTestId('record-row');
    expect(withdrawRow?.querySelector('.record-amount')?.textContent).toBe('-100.00');
    expect(withdrawRow?.textContent).toContain('Sent');
    fireEvent.click(withdrawRow as HTMLElement);
    await waitFor(() => expect(where()).toBe('/withdraw/withdrawDetail?id=42'));
  });
});
