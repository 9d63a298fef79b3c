import type { AppealCase } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { caseWith } from '../test/p2p';
import { approvalStep, decisionMoves, decisionProblems } from './appealRules';

const file = (change: Parameters<typeof caseWith>[0] = {}) => caseWith(change) as AppealCase;
const split = (buyerQuantity: string) => ({ decision: 'split' as const, buyerQuantity, note: 'x' });
const release = { decision: 'release' as const, buyerQuantity: '', note: 'x' };

describe('appeal decisions', () => {
  it('take a split share above 0, below the quantity, in the contract’s format', () => {
    const quantity = '0.5';
    const refused = ['0', '0.5', '0.50', '1', '', 'abc', '.1', '1e-1'];
    for (const value of refused)
      expect([value, decisionProblems(split(value), quantity).map((p) => p.field)]).toEqual([
        value,
        ['buyerQuantity'],
      ]);
    expect(decisionProblems(split('0.49999999'), quantity)).toEqual([]);
    // Release and return take no share, whatever was typed for one.
    expect(decisionProblems({ ...release, buyerQuantity: '9' }, quantity)).toEqual([]);
    expect(decisionProblems({ ...release, note: ' \n ' }, quantity).map((p) => p.field)).toEqual([
      'note',
    ]);
  });

  it('word a split with what goes back to the seller, exactly', () => {
    const moved = decisionMoves(file({ order: { quantity: '0.3' } }), split('0.1'));
    expect(moved.params).toMatchObject({ buyerQuantity: '0.1', sellerQuantity: '0.2' });
  });

  it('are carried out, proposed, confirmed or refused as the server will', () => {
    expect(approvalStep(file(), release, 1)).toEqual({ kind: 'decides' });
    const above = { order: { usdValue: '10000.01' } };
    expect(approvalStep(file(above), release, 1)).toEqual({ kind: 'propose' });
    // At the threshold itself one operator decides (the server asks for two only above it).
    expect(approvalStep(file({ order: { usdValue: '10000' } }), release, 1)).toEqual({
      kind: 'decides',
    });
    const proposed = (by: number) =>
      file({
        ...above,
        appeal: { proposal: 'split', proposalBuyerQuantity: '120', proposedBy: by },
      });
    expect(approvalStep(proposed(7), split('120.0'), 1)).toEqual({ kind: 'second', operator: 7 });
    expect(approvalStep(proposed(1), split('120'), 1)).toEqual({ kind: 'own' });
    expect(approvalStep(proposed(7), split('100'), 1)).toEqual({
      kind: 'replace',
      operator: 7,
      decision: 'split',
    });
    expect(approvalStep(proposed(7), release, 1)).toMatchObject({ kind: 'replace' });
  });
});
