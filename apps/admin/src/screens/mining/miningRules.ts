import {
  hashPriceBody,
  LOCALES,
  miningMachineBody,
  type MiningConsoleMachine,
  type MiningMachineBody,
  type MiningMachineType,
} from '@exchange/contracts';
import { isDay, localDate } from '../earn/earnDays';
import { fits, wholeOf, type Problem } from '../marketRules';

/**
 * The mining forms apart from React: a machine's draft, its problems and
 * its body; a hash price's. Formats are the contract's own field schemas
 * and the rules mirror the server's (`mining.console.ts`), so the form
 * refuses what the server would; the server checks again (the coin, terms
 * fixed once a unit was rented, a day already paid) and has the last word.
 */

const shape = miningMachineBody.shape;
const priceShape = hashPriceBody.shape;

/** A machine as typed: every number as text, names per language. */
export interface MachineDraft {
  readonly type: MiningMachineType;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly coin: string;
  readonly price: string;
  readonly termDays: string;
  readonly algorithm: string;
  readonly hashRate: string;
  readonly hashUnit: string;
  readonly powerW: string;
  /** Coin per kWh; 0 for none. */
  readonly electricityPrice: string;
  readonly manufacturer: string;
  readonly dimensions: string;
  readonly weightKg: string;
  readonly temperature: string;
  readonly humidity: string;
  readonly stock: string;
  readonly userLimit: string;
  readonly sort: string;
}

export const NEW_MACHINE: MachineDraft = {
  type: 'asic',
  nameEn: '',
  nameZh: '',
  coin: '',
  price: '',
  termDays: '',
  algorithm: '',
  hashRate: '',
  hashUnit: '',
  powerW: '',
  electricityPrice: '',
  manufacturer: '',
  dimensions: '',
  weightKg: '',
  temperature: '',
  humidity: '',
  stock: '',
  userLimit: '',
  sort: '0',
};

export const machineDraft = (m: MiningConsoleMachine): MachineDraft => ({
  type: m.type,
  nameEn: m.names.en_US ?? '',
  nameZh: m.names.zh_CN ?? '',
  coin: m.coin,
  price: m.price,
  termDays: String(m.termDays),
  algorithm: m.algorithm,
  hashRate: m.hashRate,
  hashUnit: m.hashUnit,
  powerW: String(m.powerW),
  electricityPrice: m.electricityPrice,
  manufacturer: m.manufacturer,
  dimensions: m.dimensions,
  weightKg: m.weightKg,
  temperature: m.temperature,
  humidity: m.humidity,
  stock: String(m.stock),
  userLimit: String(m.userLimit),
  sort: String(m.sort),
});

/**
 * Once a unit has been rented its holders keep the machine's terms: type,
 * coin, price, term and the figures income is counted from (algorithm,
 * hash rate and unit, power, electricity price); the server refuses a
 * change with MINING_TERMS_LOCKED. `rented` counts every order ever
 * placed, so a machine whose orders were all returned stays locked.
 */
export const termsLocked = (m: MiningConsoleMachine | null): boolean => m !== null && m.rented;

/** The fields fixed once rented, in the form's order. */
export const LOCKED_FIELDS = [
  'type',
  'coin',
  'price',
  'termDays',
  'algorithm',
  'hashRate',
  'hashUnit',
  'powerW',
  'electricityPrice',
] as const;

/** The free-text fields and their longest length. */
const TEXTS = {
  algorithm: 32,
  hashUnit: 16,
  manufacturer: 80,
  dimensions: 80,
  temperature: 40,
  humidity: 40,
} as const;
type TextField = keyof typeof TEXTS;

const textProblem = (field: TextField | 'unit' | 'sourceName', max: number): Problem => ({
  field,
  key: 'mining.problem.text',
  labels: { field: `mining.${field}` as const },
  params: { max },
});

const nameFits = (locale: 'en_US' | 'zh_CN', text: string) =>
  fits(shape.name, { en_US: 'name', [locale]: text });

function textProblems(d: MachineDraft, fields: readonly TextField[]): Problem[] {
  return fields.filter((f) => !fits(shape[f], d[f])).map((f) => textProblem(f, TEXTS[f]));
}

function termProblems(d: MachineDraft): Problem[] {
  const problems: Problem[] = [];
  if (!fits(shape.coin, d.coin)) problems.push({ field: 'coin', key: 'mining.problem.coin' });
  if (!fits(shape.price, d.price)) problems.push({ field: 'price', key: 'mining.problem.price' });
  if (!fits(shape.termDays, wholeOf(d.termDays)))
    problems.push({ field: 'termDays', key: 'mining.problem.term' });
  problems.push(...textProblems(d, ['algorithm']));
  if (!fits(shape.hashRate, d.hashRate))
    problems.push({
      field: 'hashRate',
      key: 'mining.problem.positive',
      labels: { field: 'mining.hashRate' },
    });
  problems.push(...textProblems(d, ['hashUnit']));
  if (!fits(shape.powerW, wholeOf(d.powerW)))
    problems.push({ field: 'powerW', key: 'mining.problem.power' });
  if (!fits(shape.electricityPrice, d.electricityPrice))
    problems.push({ field: 'electricityPrice', key: 'mining.problem.electricity' });
  return problems;
}

