import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { machine, MACHINES, miningRoutes } from '../test/fixtures';
import MiningRulesScreen from './MiningRulesScreen';

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('machine rules', () => {
  it('explains the formula, sources, payout clock, start, trial, withdrawal, waiting, renewal and return', async () => {
    useSession.setState({ token: null, member: null, real: null, demo: false });
    fakeServer(
      miningRoutes({
        [`GET ${MACHINES}`]: () => ({
          data: [machine({ payoutHour: 8, timeZone: 'Asia/Shanghai' })],
        }),
      }),
    );
    renderAt('/financial/mining/rules', <MiningRulesScreen />);
    expect(text('mining-rule-formula')).toBe(
      'Daily income = machines × (hash rate × that day’s hash price − power (kW) × 24 h × electricity price), never below zero.',
    );
    // The server's default clock until the machines say theirs.
    expect(text('mining-rule-payout')).toBe(
      'Income is paid every day at 04:00 (UTC) into your mining wallet.',
    );
    await waitFor(() =>
      expect(text('mining-rule-payout')).toBe(
        'Income is paid every day at 08:00 (Asia/Shanghai) into your mining wallet.',
      ),
    );
    expect(text('mining-rule-simulated')).toContain('Simulated, not market data');
    expect(text('mining-rule-start')).toContain('the first income day');
    expect(text('mining-rule-trial')).toContain('once per user');
    expect(text('mining-rule-withdraw')).toContain('every 12 hours');
    expect(text('mining-rule-waiting')).toContain('the payout waits');
    expect(text('mining-rule-renew')).toContain('may not be below the order’s remaining time');
    expect(text('mining-rule-return')).toContain('returned at term end');
  });
});
