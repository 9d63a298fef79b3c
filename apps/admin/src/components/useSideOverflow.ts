import { useEffect, useRef, useState } from 'react';

/** Whether a box scrolled sideways hides content to its left or to its right. */
export interface SideOverflow {
  readonly left: boolean;
  readonly right: boolean;
}

const NONE: SideOverflow = { left: false, right: false };

/**
 * Follows a sideways-scrolling box (a table's wrap) and tells which sides hide
 * content. Scrollbars that show only while scrolling (macOS, touch pads) give
 * no sign that a table is wider than its box; the table marks those sides.
 * It measures on scroll and whenever the box or its content changes size.
 */
export function useSideOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [sides, setSides] = useState<SideOverflow>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      // A pixel of slack: zoomed pages report fractional widths rounded apart.
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setSides((now) => (now.left === left && now.right === right ? now : { left, right }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(box);
    if (box.firstElementChild) resize?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);
  return [ref, sides] as const;
}