/** Everything that stops the machine from being sent, in the form's order. */
export function machineProblems(d: MachineDraft, machine: MiningConsoleMachine | null): Problem[] {
  const problems: Problem[] = [];
  if (!nameFits('en_US', d.nameEn))
    problems.push({ field: 'nameEn', key: 'mining.problem.nameEn' });
  if (d.nameZh.trim() !== '' && !nameFits('zh_CN', d.nameZh))
    problems.push({ field: 'nameZh', key: 'mining.problem.nameZh' });
  // Terms fixed after a rental are sent as the server holds them: nothing to check.
  if (!termsLocked(machine)) problems.push(...termProblems(d));
  problems.push(...textProblems(d, ['manufacturer', 'dimensions']));
  if (!fits(shape.weightKg, d.weightKg))
    problems.push({
      field: 'weightKg',
      key: 'mining.problem.positive',
      labels: { field: 'mining.weightKg' },
    });
  problems.push(...textProblems(d, ['temperature', 'humidity']));
  const stock = wholeOf(d.stock);
  const sold = machine?.sold ?? 0;
  if (!fits(shape.stock, stock)) problems.push({ field: 'stock', key: 'mining.problem.stock' });
  else if (stock !== null && stock < sold)
    problems.push({ field: 'stock', key: 'mining.problem.stockSold', params: { sold } });
  if (!fits(shape.userLimit, wholeOf(d.userLimit)))
    problems.push({ field: 'userLimit', key: 'mining.problem.userLimit' });
  if (!fits(shape.sort, wholeOf(d.sort)))
    problems.push({ field: 'sort', key: 'mining.problem.sort' });
  return problems;
}

/** English, Simplified Chinese when given, and the other languages' names as the machine has them. */
function namesOf(d: MachineDraft, machine: MiningConsoleMachine | null): MiningMachineBody['name'] {
  const names: MiningMachineBody['name'] = {};
  for (const locale of LOCALES) {
    const kept = machine?.names[locale];
    if (locale !== 'en_US' && locale !== 'zh_CN' && kept) names[locale] = kept;
  }
  names.en_US = d.nameEn.trim();
  if (d.nameZh.trim() !== '') names.zh_CN = d.nameZh.trim();
  return names;
}

/** What the server gets; only sent without problems. */
export function machineBody(
  d: MachineDraft,
  machine: MiningConsoleMachine | null,
): MiningMachineBody {
  return {
    type: d.type,
    name: namesOf(d, machine),
    coin: d.coin.trim().toUpperCase(),
    price: d.price,
    termDays: wholeOf(d.termDays) ?? 0,
    algorithm: d.algorithm.trim(),
    hashRate: d.hashRate,
    hashUnit: d.hashUnit.trim(),
    powerW: wholeOf(d.powerW) ?? 0,
    electricityPrice: d.electricityPrice,
    manufacturer: d.manufacturer.trim(),
    dimensions: d.dimensions.trim(),
    weightKg: d.weightKg,
    temperature: d.temperature.trim(),
    humidity: d.humidity.trim(),
    stock: wholeOf(d.stock) ?? 0,
    userLimit: wholeOf(d.userLimit) ?? 0,
    sort: wholeOf(d.sort) ?? 0,
  };
}

/** A day's hash price as typed. */
export interface PriceDraft {
  readonly algorithm: string;
  readonly coin: string;
  readonly unit: string;
  readonly day: string;
  readonly price: string;
  readonly sourceName: string;
}

/**
 * The last day a price may be published for: today in the payout zone
 * (the server refuses a day not yet begun). Null when no machine has told
 * the zone yet; the server still checks.
 */
export const lastPriceDay = (nowMs: number, zone: string | null): string | null =>
  zone === null ? null : localDate(nowMs, zone);

/** A hash price to publish: a measured figure, for a day that has begun. */
export function priceProblems(d: PriceDraft, lastDay: string | null): Problem[] {
  const problems: Problem[] = [];
  if (!fits(priceShape.algorithm, d.algorithm)) problems.push(textProblem('algorithm', 32));
  if (!fits(priceShape.coin, d.coin)) problems.push({ field: 'coin', key: 'mining.problem.coin' });
  if (!fits(priceShape.unit, d.unit)) problems.push(textProblem('unit', 16));
  if (!isDay(d.day)) problems.push({ field: 'day', key: 'mining.problem.dayPick' });
  else if (lastDay !== null && d.day > lastDay)
    problems.push({ field: 'day', key: 'mining.problem.dayAhead', params: { day: lastDay } });
  if (!fits(priceShape.price, d.price))
    problems.push({ field: 'price', key: 'mining.problem.hashPrice' });
  if (!fits(priceShape.sourceName, d.sourceName)) problems.push(textProblem('sourceName', 120));
  return problems;
}

export const priceBody = (d: PriceDraft): PriceDraft => ({
  algorithm: d.algorithm.trim(),
  coin: d.coin.trim().toUpperCase(),
  unit: d.unit.trim(),
  day: d.day,
  price: d.price,
  sourceName: d.sourceName.trim(),
});
