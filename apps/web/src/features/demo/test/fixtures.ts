import type { DemoSession, DemoStatus } from '@exchange/contracts';
import { useSession, type Member } from '../../../state/session';
import type { Handler } from '../../account/test/fakeServer';

export const REAL_MEMBER: Member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

export const DEMO_MEMBER: Member = { ...REAL_MEMBER, usercode: '900001', username: '' };

export const demoSession = (overrides: Partial<DemoSession> = {}): DemoSession => ({
  token: 'demo-token',
  uid: '900001',
  balance: '3000',
  asset: 'USDT',
  ...overrides,
});

export const demoStatus = (overrides: Partial<DemoStatus> = {}): DemoStatus => ({
  isDemo: true,
  grant: { asset: 'USDT', amount: '3000' },
  resets: 0,
  ...overrides,
});

/** The four demo routes answering as a healthy server does. */
export function demoRoutes(): Record<string, Handler> {
  return {
    'POST /demo/enter': () => ({ data: demoSession() }),
    'POST /demo/reset': () => ({ data: demoStatus({ resets: 1 }) }),
    'POST /demo/exit': () => ({ data: null }),
    'GET /demo/status': () => ({ data: demoStatus() }),
  };
}

/** Signed in as alice's demo account, her real session ("real-token") kept aside. */
export function enterDemoAs(): void {
  useSession.getState().signIn('real-token', REAL_MEMBER);
  useSession.getState().enterDemo('real-token', 'demo-token', DEMO_MEMBER);
}
