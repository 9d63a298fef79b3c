import { APPEAL_MAX_BYTES } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { checkAddedImages, checkAppeal, splitShares, type AppealForm } from './appealRules';

const complete: AppealForm = {
  reason: 'paid_not_released',
  description: 'I paid 237.50 EUR by bank transfer at 12:05.',
  contactName: 'Erika',
  contactPhone: '+49 30 1234567',
  proofFileIds: ['f1'],
  proofPending: false,
};

describe('appeal rules', () => {
  it('accepts a complete appeal', () => {
    expect(checkAppeal(complete)).toEqual({});
  });

  it('needs every field and at least one uploaded proof, as the server does', () => {
    expect(
      checkAppeal({
        reason: null,
        description: '  ',
        contactName: '',
        contactPhone: ' ',
        proofFileIds: [],
        proofPending: false,
      }),
    ).toEqual({
      reason: 'p2p.appeal.error.reason',
      description: 'p2p.appeal.error.description',
      contactName: 'p2p.appeal.error.contactName',
      contactPhone: 'p2p.appeal.error.contactPhone',
      proof: 'p2p.appeal.error.proof',
    });
    expect(checkAppeal({ ...complete, proofPending: true })).toEqual({
      proof: 'p2p.appeal.error.proofPending',
    });
  });

  it('takes at most five images, 50 MB together', () => {
    const image = (size = 1000) => ({ size });
    expect(checkAddedImages([], [image(), image(), image(), image(), image()])).toBeNull();
    expect(checkAddedImages([image(), image()], [image(), image(), image(), image()])).toBe(
      'p2p.appeal.error.tooMany',
    );
    expect(checkAddedImages([image(APPEAL_MAX_BYTES - 10)], [image(10)])).toBeNull();
    expect(checkAddedImages([image(APPEAL_MAX_BYTES - 10)], [image(11)])).toBe(
      'p2p.appeal.error.tooLarge',
    );
  });

  it('splits an order’s quantity exactly', () => {
    expect(splitShares({ quantity: '250' }, '120.5')).toEqual({ buyer: '120.5', seller: '129.5' });
    expect(splitShares({ quantity: '0.3' }, '0.1')).toEqual({ buyer: '0.1', seller: '0.2' });
    expect(splitShares({ quantity: '250' }, 'x')).toBeNull();
  });
});
