import type { Bonus } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { usePromotionBonus } from '../queries';
import { BONUS, BONUS_OFFER, bonusCredit, DAY_MS, NOW } from '../test/fixtures';
import { BonusCard } from './BonusCard';

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Says when the read the card waits for has answered, so "nothing shown" is not merely "not yet". */
function Loaded() {
  const bonus = usePromotionBonus();
  return <output data-testid="loaded">{String(bonus.isSuccess)}</output>;
}

async function open(bonus: Bonus, { compact = false }: { compact?: boolean } = {}) {
  const server = fakeServer({ [`GET ${BONUS}`]: () => ({ data: bonus }) });
  renderAt(
    '/promote',
    <>
      <BonusCard compact={compact} />
      <Loaded />
    </>,
  );
  await waitFor(() => expect(text('loaded')).toBe('true'));
  return server;
}

describe('sign-up bonus card', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('offers the bonus with its rules and leads to identity verification', async () => {
    const server = await open({ offer: BONUS_OFFER, credit: null });
    expect(server.callsTo(BONUS)[0]?.token).toBe('t');
    expect(text('promote-bonus-offer')).toBe(
      'Sign-up bonus: 3,000 USDT of promotional credit once your identity is verified; trade 30,000 USDT to release it.',
    );
    const rules = text('promote-bonus-rules');
    expect(rules).toContain('granted once, when your primary (real-name) identity verification');
    expect(rules).toContain('promotions budget');
    expect(rules).toContain('Spot and contract trades count');
    expect(rules).toContain('a withdrawal, a P2P sale, a red packet or a transfer to another user');
    expect(text('promote-bonus-own')).toBe(
      'Your own deposits are never locked, and losses come out of the credit first.',
    );
    fireEvent.click(screen.getByTestId('promote-bonus-verify'));
    expect(where()).toBe('/identity');
  });

  it('shows an active credit: the turnover so far, what is left to trade and what stays locked', async () => {
    await open({ offer: null, credit: bonusCredit() });
    expect(text('promote-bonus-status')).toBe('In progress');
    expect(text('promote-bonus-amount')).toBe('3,000.00 USDT');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-label')).toBe('Traded 12,000.00 of 30,000.00 USDT');
    expect(text('promote-bonus-traded')).toBe('Traded 12,000.00 of 30,000.00 USDT');
    expect(text('promote-bonus-remaining')).toBe('Trade 18,000.00 USDT more to release it.');
    expect(text('promote-bonus-locked')).toBe(
      '2,500.00 USDT of your balance cannot leave your account yet.',
    );
    expect(text('promote-bonus-rules')).toContain(
      'a withdrawal, a P2P sale, a red packet or a transfer to another user cannot take your account’s value below that amount',
    );
    expect(text('promote-bonus-own')).toBe(
      'Your own deposits are never locked, and losses come out of the credit first.',
    );
    expect(text('promote-bonus-granted')).toBe(
      `Granted on ${formatDate(new Date(NOW - 10 * DAY_MS).toISOString(), 'en_US')}`,
    );
    expect(screen.queryByTestId('promote-bonus-verify')).toBeNull();
  });

  it('keeps the bar within 0 and 100 %', async () => {
    await open({ offer: null, credit: bonusCredit({ traded: '45000', remaining: '0' }) });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('says when a released credit was released, and that it is the user’s to withdraw', async () => {
    const releasedAt = NOW - DAY_MS;
    await open({
      offer: BONUS_OFFER,
      credit: bonusCredit({
        status: 'released',
        traded: '30000',
        remaining: '0',
        locked: '0',
        releasedAt,
      }),
    });
    expect(text('promote-bonus-status')).toBe('Released');
    expect(text('promote-bonus-released')).toBe(
      `Released on ${formatDate(new Date(releasedAt).toISOString(), 'en_US')}: your promotional credit is yours to withdraw.`,
    );
    for (const absent of ['promote-bonus-offer', 'promote-bonus-remaining', 'promote-bonus-locked'])
      expect(screen.queryByTestId(absent)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says an unfunded bonus was never granted, with no amount', async () => {
    await open({
      offer: null,
      credit: bonusCredit({ status: 'unfunded', locked: '0', traded: '0', remaining: '0' }),
    });
    expect(text('promote-bonus-status')).toBe('Not granted');
    expect(text('promote-bonus-unfunded')).toBe(
      'The bonus budget was used up when you were verified; nothing was granted.',
    );
    expect(screen.queryByTestId('promote-bonus-amount')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing when there is neither an offer nor a credit', async () => {
    await open({ offer: null, credit: null });
    expect(screen.queryByTestId('promote-bonus')).toBeNull();
  });

  it('in compact form (the withdrawal screen) shows an active credit only, with the way to details', async () => {
    await open({ offer: null, credit: bonusCredit() }, { compact: true });
    expect(screen.queryByTestId('promote-bonus')).toBeNull();
    expect(screen.getByTestId('bonus-compact').getAttribute('role')).toBe('note');
    expect(text('promote-bonus-remaining')).toBe('Trade 18,000.00 USDT more to release it.');
    expect(text('promote-bonus-locked')).toBe(
      '2,500.00 USDT of your balance cannot leave your account yet.',
    );
    expect(text('promote-bonus-own')).toContain('Your own deposits are never locked');
    fireEvent.click(screen.getByTestId('bonus-compact-details'));
    expect(where()).toBe('/promote');
  });

  it.each<[string, Bonus]>([
    ['an offer', { offer: BONUS_OFFER, credit: null }],
    ['a released credit', { offer: null, credit: bonusCredit({ status: 'released' }) }],
    ['an unfunded credit', { offer: null, credit: bonusCredit({ status: 'unfunded' }) }],
  ])('in compact form shows nothing for %s', async (_name, bonus) => {
    await open(bonus, { compact: true });
    expect(screen.queryByTestId('bonus-compact')).toBeNull();
    expect(screen.queryByTestId('promote-bonus')).toBeNull();
  });

  it('reads nothing and shows nothing in demo mode (the server refuses demo sessions)', async () => {
    useSession.setState({ token: 'demo', real: { token: 't', member }, demo: true });
    const server = fakeServer({
      [`GET ${BONUS}`]: () => ({ data: { offer: BONUS_OFFER, credit: null } }),
    });
    renderAt('/promote', <BonusCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(BONUS)).toEqual([]);
    expect(screen.queryByTestId('promote-bonus')).toBeNull();
  });
});
