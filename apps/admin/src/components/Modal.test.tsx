import { screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../test/harness';
import { FormButtons } from './Modal';

function form(props: { disabled: boolean; danger?: boolean }) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const onCancel = vi.fn();
  const rendered = renderWithServices(
    <form onSubmit={onSubmit}>
      <FormButtons
        submitLabel="Send"
        submitTestId="thing-submit"
        cancelTestId="thing-cancel"
        onCancel={onCancel}
        {...props}
      />
    </form>,
  );
  return { ...rendered, onSubmit, onCancel };
}

describe('FormButtons', () => {
  it('cancels, or submits the form it stands in', async () => {
    const { user, onSubmit, onCancel } = form({ disabled: false });
    await user.click(screen.getByTestId('thing-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    const submit = screen.getByTestId('thing-submit');
    expect(submit.textContent).toBe('Send');
    expect(submit.className).toBe('primary');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not submit while disabled, and is red for a step that takes something away', async () => {
    const { user, onSubmit } = form({ disabled: true, danger: true });
    const submit = screen.getByTestId<HTMLButtonElement>('thing-submit');
    expect(submit.disabled).toBe(true);
    expect(submit.className).toBe('danger');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
