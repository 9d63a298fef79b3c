import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { marketKeys } from '../features/market/queries';
import { useSession } from '../state/session';
import { FIRST_DATA, prefetchFirstScreen } from './firstData';
import { firstRoute } from './firstScreen';
import { APP_ROUTES, lazyScreen } from './routes';

vi.mock('../api', () => ({ api: { get: vi.fn() } }));

beforeEach(() => {
  vi.mocked(api.get).mockResolvedValue([]);
});

afterEach(() => {
  vi.mocked(api.get).mockReset();
  useSession.setState({ token: null });
});

describe('the route the app opens on', () => {
  it('is home at the bare origin, and the matching route elsewhere', () => {
    expect(firstRoute('/')?.path).toBe('/home');
    expect(firstRoute('/trade/BTC_USDT')?.path).toBe('/trade/:symbol');
    expect(firstRoute('/no/such/screen')).toBeUndefined();
  });

  it('is none for a guest on a page that sends guests to log in', () => {
    expect(firstRoute('/funds')).toBeUndefined();
    useSession.setState({ token: 'token' });
    expect(firstRoute('/funds')?.path).toBe('/funds');
  });
});

describe('prefetchFirstScreen', () => {
  it('knows the first data of routes of the table only', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const path of Object.keys(FIRST_DATA)) expect(paths).toContain(path);
  });

  it('asks for the market list of a screen that shows it, before that screen renders', async () => {
    const client = new QueryClient();
    prefetchFirstScreen('/home', client);
    await vi.waitFor(() => expect(client.getQueryState(marketKeys.list())?.status).toBe('success'));
  });

  it('asks for nothing on a screen without first data', async () => {
    const client = new QueryClient();
    prefetchFirstScreen('/login', client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.get).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('lazyScreen', () => {
  const loaded = () => Promise.resolve({ default: () => <p>ready</p> });

  it('renders code loaded beforehand at once, without the placeholder', async () => {
    const Screen = lazyScreen(loaded);
    await Screen.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('shows the placeholder until code not loaded beforehand arrives', async () => {
    const Screen = lazyScreen(loaded);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('ready')).toBeTruthy();
  });
});
