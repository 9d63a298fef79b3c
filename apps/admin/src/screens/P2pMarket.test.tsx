import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';
import { DELISTED_AD, LISTED_AD, MERCHANTS, pageOf } from '../test/p2p';

const ADS = '/admin-api/p2p/ads';

function marketServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['p2p.arbitrate', 'users.read']) }),
    [`GET ${ADS}`]: () => ({ data: pageOf([LISTED_AD, DELISTED_AD]) }),
    'GET /admin-api/p2p/merchants': () => ({ data: { list: MERCHANTS } }),
    ...extra,
  });
}

describe('P2P ads', () => {
  it('lists every owner’s ads with side, pair, price, what is left and held, and status', async () => {
    const server = marketServer();
    renderConsole({ path: '/p2p/ads', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('ad-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'AD250101000021sam43SellUSDT / USD1 USD800 USDT / 10008001ListedDelist',
      'AD250101000022sam43BuyUSDT / EURNo fresh price800 USDT / 100000Delisted',
    ]);
    expect(within(rows[0]!).getByTestId('user-link').getAttribute('href')).toBe('/users/43');
    // Only a listed ad can be delisted.
    expect(within(rows[1]!).queryByTestId('ad-delist')).toBeNull();
    expect(server.callsTo('GET', ADS)[0]?.query.toString()).toBe('pageNo=1&pageSize=20');
  });

  it('filters by status and owner', async () => {
    const server = marketServer();
    const { user } = renderConsole({ path: '/p2p/ads', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('ad-row');
    await user.selectOptions(screen.getByTestId('filter-status'), 'delisted');
    await user.type(screen.getByTestId('filter-userId'), '43{Enter}');
    await waitFor(() =>
      expect(server.callsTo('GET', ADS).at(-1)?.query.toString()).toBe(
        'pageNo=1&pageSize=20&status=delisted&userId=43',
      ),
    );
  });

  it('delists a listed ad only with a reason', async () => {
    let delisted = false;
    const server = marketServer({
      [`GET ${ADS}`]: () => ({
        data: pageOf([delisted ? { ...LISTED_AD, status: 'delisted', held: '0' } : LISTED_AD]),
      }),
      [`POST ${ADS}/21/delist`]: () => {
        delisted = true;
        return { data: { ...LISTED_AD, status: 'delisted', held: '0' } };
      },
    });
    const { user } = renderConsole({ path: '/p2p/ads', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('ad-row');
    await user.click(within(row!).getByTestId('ad-delist'));
    const dialog = screen.getByTestId('reason-dialog');
    expect(dialog.textContent).toContain(
      'Ad AD250101000021 of sam leaves the market and its held coins go back to the owner’s balance; its 1 open orders go on.',
    );
    const ok = within(dialog).getByTestId<HTMLButtonElement>('reason-ok');
    expect(ok.disabled).toBe(true);
    await user.type(within(dialog).getByTestId('reason-input'), '   ');
    expect(ok.disabled).toBe(true);
    await user.click(ok);
    expect(server.callsTo('POST', `${ADS}/21/delist`)).toHaveLength(0);

    await user.clear(within(dialog).getByTestId('reason-input'));
    await user.type(within(dialog).getByTestId('reason-input'), 'Misleading terms');
    await user.click(ok);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Ad AD250101000021 delisted',
    );
    expect(server.callsTo('POST', `${ADS}/21/delist`)[0]?.body).toEqual({
      reason: 'Misleading terms',
    });
    await waitFor(() => expect(screen.getByTestId('ad-status').textContent).toBe('Delisted'));
    expect(screen.queryByTestId('reason-dialog')).toBeNull();
    expect(screen.queryByTestId('ad-delist')).toBeNull();
  });
});

describe('P2P advertisers', () => {
  it('lists every advertiser with ads, open orders, appeals and 30-day figures', async () => {
    const server = marketServer();
    const { user } = renderConsole({ path: '/p2p/merchants', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('merchant-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'sam43Yes1 / 21112098.5 %Ads',
      'newbie44No0 / 1000No finished ordersAds',
    ]);
    // An advertiser's ads are their owner filter on the ads tab.
    await user.click(within(rows[0]!).getByTestId('merchant-ads'));
    await waitFor(() => expect(server.callsTo('GET', ADS).at(-1)?.query.get('userId')).toBe('43'));
    expect(screen.getByTestId<HTMLInputElement>('filter-userId').value).toBe('43');
  });
});
