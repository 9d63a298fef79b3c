import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { createRequestIds, newRequestId, outcomeOf, REQUEST_ID_PATTERN } from './requestId';

describe('request ids', () => {
  it('match the contract, with or without randomUUID', () => {
    expect(newRequestId()).toMatch(REQUEST_ID_PATTERN);
    const insecure = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    expect(newRequestId(insecure)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('are reused for the same body until it is applied, and renewed for another body', () => {
    let counter = 0;
    const ids = createRequestIds(() => `request-${++counter}`);
    expect(ids.idFor('a')).toBe('request-1');
    ids.settle('unknown');
    expect(ids.idFor('a')).toBe('request-1');
    ids.settle('rejected');
    expect(ids.idFor('a')).toBe('request-1');
    expect(ids.idFor('b')).toBe('request-2');
    ids.settle('applied');
    expect(ids.idFor('b')).toBe('request-3');
  });

  it('treat only an answered refusal as "nothing moved"', () => {
    expect(outcomeOf(new ApiError('business', 'no', 12000))).toBe('rejected');
    expect(outcomeOf(new ApiError('network', 'network'))).toBe('unknown');
    expect(outcomeOf(new ApiError('timeout', 'timeout'))).toBe('unknown');
    expect(outcomeOf(new ApiError('http', '/uc/asset/transfer', 502))).toBe('unknown');
  });
});
