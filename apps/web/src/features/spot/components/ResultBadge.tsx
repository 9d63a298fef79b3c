import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../funding/components/StatusBadge';
import { RESULT_TONE, type OrderResult } from '../orderStatus';

/** An order's result (spot or contract) as a coloured word. */
export function ResultBadge({ result, testId }: { result: OrderResult; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={RESULT_TONE[result]} text={t(`trade.result.${result}`)} testId={testId} />
  );
}
