import { describe, expect, it } from 'vitest';
import { installZoomBlock, rootFontSizePx } from './viewport';

describe('root font size', () => {
  it('is 100 px per rem at the 828 px design width and scales below it', () => {
    expect(rootFontSizePx(828)).toBe(100);
    expect(rootFontSizePx(414)).toBe(50);
  });

  it('stops growing on wide screens, where the app is a centered column', () => {
    expect(rootFontSizePx(1920)).toBe(100);
  });
});

function touchEnd(): Event {
  return new Event('touchend', { cancelable: true });
}

describe('zoom blocking', () => {
  it('cancels a second tap within 300 ms but not a later one', () => {
    let now = 1_000;
    const stop = installZoomBlock(document, () => now);
    const first = touchEnd();
    document.dispatchEvent(first);
    now += 300;
    const quickSecond = touchEnd();
    document.dispatchEvent(quickSecond);
    now += 301;
    const later = touchEnd();
    document.dispatchEvent(later);
    stop();
    expect(first.defaultPrevented).toBe(false);
    expect(quickSecond.defaultPrevented).toBe(true);
    expect(later.defaultPrevented).toBe(false);
  });

  it("cancels Safari's pinch gesture", () => {
    const stop = installZoomBlock(document);
    const gesture = new Event('gesturestart', { cancelable: true });
    document.dispatchEvent(gesture);
    stop();
    expect(gesture.defaultPrevented).toBe(true);
  });
});
