import { describe, expect, it } from 'vitest';
import {
  applyProblem,
  canMoveBusiness,
  levelNumber,
  limitsRise,
  maskIdNumber,
  merchantTypeOf,
  normaliseIdNumber,
} from './identity.core.js';

const passed = { status: 'passed', final: false } as const;
const review = { status: 'under_review', final: false } as const;

describe('identity rules', () => {
  it('counts levels from the bottom: a level passed above a gap does not count', () => {
    expect(levelNumber({})).toBe(0);
    expect(levelNumber({ primary: passed })).toBe(1);
    expect(levelNumber({ primary: passed, advanced: passed, notarised: passed })).toBe(3);
    expect(levelNumber({ primary: review, advanced: passed })).toBe(0);
  });

  it('says why an application is refused, in the order a user meets the rules', () => {
    expect(applyProblem('primary', {})).toBeNull();
    expect(applyProblem('advanced', {})).toBe('REAL_NAME_NOT_PASSED');
    expect(applyProblem('notarised', { primary: passed })).toBe('ADVANCED_REQUIRED');
    expect(applyProblem('primary', { primary: review })).toBe('IDENTITY_ALREADY_SUBMITTED');
    expect(applyProblem('primary', { primary: { status: 'resubmit', final: false } })).toBe(
      'IDENTITY_ALREADY_SUBMITTED',
    );
    expect(applyProblem('primary', { primary: passed })).toBe('IDENTITY_ALREADY_VERIFIED');
    expect(applyProblem('primary', { primary: { status: 'failed', final: false } })).toBeNull();
    expect(applyProblem('primary', { primary: { status: 'failed', final: true } })).toBe(
      'IDENTITY_FINAL_REJECTION',
    );
    expect(applyProblem('advanced', { primary: passed, advanced: review })).toBe(
      'IDENTITY_ALREADY_SUBMITTED',
    );
  });

  it('treats one document typed two ways as one, and masks all but its ends', () => {
    expect(normaliseIdNumber(' ab 12-34 ')).toBe('AB1234');
    expect(maskIdNumber('ab-123456')).toBe('AB****56');
    expect(maskIdNumber('1234')).toBe('****');
  });

  it('refuses limits that fall as the level rises; unlimited is the highest', () => {
    expect(limitsRise(['10000', '8000000', '16000000', null])).toBe(true);
    expect(limitsRise(['0', '0', '0', '0'])).toBe(true);
    expect(limitsRise(['10000', '9999.99', null, null])).toBe(false);
    expect(limitsRise(['10000', null, '5', null])).toBe(false);
  });

  it('moves a business certification only along its states, the merchant flag with it', () => {
    expect(canMoveBusiness('applied', 'passed')).toBe(true);
    expect(canMoveBusiness('passed', 'refunded')).toBe(false);
    expect(canMoveBusiness('refund_requested', 'refunded')).toBe(false);
    expect(canMoveBusiness('refund_in_progress', 'refunded')).toBe(true);
    expect(canMoveBusiness('refunded', 'applied')).toBe(false);
    expect([merchantTypeOf('passed'), merchantTypeOf('refund_rejected')]).toEqual([1, 1]);
    expect(merchantTypeOf('refund_requested')).toBe(0);
  });
});
