import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../test/harness';
import {
  DecisionActions,
  DecisionDialog,
  type Decision,
  type DecisionMutation,
} from './DecisionActions';

interface Row {
  id: number;
  name: string;
}
const ROW: Row = { id: 7, name: 'payout' };

/** A mutation that the server accepts, or (`accepted` false) refuses: `onSuccess` never runs. */
function mutation<V>(accepted: boolean) {
  const mutate = vi.fn((_variables: V, options: { onSuccess: () => void }) => {
    if (accepted) options.onSuccess();
  });
  const result: DecisionMutation<V> = { isPending: false, mutate };
  return { result, mutate };
}

function Decisions(props: {
  approve: DecisionMutation<{ id: number }>;
  reject: DecisionMutation<{ id: number; reason: string }>;
  danger?: boolean;
}) {
  const [decision, setDecision] = useState<Decision<Row> | null>(null);
  return (
    <>
      <DecisionActions row={ROW} testIdPrefix="thing" onDecide={setDecision} />
      <DecisionDialog
        decision={decision}
        approve={props.approve}
        reject={props.reject}
        approveMessage={(row) => `Approve ${row.name} #${row.id}?`}
        rejectTitle={(row) => `Reject #${row.id}`}
        danger={props.danger}
        onClose={() => setDecision(null)}
      />
    </>
  );
}

describe('DecisionActions and DecisionDialog', () => {
  it('approves the row after the confirm step, then closes', async () => {
    const approve = mutation<{ id: number }>(true);
    const reject = mutation<{ id: number; reason: string }>(true);
    const { user } = renderWithServices(
      <Decisions approve={approve.result} reject={reject.result} />,
    );
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await user.click(screen.getByTestId('thing-approve'));
    expect(approve.mutate).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('Approve payout #7?');
    expect(screen.getByTestId('confirm-ok').className).toBe('primary');
    await user.click(screen.getByTestId('confirm-ok'));
    expect(approve.mutate).toHaveBeenCalledWith({ id: 7 }, expect.anything());
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('rejects the row with the reason typed', async () => {
    const approve = mutation<{ id: number }>(true);
    const reject = mutation<{ id: number; reason: string }>(true);
    const { user } = renderWithServices(
      <Decisions approve={approve.result} reject={reject.result} />,
    );
    await user.click(screen.getByTestId('thing-reject'));
    expect(screen.getByTestId('reason-dialog').textContent).toContain('Reject #7');
    await user.type(screen.getByTestId('reason-input'), ' looks wrong ');
    await user.click(screen.getByTestId('reason-ok'));
    expect(reject.mutate).toHaveBeenCalledWith({ id: 7, reason: 'looks wrong' }, expect.anything());
    expect(screen.queryByTestId('reason-dialog')).toBeNull();
  });

  it('stays open when the server refuses, and confirms a danger approval in red', async () => {
    const approve = mutation<{ id: number }>(false);
    const reject = mutation<{ id: number; reason: string }>(false);
    const { user } = renderWithServices(
      <Decisions approve={approve.result} reject={reject.result} danger />,
    );
    await user.click(screen.getByTestId('thing-approve'));
    expect(screen.getByTestId('confirm-ok').className).toBe('danger');
    await user.click(screen.getByTestId('confirm-ok'));
    expect(approve.mutate).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-cancel'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });
});
