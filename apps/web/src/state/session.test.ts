import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { restoreSession, useSession, type Member } from './session';

const alice: Member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 1,
};
const practice: Member = { ...alice, usercode: '900001', username: '' };
const stored = (key: string) => window.localStorage.getItem(key);

/** Signed in as alice, as after a login. */
function signedIn() {
  useSession.getState().signIn('real-token', alice);
}

describe('session demo mode', () => {
  beforeEach(() => useSession.getState().clear());

  it('entering demo signs in with the demo token and keeps the real session aside', () => {
    signedIn();
    expect(useSession.getState().enterDemo('real-token', 'demo-token', practice)).toBe(true);
    expect(useSession.getState()).toMatchObject({
      token: 'demo-token',
      member: practice,
      demo: true,
      real: { token: 'real-token', member: alice },
    });
    expect(stored(STORAGE_KEYS.token)).toBe('demo-token');
    expect(stored(STORAGE_KEYS.realToken)).toBe('real-token');
    expect(JSON.parse(stored(STORAGE_KEYS.realMember) ?? 'null')).toEqual(alice);
    // A reload stays in demo, with the way back.
    expect(restoreSession()).toEqual({
      token: 'demo-token',
      member: practice,
      real: { token: 'real-token', member: alice },
      demo: true,
    });
  });

  it('exiting restores the real token and member and forgets the kept-aside copy', () => {
    signedIn();
    useSession.getState().enterDemo('real-token', 'demo-token', practice);
    expect(useSession.getState().exitDemo('demo-token')).toBe(true);
    expect(useSession.getState()).toMatchObject({
      token: 'real-token',
      member: alice,
      demo: false,
      real: null,
    });
    expect(stored(STORAGE_KEYS.token)).toBe('real-token');
    expect(stored(STORAGE_KEYS.realToken)).toBeNull();
    expect(stored(STORAGE_KEYS.realMember)).toBeNull();
    expect(restoreSession().demo).toBe(false);
  });

  it('logging out (or a login expiry) in demo forgets both sessions', () => {
    signedIn();
    useSession.getState().enterDemo('real-token', 'demo-token', practice);
    useSession.getState().clear();
    expect(useSession.getState()).toMatchObject({ token: null, member: null, real: null });
    expect(useSession.getState().demo).toBe(false);
    for (const key of ['token', 'member', 'realToken', 'realMember'] as const) {
      expect(stored(STORAGE_KEYS[key]), key).toBeNull();
    }
  });

  it('ignores a switch answered for a session that is no longer signed in', () => {
    // Logged out while the switch was on its way.
    expect(useSession.getState().enterDemo('real-token', 'demo-token', practice)).toBe(false);
    signedIn();
    useSession.getState().enterDemo('real-token', 'demo-token', practice);
    // A second switch answered after the first must not keep the demo token as "real".
    expect(useSession.getState().enterDemo('real-token', 'demo-2', practice)).toBe(false);
    expect(useSession.getState().enterDemo('demo-token', 'demo-2', practice)).toBe(false);
    expect(useSession.getState().real?.token).toBe('real-token');
    // An exit for a demo session that is not the current one changes nothing.
    expect(useSession.getState().exitDemo('demo-2')).toBe(false);
    expect(useSession.getState().token).toBe('demo-token');
  });

  it('a fresh login leaves demo mode behind', () => {
    signedIn();
    useSession.getState().enterDemo('real-token', 'demo-token', practice);
    useSession.getState().signIn('bob-token', { ...alice, username: 'bob' });
    expect(useSession.getState()).toMatchObject({ token: 'bob-token', demo: false, real: null });
    expect(stored(STORAGE_KEYS.realToken)).toBeNull();
  });

  it('a reload after a write cut short is signed out or real, never demo without a way back', () => {
    // Cut short while entering: the real token was written aside, the demo one not yet.
    window.localStorage.setItem(STORAGE_KEYS.token, 'real-token');
    window.localStorage.setItem(STORAGE_KEYS.realToken, 'real-token');
    expect(restoreSession()).toMatchObject({ token: 'real-token', demo: false, real: null });
    expect(stored(STORAGE_KEYS.realToken)).toBeNull();

    // Cut short while logging out: the current token is gone, the real one not yet.
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.setItem(STORAGE_KEYS.realToken, 'real-token');
    expect(restoreSession()).toMatchObject({ token: null, demo: false, real: null });
    expect(stored(STORAGE_KEYS.realToken)).toBeNull();
  });
});
