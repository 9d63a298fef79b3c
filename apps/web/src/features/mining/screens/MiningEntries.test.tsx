import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { EarnShortcuts } from '../../earn/components/EarnShortcuts';
import FundsScreen from '../../wallet/screens/FundsScreen';
import { walletRoutes } from '../../wallet/test/fixtures';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

/** The ways in: the financial home's shortcuts and the wallet's mining account. */
describe('entries to mining machines', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
  });

  it('leads from the financial home to the machines and to the custody orders', () => {
    const view = renderAt('/financial', <EarnShortcuts />);
    expect(screen.getByTestId('earn-mining-link').textContent).toContain('Mining machines');
    fireEvent.click(screen.getByTestId('earn-mining-link'));
    expect(where()).toBe('/financial/mining');
    view.unmount();

    renderAt('/financial', <EarnShortcuts />);
    fireEvent.click(screen.getByTestId('earn-custody-orders-link'));
    expect(where()).toBe('/financial/custody');
  });

  it('shows the way to mining rewards on the wallet’s mining account only', async () => {
    fakeServer(walletRoutes());
    const view = renderAt('/funds?wallet=spot', <FundsScreen />);
    await screen.findByTestId('funds-total');
    expect(screen.queryByTestId('funds-mining-link')).toBeNull();
    view.unmount();

    renderAt('/funds?wallet=mining', <FundsScreen />);
    const card = await screen.findByTestId('funds-mining-link');
    expect(card.textContent).toContain('Mining rewards and machines');
    fireEvent.click(card);
    expect(where()).toBe('/financial/mining');
  });
});
