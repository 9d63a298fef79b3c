import { useTranslation } from 'react-i18next';
import type { Problem } from './transferRules';

/** Translates a validation problem; undefined stays undefined. */
export function useProblemText(): (problem: Problem | undefined) => string | undefined {
  const { t } = useTranslation();
  // The default-value overload takes any parameters; the key is still a checked TextKey.
  return (problem) =>
    problem ? t(problem.key, { ...problem.params, defaultValue: problem.key }) : undefined;
}
