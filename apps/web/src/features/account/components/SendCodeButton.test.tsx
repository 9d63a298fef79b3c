import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { SendCodeButton } from './SendCodeButton';

describe('send-code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function press() {
    await act(async () => {
      fireEvent.click(screen.getByTestId('send'));
    });
  }

  it('counts down the server wait in seconds, then offers to resend', async () => {
    const onSend = vi.fn(() => Promise.resolve({ resendInS: 3, maskedTarget: 'x' }));
    render(<SendCodeButton onSend={onSend} testId="send" />);
    const button = screen.getByTestId('send') as HTMLButtonElement;
    expect(button.textContent).toBe('Send code');

    await press();
    expect(button.textContent).toBe('Resend in 3 s');
    expect(button.disabled).toBe(true);
    // Presses during the countdown send nothing.
    await press();
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1_000));
    expect(button.textContent).toBe('Resend in 2 s');
    act(() => vi.advanceTimersByTime(2_000));
    expect(button.textContent).toBe('Resend');
    expect(button.disabled).toBe(false);

    await press();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('stays ready when nothing was sent (slider closed or server refused)', async () => {
    const onSend = vi
      .fn<() => Promise<{ resendInS: number; maskedTarget: string } | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('refused'));
    render(<SendCodeButton onSend={onSend} testId="send" />);
    await press();
    expect(screen.getByTestId('send').textContent).toBe('Send code');
    await press();
    expect(screen.getByTestId('send').textContent).toBe('Send code');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('keeps counting by the clock when timers were throttled in the background', async () => {
    render(
      <SendCodeButton
        onSend={() => Promise.resolve({ resendInS: 60, maskedTarget: 'x' })}
        testId="send"
      />,
    );
    await press();
    // The tab sleeps: the clock moves 45 s but only one tick fires afterwards.
    vi.setSystemTime(Date.now() + 45_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('send').textContent).toBe('Resend in 14 s');
  });

  it('starts counting when the code was already sent on the previous screen', () => {
    render(<SendCodeButton onSend={vi.fn()} initialWaitS={30} testId="send" />);
    expect(screen.getByTestId('send').textContent).toBe('Resend in 30 s');
  });
});
