import type { ESLint, Rule } from 'eslint';

/** The local ESLint plugin whose one rule is `module-boundaries`. */
declare const plugin: ESLint.Plugin & { rules: { 'module-boundaries': Rule.RuleModule } };
export default plugin;
