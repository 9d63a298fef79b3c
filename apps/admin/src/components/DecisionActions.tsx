import type { ReactNode } from 'react';
import { useI18n } from '../app/context';
import { ConfirmDialog, ReasonDialog } from './dialogs';

/** What an operator chose for a row that waits for a decision; the dialog asks next. */
export interface Decision<T> {
  readonly kind: 'approve' | 'reject';
  readonly row: T;
}

/**
 * The part of a mutation hook's result that a decision uses. A react-query
 * mutation fits as it is; tests pass a plain object.
 */
export interface DecisionMutation<V> {
  readonly isPending: boolean;
  mutate(variables: V, options: { onSuccess: () => void }): void;
}

interface DecisionActionsProps<T> {
  readonly row: T;
  /** The screen's prefix: `withdrawal` gives `withdrawal-approve` and `withdrawal-reject`. */
  readonly testIdPrefix: string;
  onDecide(decision: Decision<T>): void;
}

/** The actions column's width for a row's Approve and Reject buttons. */
export const DECISION_ACTIONS_WIDTH = 168;

/** Approve and Reject at the end of a row; nothing is sent until the dialog is answered. */
export function DecisionActions<T>(props: DecisionActionsProps<T>) {
  const { t } = useI18n();
  return (
    <div className="row-actions">
      <button
        type="button"
        className="primary small"
        data-testid={`${props.testIdPrefix}-approve`}
        onClick={() => props.onDecide({ kind: 'approve', row: props.row })}
      >
        {t('common.approve')}
      </button>
      <button
        type="button"
        className="danger small"
        data-testid={`${props.testIdPrefix}-reject`}
        onClick={() => props.onDecide({ kind: 'reject', row: props.row })}
      >
        {t('common.reject')}
      </button>
    </div>
  );
}

interface DecisionDialogProps<T extends { readonly id: number }> {
  /** The open decision; null, no dialog. */
  readonly decision: Decision<T> | null;
  readonly approve: DecisionMutation<{ id: number }>;
  readonly reject: DecisionMutation<{ id: number; reason: string }>;
  /** What the confirm step says: the facts the operator is about to approve. */
  approveMessage(row: T): ReactNode;
  rejectTitle(row: T): string;
  /** An approval that cannot be taken back is confirmed with a red button. */
  readonly danger?: boolean;
  onClose(): void;
}

/**
 * The step after `DecisionActions`: a confirmation before an approval, a
 * required reason before a rejection. It closes when the server agrees and
 * stays open when it refuses, so the refusal can be read beside it.
 */
export function DecisionDialog<T extends { readonly id: number }>(props: DecisionDialogProps<T>) {
  const { t } = useI18n();
  const { decision, onClose } = props;
  if (decision?.kind === 'approve') {
    return (
      <ConfirmDialog
        title={t('common.approve')}
        message={props.approveMessage(decision.row)}
        confirmLabel={t('common.approve')}
        danger={props.danger}
        pending={props.approve.isPending}
        onCancel={onClose}
        onConfirm={() => props.approve.mutate({ id: decision.row.id }, { onSuccess: onClose })}
      />
    );
  }
  if (decision?.kind === 'reject') {
    return (
      <ReasonDialog
        title={props.rejectTitle(decision.row)}
        confirmLabel={t('common.reject')}
        pending={props.reject.isPending}
        onCancel={onClose}
        onConfirm={(reason) =>
          props.reject.mutate({ id: decision.row.id, reason }, { onSuccess: onClose })
        }
      />
    );
  }
  return null;
}
