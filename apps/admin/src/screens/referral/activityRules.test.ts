import { describe, expect, it } from 'vitest';
import { CLOSED, DRAFT, RUNNING, TRADING } from './activityFixtures';
import {
  activityBodyOf,
  activityDraft,
  activityProblems,
  NEW_ACTIVITY,
  utcMinute,
  waitingOf,
  type ActivityDraft,
} from './activityRules';

const filled: ActivityDraft = {
  ...NEW_ACTIVITY,
  title: { ...NEW_ACTIVITY.title, en_US: 'Bonus' },
  body: { ...NEW_ACTIVITY.body, en_US: 'Text' },
  asset: 'usdt',
  reward: '0.5',
  targetUsdt: '50',
  startsAt: '2030-01-01T00:00',
  endsAt: '2030-01-02T00:00',
};

const fields = (d: ActivityDraft) => activityProblems(d).map((p) => p.field);

describe('the activity rules', () => {
  it('want English texts, a coin, a positive reward, a target for deposits and trading and a window in order', () => {
    expect(fields(filled)).toEqual([]);
    expect(fields(NEW_ACTIVITY)).toEqual([
      'titleEn',
      'bodyEn',
      'asset',
      'reward',
      'targetUsdt',
      'startsAt',
      'endsAt',
    ]);
    expect(fields({ ...filled, reward: '0' })).toEqual(['reward']);
    expect(fields({ ...filled, reward: '1.0000000000000000001' })).toEqual(['reward']);
    expect(fields({ ...filled, kind: 'claim', targetUsdt: '' })).toEqual([]);
    expect(fields({ ...filled, kind: 'trade' })).toEqual([]);
    expect(fields({ ...filled, kind: 'trade', targetUsdt: '' })).toEqual(['targetUsdt']);
    expect(fields({ ...filled, kind: 'trade', targetUsdt: '0' })).toEqual(['targetUsdt']);
    expect(activityProblems({ ...filled, kind: 'trade', targetUsdt: '-1' })).toEqual([
      { field: 'targetUsdt', key: 'referral.activity.problem.target.trade' },
    ]);
    expect(activityProblems({ ...filled, targetUsdt: '-1' })).toEqual([
      { field: 'targetUsdt', key: 'referral.activity.problem.target.deposit' },
    ]);
    expect(fields({ ...filled, endsAt: filled.startsAt })).toEqual(['endsAt']);
    expect(fields({ ...filled, slots: '1000001' })).toEqual(['slots']);
    expect(fields({ ...filled, slots: '2.5' })).toEqual(['slots']);
    expect(fields({ ...filled, title: { ...filled.title, de_DE: 'Bonus' } })).toEqual([
      'locale:de_DE',
    ]);
    expect(fields({ ...filled, body: { ...filled.body, en_US: 'x'.repeat(2001) } })).toEqual([
      'locale:en_US',
    ]);
  });

  it('send a claim without a target, times as epoch ms and an empty slots field as no limit', () => {
    const body = activityBodyOf({ ...filled, kind: 'claim', slots: '' }, null);
    expect(body).toEqual({
      kind: 'claim',
      title: { en_US: 'Bonus' },
      body: { en_US: 'Text' },
      asset: 'USDT',
      reward: '0.5',
      targetUsdt: null,
      startsAt: new Date('2030-01-01T00:00').getTime(),
      endsAt: new Date('2030-01-02T00:00').getTime(),
      slots: null,
    });
  });

  it('send a trade activity with its target in USDT, as a deposit one', () => {
    expect(activityBodyOf({ ...filled, kind: 'trade', targetUsdt: ' 10000 ' }, null)).toEqual({
      kind: 'trade',
      title: { en_US: 'Bonus' },
      body: { en_US: 'Text' },
      asset: 'USDT',
      reward: '0.5',
      targetUsdt: '10000',
      startsAt: new Date('2030-01-01T00:00').getTime(),
      endsAt: new Date('2030-01-02T00:00').getTime(),
      slots: null,
    });
    expect(activityBodyOf(activityDraft(TRADING), TRADING).targetUsdt).toBe('10000');
    expect(activityBodyOf({ ...activityDraft(TRADING), kind: 'claim' }, TRADING).targetUsdt).toBe(
      null,
    );
  });

  it('send a draft as it was, its start to the millisecond, until a time is changed', () => {
    expect(activityBodyOf(activityDraft(DRAFT), DRAFT)).toEqual({
      kind: DRAFT.kind,
      title: DRAFT.title,
      body: DRAFT.body,
      asset: DRAFT.asset,
      reward: DRAFT.reward,
      targetUsdt: DRAFT.targetUsdt,
      startsAt: DRAFT.startsAt,
      endsAt: DRAFT.endsAt,
      slots: DRAFT.slots,
    });
    const moved = { ...activityDraft(DRAFT), startsAt: '2030-01-01T08:30' };
    expect(activityBodyOf(moved, DRAFT).startsAt).toBe(new Date('2030-01-01T08:30').getTime());
  });

  it('tell entries waiting for the budget from those an end or a full house left unpaid', () => {
    const now = 1_800_000_000_000;
    expect(waitingOf(RUNNING, now)).toBe('budget');
    expect(waitingOf({ ...RUNNING, endsAt: now }, now)).toBe('ended');
    expect(waitingOf(CLOSED, now)).toBe('ended');
    expect(waitingOf({ ...RUNNING, slots: 25 }, now)).toBe('full');
  });

  it('write an instant in UTC to the minute', () => {
    expect(utcMinute(Date.UTC(2030, 2, 1, 2, 5, 59))).toBe('2030-03-01 02:05 UTC');
  });
});
