import { describe, expect, it } from 'vitest';
import { CONSOLE } from './referralFixtures';
import {
  complianceCauses,
  draftOf,
  programmeChanged,
  programmeOf,
  programmeProblems,
  withSpecScheme,
} from './referralRules';

describe('the programme form’s rules', () => {
  it('turns fractions into per cent and back without changing the programme', () => {
    const draft = draftOf(CONSOLE.programme);
    expect(draft.rates.fee).toEqual(['20', '10', '', '']);
    expect(draft.tiers.platinum).toEqual({ min: '', max: '' });
    expect(programmeOf(draft)).toEqual(CONSOLE.programme);
    expect(programmeChanged(CONSOLE.programme, draft)).toBe(false);
  });

  it('sends the smallest rates exactly and keeps only the levels the programme has', () => {
    const draft = draftOf(CONSOLE.programme);
    const edited = {
      ...draft,
      levels: 1,
      rates: { ...draft.rates, mining: ['0.0001', '', '', ''] },
    };
    expect(programmeProblems(edited)).toEqual([]);
    expect(programmeOf(edited).rates).toEqual({ fee: ['0.2'], deposit: [], mining: ['0.000001'] });
    expect(
      programmeProblems({ ...edited, rates: { ...edited.rates, mining: ['0.00001'] } }),
    ).toEqual([expect.objectContaining({ field: 'rate.mining.0', key: 'referral.problem.rate' })]);
  });

  it('names what needs the compliance switch', () => {
    const draft = draftOf(CONSOLE.programme);
    expect(complianceCauses(draft)).toEqual([]);
    expect(complianceCauses(withSpecScheme(draft))).toEqual(['deposit', 'levels']);
    expect(complianceCauses({ ...draft, levels: 3 })).toEqual(['levels']);
  });
});
