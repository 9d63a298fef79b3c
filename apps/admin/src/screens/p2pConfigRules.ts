import { p2pRiskClassesSchema, RISK_CLASSES } from '@exchange/contracts';
import type { RiskClassConfig } from '../api/p2p';
import type { TextKey } from '../i18n';
import { compareDecimal } from '../lib/decimal';
import { fits, wholeOf, type Problem } from './marketRules';

/**
 * The risk classes' form apart from React: its values, problems, body and
 * whether it changed. Formats are the contract's own
 * (`p2pRiskClassesSchema`); the server checks again and has the last word.
 */

export type RiskClass = (typeof RISK_CLASSES)[number];

export const isRiskClass = (value: number): value is RiskClass =>
  RISK_CLASSES.some((c) => c === value);

/** A class by its number and its risk: "3 · medium". */
export const riskLabel = (riskClass: number): TextKey | null =>
  isRiskClass(riskClass) ? `p2pConfig.risk.${riskClass}` : null;

const classShape = p2pRiskClassesSchema.shape.classes.element.shape;

/** One class as typed. */
export interface RiskDraft {
  readonly riskClass: number;
  readonly cap: string;
  readonly hold: string;
}

export const riskDrafts = (classes: readonly RiskClassConfig[]): RiskDraft[] =>
  classes.map((c) => ({
    riskClass: c.riskClass,
    cap: c.firstTradeCapUsd,
    hold: String(c.withdrawHoldHours),
  }));

/** The cap is a decimal above 0; the hold whole hours from 0 to 720. */
export function riskProblems(drafts: readonly RiskDraft[]): Problem[] {
  const problems: Problem[] = [];
  for (const d of drafts) {
    const label = riskLabel(d.riskClass);
    // The class by its name; a class the console does not know (none today) by its number.
    const named: Pick<Problem, 'labels' | 'params'> =
      label === null ? { params: { class: d.riskClass } } : { labels: { class: label } };
    if (!fits(classShape.firstTradeCapUsd, d.cap))
      problems.push({ field: `cap.${d.riskClass}`, key: 'p2pConfig.badCap', ...named });
    if (!fits(classShape.withdrawHoldHours, wholeOf(d.hold)))
      problems.push({ field: `hold.${d.riskClass}`, key: 'p2pConfig.badHold', ...named });
  }
  return problems;
}

/** What the server gets: all four classes. Only sent without problems, so the hold is whole. */
export const riskBody = (drafts: readonly RiskDraft[]): RiskClassConfig[] =>
  drafts.map((d) => ({
    riskClass: d.riskClass,
    firstTradeCapUsd: d.cap,
    withdrawHoldHours: wholeOf(d.hold) ?? 0,
  }));

/** Whether the form differs from the server's classes ("500.0" is "500"). */
export function riskChanged(
  before: readonly RiskClassConfig[],
  drafts: readonly RiskDraft[],
): boolean {
  return drafts.some((d, index) => {
    const server = before[index];
    return (
      server === undefined ||
      compareDecimal(server.firstTradeCapUsd, d.cap) !== 0 ||
      wholeOf(d.hold) !== server.withdrawHoldHours
    );
  });
}
