import { ERRORS } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { useStepUp } from '../../account/stepUp';
import { fakeServer, overviewFixture, type Handler } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { createRequestIds, REQUEST_ID_PATTERN } from '../../wallet/requestId';
import { draftFingerprint, useWithdrawDraft, type WithdrawDraft } from '../draft';
import { fundingRoutes, TRON_ADDRESS, withdrawal } from '../test/fixtures';
import SecurityVerificationScreen from './SecurityVerificationScreen';
import WithdrawSubmitScreen from './WithdrawSubmitScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const applied: Handler = () => ({ data: withdrawal() });
const draft: WithdrawDraft = {
  symbol: 'USDT',
  chain: 'TRC20',
  address: TRON_ADDRESS,
  amount: '100',
};

function open(apply: Handler[]) {
  const server = fakeServer({
    ...fundingRoutes(),
    'GET /security/overview': () => ({ data: { ...overviewFixture, googleBound: true } }),
    'POST /asset/withdraw/apply': apply,
  });
  renderAt('/withdraw/securityVerification', <SecurityVerificationScreen />);
  return server;
}
const bodies = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo('/asset/withdraw/apply').map((call) => call.body as Record<string, string>);
async function sendWith(fundPassword: string) {
  fireEvent.change(await screen.findByTestId('withdraw-fund-password'), {
    target: { value: fundPassword },
  });
  fireEvent.click(screen.getByTestId('withdraw-submit'));
}

describe('withdrawal security step', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    useWithdrawDraft.setState({ draft, ids: createRequestIds() });
    useStepUp.getState().remember('step-up-1', 300);
  });

  it('goes back to the form when there is no draft', async () => {
    useWithdrawDraft.setState({ draft: null });
    open([]);
    await waitFor(() => expect(where()).toBe('/withdraw/withdrawPage'));
  });

  it('asks for the step-up first when no token is held', async () => {
    useStepUp.getState().clear();
    open([]);
    expect(await screen.findByTestId('verify-code')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-fund-password')).toBeNull();
    expect(screen.getByTestId('withdraw-summary').textContent).toContain(TRON_ADDRESS);
  });

  it('reuses the request id when retrying after a network failure, then shows the result', async () => {
    const server = open([offline, applied]);
    await sendWith('123456');
    expect(await screen.findByTestId('withdraw-unknown')).toBeTruthy();
    await sendWith('123456');
    await waitFor(() => expect(where()).toBe('/withdraw/withdrawSumbit?id=42'));
    const [first, second] = bodies(server);
    expect(first).toMatchObject({ ...draft, fundPassword: '123456', stepUpToken: 'step-up-1' });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    // The token was spent and the draft is done with.
    expect(useStepUp.getState().token).toBeNull();
    expect(useWithdrawDraft.getState().draft).toBeNull();
  });

  it('keeps the id after a wrong fund password, and takes a new one for a changed draft', async () => {
    const wrong: Handler = () => ({ code: ERRORS.FUND_PASSWORD_WRONG.code, message: 'Wrong' });
    const server = open([wrong, offline]);
    await sendWith('111111');
    await waitFor(() => expect(bodies(server)).toHaveLength(1));
    await sendWith('123456');
    await screen.findByTestId('withdraw-unknown');
    const [first, second] = bodies(server);
    expect(second?.requestId).toBe(first?.requestId);
    // Going back and changing the amount makes it another withdrawal.
    const ids = useWithdrawDraft.getState().ids;
    expect(ids.idFor(draftFingerprint({ ...draft, amount: '101' }))).not.toBe(first?.requestId);
  });

  it('asks to verify again when the server says the step-up is missing or spent', async () => {
    const spent: Handler = () => ({ code: ERRORS.STEP_UP_REQUIRED.code, message: 'Verify again' });
    open([spent]);
    await sendWith('123456');
    expect(await screen.findByTestId('verify-code')).toBeTruthy();
    expect(useStepUp.getState().token).toBeNull();
  });
});

describe('withdrawal result', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows the status and, for a new address, the 24-hour hold', async () => {
    const held = withdrawal({ holdUntil: '2025-03-02T10:00:00Z' });
    fakeServer({ ...fundingRoutes(), 'GET /asset/withdraw/detail': () => ({ data: held }) });
    renderAt('/withdraw/withdrawSumbit?id=42', <WithdrawSubmitScreen />);
    expect((await screen.findByTestId('withdraw-status')).textContent).toBe('Under review');
    const hold = screen.getByTestId('withdraw-hold').textContent ?? '';
    expect(hold).toContain('New address: held for 24 hours');
    expect(hold).toMatch(/not sent before .*2025/);
    expect(screen.getByText(/depends on the network/)).toBeTruthy();
    expect(screen.queryByText(/about 1 hour/)).toBeNull();
    expect(screen.getByTestId('withdraw-receive-amount').textContent).toBe('98.50 USDT');
  });

  it('shows no hold for an address used before', async () => {
    fakeServer({
      ...fundingRoutes(),
      'GET /asset/withdraw/detail': () => ({ data: withdrawal() }),
    });
    renderAt('/withdraw/withdrawSumbit?id=42', <WithdrawSubmitScreen />);
    await screen.findByTestId('withdraw-status');
    expect(screen.queryByTestId('withdraw-hold')).toBeNull();
  });
});
