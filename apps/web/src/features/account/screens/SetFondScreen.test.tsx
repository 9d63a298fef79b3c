import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer, overviewFixture } from '../test/fakeServer';
import { renderAt, where } from '../test/render';
import SetFondScreen from './SetFondScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

describe('fund password (6-digit input)', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('keeps digits only, at most six, masked, and checks the confirmation', async () => {
    const server = fakeServer({
      'GET /security/overview': () => ({ data: overviewFixture }),
      'POST /security/fund-password/set': () => ({ data: null }),
    });
    renderAt('/setFond', <SetFondScreen />);
    const input = (await screen.findByTestId('fund-password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');

    fireEvent.change(input, { target: { value: '12a3 4-5678' } });
    expect(input.value).toBe('123456');
    const cells = input.parentElement?.querySelectorAll('.digit-cell') ?? [];
    expect([...cells].map((cell) => cell.textContent)).toEqual(['•', '•', '•', '•', '•', '•']);

    const confirm = screen.getByTestId('fund-confirm') as HTMLInputElement;
    fireEvent.change(confirm, { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('fund-submit'));
    expect(await screen.findByText('The two entries do not match')).toBeTruthy();
    expect(server.callsTo('/security/fund-password/set')).toEqual([]);

    fireEvent.change(confirm, { target: { value: '12345' } });
    expect(screen.getByText('The fund password is 6 digits')).toBeTruthy();

    fireEvent.change(confirm, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('fund-submit'));
    await waitFor(() => expect(where()).toBe('/safety'));
    expect(server.callsTo('/security/fund-password/set')[0]?.body).toEqual({
      fundPassword: '123456',
      confirm: '123456',
    });
  });

  it('returns to a same-site redirect, such as /finish', async () => {
    fakeServer({
      'GET /security/overview': () => ({ data: overviewFixture }),
      'POST /security/fund-password/set': () => ({ data: null }),
    });
    renderAt('/setFond?redirect=%2Ffinish', <SetFondScreen />);
    fireEvent.change(await screen.findByTestId('fund-password'), { target: { value: '246810' } });
    fireEvent.change(screen.getByTestId('fund-confirm'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('fund-submit'));
    await waitFor(() => expect(where()).toBe('/finish'));
  });

  it('points to the change screen when a fund password is already set', async () => {
    fakeServer({
      'GET /security/overview': () => ({ data: { ...overviewFixture, fundPasswordSet: true } }),
    });
    renderAt('/setFond', <SetFondScreen />);
    expect(await screen.findByText(/already set/)).toBeTruthy();
    expect(screen.queryByTestId('fund-password')).toBeNull();
  });
});
