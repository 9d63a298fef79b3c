import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { identityRoutes, level, overview } from '../test/fixtures';
import IdentityStatusScreen from './IdentityStatusScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

describe('verified-status page', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows the primary record with the masked number, and the advanced record', async () => {
    fakeServer({
      ...identityRoutes(
        overview({
          level: 2,
          levels: [
            level('primary', { state: 'passed' }),
            level('advanced', { state: 'passed' }),
            level('notarised', { canApply: true }),
          ],
        }),
      ),
      'POST /approve/real/detail': () => ({
        data: {
          state: 'passed',
          realName: 'Alice Example',
          areaCode: 'DE',
          idname: 'passport',
          idCardMasked: 'C0*****47',
          submittedAt: '2025-03-01T10:00:00Z',
          rejectReason: null,
        },
      }),
      'POST /approve/real/high/detail': () => ({
        data: {
          state: 'under_review',
          homeAddress: '1 Main Street, Berlin',
          workAddress: '2 Office Road, Berlin',
          relativeName: null,
          relation: null,
          relativeAddress: null,
          relativePhone: null,
          submittedAt: '2025-03-06T10:00:00Z',
          rejectReason: null,
        },
      }),
    });
    renderAt('/identity/status', <IdentityStatusScreen />);
    const primary = await screen.findByTestId('record-primary');
    expect(within(primary).getByTestId('record-primary-state').textContent).toBe('Verified');
    expect(primary.textContent).toContain('Alice Example');
    expect(await within(primary).findByText('Germany')).toBeTruthy();
    expect(primary.textContent).toContain('Passport');
    expect(within(primary).getByTestId('record-id-number').textContent).toBe('C0*****47');
    expect(primary.textContent).toContain('Mar 1, 2025');

    const advanced = screen.getByTestId('record-advanced');
    expect(within(advanced).getByTestId('record-advanced-state').textContent).toBe('Under review');
    expect(advanced.textContent).toContain('1 Main Street, Berlin');
    // Optional fields left blank are not listed.
    expect(advanced.textContent).not.toContain('Relationship');

    const notarised = await screen.findByTestId('record-notarised');
    expect(notarised.textContent).toContain('Not applied for yet');
  });
});
