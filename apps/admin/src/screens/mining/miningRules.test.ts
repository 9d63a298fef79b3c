import { describe, expect, it } from 'vitest';
import { ASIC, GPU } from './miningFixtures';
import {
  lastPriceDay,
  machineBody,
  machineDraft,
  machineProblems,
  NEW_MACHINE,
  priceBody,
  priceProblems,
  termsLocked,
} from './miningRules';

const keys = (problems: readonly { key: string }[]) => problems.map((p) => p.key);

describe('mining machine rules', () => {
  it('sends a rented machine as it is, its other names kept', () => {
    const draft = { ...machineDraft(ASIC), nameZh: '' };
    expect(termsLocked(ASIC)).toBe(true);
    expect(termsLocked(GPU)).toBe(false);
    expect(termsLocked(null)).toBe(false);
    expect(machineProblems(draft, ASIC)).toEqual([]);
    const body = machineBody(draft, ASIC);
    expect(body.name).toEqual({ en_US: 'Antminer S19', ja_JP: 'アントマイナー S19' });
    expect(body).toMatchObject({ price: '0.05', termDays: 180, powerW: 3250, stock: 100 });
  });

  it('ignores the fixed terms of a rented machine but not its stock below the units rented', () => {
    const draft = { ...machineDraft(ASIC), price: 'x', stock: '39' };
    expect(machineProblems(draft, ASIC)).toEqual([
      { field: 'stock', key: 'mining.problem.stockSold', params: { sold: 40 } },
    ]);
    expect(keys(machineProblems({ ...machineDraft(GPU), price: 'x' }, GPU))).toEqual([
      'mining.problem.price',
    ]);
  });

  it("refuses what the server would, field by field, in the form's order", () => {
    const problems = machineProblems(
      { ...NEW_MACHINE, powerW: '1.5', electricityPrice: '0' },
      null,
    );
    expect(problems.map((p) => p.field)).toEqual([
      'nameEn',
      'coin',
      'price',
      'termDays',
      'algorithm',
      'hashRate',
      'hashUnit',
      'powerW',
      'manufacturer',
      'dimensions',
      'weightKg',
      'temperature',
      'humidity',
      'stock',
      'userLimit',
    ]);
    expect(problems.find((p) => p.field === 'hashUnit')).toEqual({
      field: 'hashUnit',
      key: 'mining.problem.text',
      labels: { field: 'mining.hashUnit' },
      params: { max: 16 },
    });
    const limits = { ...machineDraft(GPU), userLimit: '0', sort: '10001', termDays: '3651' };
    expect(keys(machineProblems(limits, GPU))).toEqual([
      'mining.problem.term',
      'mining.problem.userLimit',
      'mining.problem.sort',
    ]);
  });
});

describe('hash price rules', () => {
  const price = {
    algorithm: ' SHA-256 ',
    coin: 'btc',
    unit: 'TH/s',
    day: '2025-01-02',
    price: '0',
    sourceName: ' pool statement ',
  };

  it('takes a measured price, 0 included, for a day that has begun', () => {
    expect(priceProblems(price, '2025-01-02')).toEqual([]);
    expect(priceProblems(price, null)).toEqual([]);
    expect(priceBody(price)).toEqual({
      algorithm: 'SHA-256',
      coin: 'BTC',
      unit: 'TH/s',
      day: '2025-01-02',
      price: '0',
      sourceName: 'pool statement',
    });
  });

  it('refuses a day not yet begun, a malformed day and a negative price', () => {
    expect(priceProblems(price, '2025-01-01')).toEqual([
      { field: 'day', key: 'mining.problem.dayAhead', params: { day: '2025-01-01' } },
    ]);
    expect(keys(priceProblems({ ...price, day: '2025-02-30', price: '-1' }, null))).toEqual([
      'mining.problem.dayPick',
      'mining.problem.hashPrice',
    ]);
    expect(keys(priceProblems({ ...price, sourceName: '  ' }, null))).toEqual([
      'mining.problem.text',
    ]);
  });

  it('counts the last day in the payout zone', () => {
    // 2025-01-01 17:00 UTC is already 2 January in Shanghai (UTC+8).
    const ms = Date.UTC(2025, 0, 1, 17);
    expect(lastPriceDay(ms, 'Asia/Shanghai')).toBe('2025-01-02');
    expect(lastPriceDay(ms, 'UTC')).toBe('2025-01-01');
    expect(lastPriceDay(ms, null)).toBeNull();
  });
});
