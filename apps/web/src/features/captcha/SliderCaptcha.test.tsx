import type { Captcha } from '@exchange/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { useSettings } from '../../state/settings';
import { requestCaptcha, SliderCaptcha } from '.';
import type * as Queries from './queries';
import { fetchCaptcha, isCaptchaEnabled, verifyCaptcha, type CaptchaAnswer } from './queries';

vi.mock('./queries', async (importOriginal) => ({
  ...(await importOriginal<typeof Queries>()),
  fetchCaptcha: vi.fn(),
  verifyCaptcha: vi.fn(),
  isCaptchaEnabled: vi.fn(),
}));

const puzzle = (id: string): Captcha => ({
  id,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
  width: 320,
  height: 160,
  pieceSize: 50,
  pieceY: 40,
  expiresInS: 120,
});

/** Renders the check with a hand-driven clock and the puzzle shown at half size (160 CSS px). */
async function open() {
  const clock = { nowMs: 5_000 };
  const onDone = vi.fn();
  render(<SliderCaptcha onDone={onDone} nowMs={() => clock.nowMs} />);
  const piece = await screen.findByTestId('captcha-piece');
  const stage = screen.getByTestId('captcha-stage');
  vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 160, 80));
  const handle = screen.getByRole('slider');
  /** Presses at (20, 300), moves through `offsets` (CSS px) a frame apart, releases at the last. */
  const drag = (offsets: readonly number[]) => {
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 20, clientY: 300 });
    offsets.forEach((dx, i) => {
      clock.nowMs += 14 + (i % 3) * 4;
      fireEvent.pointerMove(handle, { pointerId: 1, clientX: 20 + dx, clientY: 300 + (i % 2) });
    });
    clock.nowMs += 20;
    const last = offsets[offsets.length - 1] ?? 0;
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 20 + last, clientY: 301 });
  };
  return { onDone, piece, handle, drag, clock };
}

const sentAnswer = (call = 0): CaptchaAnswer => vi.mocked(verifyCaptcha).mock.calls[call]![0];

describe('SliderCaptcha', () => {
  beforeEach(() => {
    vi.mocked(fetchCaptcha).mockReset().mockResolvedValue(puzzle('p1'));
    vi.mocked(verifyCaptcha)
      .mockReset()
      .mockResolvedValue({ captchaToken: 'tok', expiresInS: 120 });
    useSettings.setState({ lang: 'en' });
  });

  it('moves the piece with the handle, in background pixels, and sends the whole drag', async () => {
    const { onDone, piece, handle, drag } = await open();
    expect(piece.style.top).toBe('25%');
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 20, clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 45, clientY: 300 });
    // 25 CSS px on a half-size puzzle is 50 background px: 50 / 320 of the width.
    expect(piece.style.left).toBe('15.625%');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 900, clientY: 300 });
    expect(piece.style.left).toBe(`${(270 / 320) * 100}%`);
    fireEvent.pointerCancel(handle, { pointerId: 1 });
    expect(piece.style.left).toBe('0%');

    drag([3, 8, 15, 24, 33, 41, 46, 49, 50]);
    await waitFor(() => expect(verifyCaptcha).toHaveBeenCalledOnce());
    const answer = sentAnswer();
    expect(answer).toMatchObject({ id: 'p1', x: 100 });
    expect(answer.track.length).toBeGreaterThanOrEqual(8);
    expect(answer.track[0]).toEqual([0, 0, 0]);
    expect(answer.track.at(-1)).toEqual([100, 2, 182]);
    const times = answer.track.map(([, , t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(piece.style.left).toBe('31.25%');

    expect(await screen.findByText('Verified')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('tok'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('shows the server message on failure and loads a new puzzle by itself', async () => {
    vi.mocked(fetchCaptcha).mockResolvedValueOnce(puzzle('p1')).mockResolvedValueOnce(puzzle('p2'));
    vi.mocked(verifyCaptcha).mockRejectedValueOnce(
      new ApiError('business', 'Slider check failed, please try again', 11021),
    );
    const { onDone, drag } = await open();
    drag([5, 15, 30, 45, 60, 70, 76, 80]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Slider check failed, please try again',
    );
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    expect((await screen.findByTestId('captcha-piece')).style.left).toBe('0%');
    expect(onDone).not.toHaveBeenCalled();

    drag([5, 15, 30, 45, 60, 70, 76, 80]);
    await waitFor(() => expect(verifyCaptcha).toHaveBeenCalledTimes(2));
    expect(sentAnswer(1).id).toBe('p2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not spend the puzzle on a tap', async () => {
    const { drag } = await open();
    drag([0.5]);
    expect(verifyCaptcha).not.toHaveBeenCalled();
  });

  it('loads another puzzle on Refresh and answers null on Close, in the chosen language', async () => {
    useSettings.setState({ lang: 'zh-CN' });
    const { onDone } = await open();
    expect(screen.getByText('拖动滑块完成拼图')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});

describe('requestCaptcha', () => {
  beforeEach(() => {
    vi.mocked(fetchCaptcha).mockReset().mockResolvedValue(puzzle('p1'));
    useSettings.setState({ lang: 'en' });
  });

  it('answers "off" at once, showing nothing, when the server has the check switched off', async () => {
    vi.mocked(isCaptchaEnabled).mockResolvedValue(false);
    await expect(requestCaptcha()).resolves.toBe('off');
    expect(fetchCaptcha).not.toHaveBeenCalled();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('shows the check and answers null when it is closed; a double tap gets null', async () => {
    vi.mocked(isCaptchaEnabled).mockResolvedValue(true);
    const first = requestCaptcha();
    await expect(requestCaptcha()).resolves.toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(first).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('slider')).toBeNull());
  });
});
