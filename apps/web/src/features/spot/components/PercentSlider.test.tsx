import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PercentStop } from '../orderMath';
import { nearestStop, PercentSlider } from './PercentSlider';

function Harness({ onChange }: { onChange: (stop: PercentStop) => void }) {
  const [value, setValue] = useState<PercentStop | null>(null);
  return (
    <PercentSlider
      value={value}
      disabled={false}
      onChange={(stop) => {
        setValue(stop);
        onChange(stop);
      }}
    />
  );
}

describe('the amount slider', () => {
  it('snaps a position on the track to the nearest stop', () => {
    expect(nearestStop(0)).toBe(0);
    expect(nearestStop(0.3)).toBe(25);
    expect(nearestStop(0.63)).toBe(75);
    expect(nearestStop(1.4)).toBe(100);
    expect(nearestStop(-1)).toBe(0);
  });

  it('follows a finger that taps anywhere on it (a label too) and drags along it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const slider = screen.getByTestId('percent-slider');
    const track = slider.querySelector('.percent-track') as HTMLElement;
    // jsdom lays nothing out: the track is 200 px wide from x = 0.
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 6));
    // A tap under the "50%" label.
    fireEvent.pointerDown(slider, { clientX: 101, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(50);
    fireEvent.pointerMove(slider, { clientX: 150, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(75);
    fireEvent.pointerMove(slider, { clientX: 198, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(100);
    fireEvent.pointerUp(slider, { clientX: 198, pointerId: 1 });
    // After the finger lifts, moving over it changes nothing.
    const calls = onChange.mock.calls.length;
    fireEvent.pointerMove(slider, { clientX: 10, pointerId: 1 });
    expect(onChange.mock.calls.length).toBe(calls);
    expect(screen.getByTestId('percent-100').getAttribute('aria-pressed')).toBe('true');
  });
});
