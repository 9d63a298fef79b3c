import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { C2C_PATHS } from '../paths';
import { advertiserProfile, preview, tradeRoutes } from '../test/fixtures';
import AdvertiserScreen from './AdvertiserScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PROFILE = '/otc/advertiser/profile';
const PREVIEW = '/otc/order/pre';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

describe('P2P advertiser profile', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows the advertiser’s statistics, listed ads and recent reviews', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      [`GET ${PROFILE}`]: () => ({ data: advertiserProfile() }),
      [`POST ${PREVIEW}`]: () => ({ data: preview() }),
    });
    renderRoute(C2C_PATHS.advertiser, '/c2c/advertiser/21', <AdvertiserScreen />);
    expect((await screen.findByTestId('profile-nickname')).textContent).toBe('mia_trades');
    expect(server.callsTo(PROFILE)[0]?.query.get('userId')).toBe('21');
    expect(screen.getByTestId('profile-merchant').textContent).toContain('Certified merchant');
    expect(screen.getByTestId('profile-registered').textContent).toMatch(/^Registered .*2025/);
    expect(screen.getByTestId('profile-first-trade').textContent).toMatch(/^First trade .*2025/);
    const stat = (key: string) => screen.getByTestId(`profile-${key}`).textContent;
    expect(stat('orders30d')).toBe('128');
    expect(stat('completion')).toBe('98.5%');
    expect(stat('release')).toBe('4.5 min');
    expect(stat('pay')).toBe('7 min');
    expect(stat('positive')).toBe('41');
    expect(stat('negative')).toBe('2');
    expect(stat('traders')).toBe('37');
    expect(stat('total')).toBe('212');
    const reviews = screen.getByTestId('profile-reviews');
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(2);
    expect(within(reviews).getByText('Fast release, thank you.')).toBeTruthy();
    expect(within(reviews).getByText('Negative')).toBeTruthy();

    // A sell ad is one to buy from; taking it opens the order sheet.
    const ads = screen.getByTestId('profile-ads');
    expect(within(ads).queryByTestId('ad-nickname')).toBeNull();
    fireEvent.click(within(ads).getByTestId('p2p-trade-11'));
    expect(within(ads).getByTestId('p2p-trade-11').textContent).toBe('Buy');
    await screen.findByTestId('p2p-order-sheet');
    await waitFor(() => expect(server.callsTo(PREVIEW)[0]?.body).toEqual({ id: 11 }));
  });

  it('says so for someone with no trades, ads or reviews yet', async () => {
    fakeServer({
      ...tradeRoutes(),
      [`GET ${PROFILE}`]: () => ({
        data: advertiserProfile({
          merchant: false,
          firstTradeAt: null,
          completionRate30d: null,
          avgReleaseMinutes30d: null,
          avgPayMinutes30d: null,
          ads: [],
          reviews: [],
        }),
      }),
    });
    renderRoute(C2C_PATHS.advertiser, '/c2c/advertiser/21', <AdvertiserScreen />);
    expect((await screen.findByTestId('profile-first-trade')).textContent).toBe(
      'No completed trades yet',
    );
    expect(screen.queryByTestId('profile-merchant')).toBeNull();
    expect(screen.getByTestId('profile-completion').textContent).toBe('--');
    expect(screen.getByTestId('profile-release').textContent).toBe('--');
    expect(screen.getByTestId('profile-no-ads')).toBeTruthy();
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
  });
});
