import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { business, identityRoutes, level, overview } from '../test/fixtures';
import IdentityScreen from './IdentityScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const card = (name: string) => screen.getByTestId(`level-${name}`);
const stateOf = (name: string) => screen.getByTestId(`level-${name}-state`).textContent;
const actionOf = (name: string) => screen.getByTestId(`level-${name}-action`) as HTMLButtonElement;

async function open(data = overview(), routes = {}) {
  const server = fakeServer({ ...identityRoutes(data), ...routes });
  renderAt('/identity', <IdentityScreen />);
  await screen.findByTestId('level-primary');
  await screen.findByTestId('level-business');
  return server;
}

describe('certification centre', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('offers primary to a new user and keeps the later levels locked until primary passes', async () => {
    await open();
    expect(screen.getByTestId('identity-level').textContent).toContain('Level 0 · Not verified');
    expect(stateOf('primary')).toBe('Not verified');
    expect(within(card('primary')).getByText('Review takes 3 working days')).toBeTruthy();
    expect(actionOf('primary').disabled).toBe(false);

    expect(actionOf('advanced').disabled).toBe(true);
    expect(screen.getByTestId('level-advanced-locked').textContent).toBe(
      'Available once primary verification has passed',
    );
    expect(actionOf('notarised').disabled).toBe(true);
    expect(screen.getByTestId('level-notarised-locked').textContent).toBe(
      'Available once advanced verification has passed',
    );
    expect(within(card('notarised')).getByText('Review takes 1-30 working days')).toBeTruthy();
    expect(actionOf('business').disabled).toBe(true);
    expect(screen.getByTestId('level-business-locked')).toBeTruthy();

    fireEvent.click(actionOf('primary'));
    expect(where()).toBe('/identity/primary');
  });

  it('shows an application under review with its date and a way to the record', async () => {
    await open(
      overview({
        levels: [
          level('primary', { state: 'under_review', submittedAt: '2025-03-01T10:00:00Z' }),
          level('advanced'),
          level('notarised'),
        ],
      }),
    );
    expect(stateOf('primary')).toBe('Under review');
    expect(within(card('primary')).getByText('Submitted Mar 1, 2025')).toBeTruthy();
    expect(actionOf('primary').textContent).toBe('View record');
    // Still locked: under review is not passed.
    expect(actionOf('advanced').disabled).toBe(true);
    fireEvent.click(actionOf('primary'));
    expect(where()).toBe('/identity/status');
  });

  it('shows a rejection with the reviewer’s reason and lets the user apply again', async () => {
    await open(
      overview({
        levels: [
          level('primary', {
            state: 'failed',
            canApply: true,
            rejectReason: 'The photo is blurred',
            reviewedAt: '2025-03-04T10:00:00Z',
          }),
          level('advanced'),
          level('notarised'),
        ],
      }),
    );
    expect(stateOf('primary')).toBe('Rejected');
    expect(screen.getByTestId('level-primary-reason').textContent).toBe(
      'Reason: The photo is blurred',
    );
    expect(within(card('primary')).getByText('Reviewed Mar 4, 2025')).toBeTruthy();
    expect(actionOf('primary').textContent).toBe('Apply again');
    fireEvent.click(actionOf('primary'));
    expect(where()).toBe('/identity/primary');
  });

  it('says a final rejection cannot be resent and offers no action', async () => {
    await open(
      overview({
        levels: [
          level('primary', { state: 'failed', final: true, rejectReason: 'Forged document' }),
          level('advanced'),
          level('notarised'),
        ],
      }),
    );
    expect(screen.getByTestId('level-primary-final').textContent).toContain('final');
    expect(screen.queryByTestId('level-primary-action')).toBeNull();
  });

  it('asks for the one document the reviewer named again, with the reason', async () => {
    await open(
      overview({
        levels: [
          level('primary', {
            state: 'resubmit',
            resubmit: { document: 'idCardBack', reason: 'Glare over the number' },
          }),
          level('advanced'),
          level('notarised'),
        ],
      }),
    );
    expect(stateOf('primary')).toBe('Photo requested');
    const request = screen.getByTestId('level-primary-resubmit').textContent;
    expect(request).toContain('New photo requested: Back of ID');
    expect(request).toContain('Reason: Glare over the number');
    expect(actionOf('primary').textContent).toBe('Re-upload: Back of ID');
    fireEvent.click(actionOf('primary'));
    expect(where()).toBe('/identity/resubmit?level=primary');
  });

  it('opens advanced once primary passed, and business once advanced passed', async () => {
    await open(
      overview({
        level: 1,
        levels: [
          level('primary', { state: 'passed', reviewedAt: '2025-03-04T10:00:00Z' }),
          level('advanced', { canApply: true }),
          level('notarised'),
        ],
      }),
    );
    expect(screen.getByTestId('identity-level').textContent).toContain('Level 1 · Primary');
    expect(stateOf('primary')).toBe('Verified');
    expect(actionOf('primary').textContent).toBe('View record');
    expect(actionOf('advanced').disabled).toBe(false);
    expect(actionOf('advanced').textContent).toBe('Apply');
    expect(screen.queryByTestId('level-advanced-locked')).toBeNull();
    expect(actionOf('business').disabled).toBe(true);
  });

  it('shows business certification’s state and refusal reason', async () => {
    await open(overview({ level: 2 }), {
      'POST /approve/certified/business/status': () => ({
        data: business({ id: 4, status: 'refused', reason: 'Deposit source unclear' }),
      }),
    });
    expect(await screen.findByText('Refused')).toBeTruthy();
    expect(within(card('business')).getByText('Reason: Deposit source unclear')).toBeTruthy();
    expect(actionOf('business').disabled).toBe(false);
    fireEvent.click(actionOf('business'));
    expect(where()).toBe('/identity/business');
  });

  it('lists the daily withdrawal limit per level, the user’s own highlighted, and nothing about P2P', async () => {
    await open(overview({ level: 1 }));
    const table = screen.getByTestId('identity-limits');
    expect(screen.getByTestId('limit-0').textContent).toBe('Not verified500');
    expect(screen.getByTestId('limit-1').textContent).toBe('PrimaryYou2,000');
    expect(screen.getByTestId('limit-1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('limit-2').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('limit-3').textContent).toBe('NotarisedUnlimited');
    expect(screen.getByTestId('limits-used').textContent).toBe('Used today: 120.50 of 2,000 USD');
    // The fiat limits exist in the contract, but peer-to-peer trading does not yet.
    expect(table.textContent).not.toMatch(/1,000|20,000|fiat|P2P/i);
  });

  it('says when the user’s level has no limit', async () => {
    await open(overview({ level: 3 }));
    expect(screen.getByTestId('limits-used').textContent).toBe('Used today: 120.50 USD (no limit)');
  });

  it('lists the documents held, the erased ones, and each reviewer who viewed them', async () => {
    await open(overview(), {
      'GET /approve/documents': () => ({
        data: [
          {
            level: 'primary',
            document: 'idCardFront',
            fileId: 'f-1',
            uploadedAt: '2025-03-01T10:00:00Z',
            erasedAt: null,
            views: [
              { reviewer: 12, at: '2025-03-02T09:00:00Z' },
              { reviewer: 7, at: '2025-03-03T09:00:00Z' },
            ],
          },
          {
            level: 'primary',
            document: 'idCardBack',
            fileId: null,
            uploadedAt: '2024-01-01T10:00:00Z',
            erasedAt: '2025-01-01T00:00:00Z',
            views: [],
          },
        ],
      }),
    });
    const front = await screen.findByTestId('held-primary-idCardFront');
    expect(front.textContent).toContain('Front of ID');
    expect(front.textContent).toContain('Held');
    expect(within(front).getByText('Viewed by reviewer #12 on Mar 2, 2025')).toBeTruthy();
    expect(within(front).getByText('Viewed by reviewer #7 on Mar 3, 2025')).toBeTruthy();
    const back = screen.getByTestId('held-primary-idCardBack');
    expect(within(back).getByTestId('held-erased').textContent).toBe('Erased Jan 1, 2025');
    expect(back.textContent).toContain('Not yet viewed by a reviewer');
  });
});
