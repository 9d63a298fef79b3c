import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../app/Layout';
import { notify } from '../../../app/notify';
import { PageHeader } from '../../../components/PageHeader';
import '../../../i18n';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { demoRoutes, enterDemoAs, REAL_MEMBER } from '../test/fixtures';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

/** The shell around a screen with its own sticky top bar, as most screens have. */
function openShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/page" element={<PageHeader title="A screen" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const banner = () => screen.queryByTestId('demo-banner');
const button = (name: string) => screen.getByRole('button', { name });

describe('demo banner', () => {
  beforeEach(() => {
    useSession.getState().clear();
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
  });

  it('is not shown to guests or on the real account', () => {
    fakeServer(demoRoutes());
    const view = openShell();
    expect(banner()).toBeNull();
    view.unmount();
    useSession.getState().signIn('real-token', REAL_MEMBER);
    openShell();
    expect(banner()).toBeNull();
    expect(document.querySelector('.app-shell.in-demo')).toBeNull();
  });

  it('is shown above the screen in demo, in the page flow, with its two actions', () => {
    fakeServer(demoRoutes());
    enterDemoAs();
    const { container } = openShell();
    const shown = banner();
    expect(shown).not.toBeNull();
    expect(shown?.textContent).toContain('Demo account');
    expect(screen.getByText('Demo account')).toBeTruthy();
    expect(button('Reset')).toBeTruthy();
    expect(button('Exit demo')).toBeTruthy();
    // Before the screen, not over it: the shell reserves its height.
    const shell = container.querySelector('.app-shell.in-demo');
    expect(shell?.firstElementChild).toBe(shown);
    expect(shown?.nextElementSibling?.querySelector('.page-header')).not.toBeNull();
  });

  it('asks before resetting, then resets with the demo session and says so', async () => {
    const server = fakeServer(demoRoutes());
    enterDemoAs();
    openShell();
    fireEvent.click(button('Reset'));
    expect(await screen.findByText('Reset the demo account?')).toBeTruthy();
    expect(
      screen.getByText(
        'Orders are cancelled, positions closed, and the balance returns to 3,000 USDT.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('/demo/reset')).toHaveLength(0);

    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(server.callsTo('/demo/reset')).toHaveLength(1));
    expect(server.callsTo('/demo/reset')[0]).toMatchObject({ method: 'POST', token: 'demo-token' });
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Demo account reset to 3,000 USDT'),
    );
    expect(useSession.getState().token).toBe('demo-token');
  });

  it('does nothing when the reset is not confirmed', async () => {
    const server = fakeServer(demoRoutes());
    enterDemoAs();
    openShell();
    fireEvent.click(button('Reset'));
    await screen.findByText('Reset the demo account?');
    fireEvent.click(button('Cancel'));
    // Give a wrongly sent reset the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('/demo/reset')).toHaveLength(0);
    expect(useSession.getState().demo).toBe(true);
  });

  it("shows the server's message when a reset fails, and stays in demo", async () => {
    const incomplete: Handler = () => ({
      code: 17002,
      message: 'Some demo positions could not be closed just now; please try the reset again',
    });
    fakeServer({ ...demoRoutes(), 'POST /demo/reset': incomplete });
    enterDemoAs();
    openShell();
    fireEvent.click(button('Reset'));
    await screen.findByText('Reset the demo account?');
    fireEvent.click(button('Confirm'));
    await waitFor(() =>
      expect(notify.fail).toHaveBeenCalledWith(
        'Some demo positions could not be closed just now; please try the reset again',
      ),
    );
    expect(notify.info).not.toHaveBeenCalled();
    expect(useSession.getState().demo).toBe(true);
  });

  it('exits demo with the demo session, back to the real one, and the banner goes', async () => {
    const server = fakeServer(demoRoutes());
    enterDemoAs();
    openShell();
    fireEvent.click(button('Exit demo'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(server.callsTo('/demo/exit')[0]).toMatchObject({ method: 'POST', token: 'demo-token' });
    expect(useSession.getState()).toMatchObject({ token: 'real-token', member: REAL_MEMBER });
    expect(window.localStorage.getItem('realToken')).toBeNull();
    expect(notify.info).toHaveBeenCalledWith('Back to your real account');
  });
});
