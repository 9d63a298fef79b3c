import { act } from '@testing-library/react';
import { useEffect, useEffectEvent } from 'react';
import { vi } from 'vitest';
import type { StreamListener, StreamMessage } from '../api/streamRegistry';

/**
 * A stand-in for `api/stream` in screen tests: components subscribe as usual
 * and the test pushes frames with `emit`. The socket itself is tested in
 * streamConnection.test.ts; here only what screens do with the frames matters.
 *
 *   vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));
 */
const listeners = new Map<string, Set<StreamListener>>();

export function useStream(topic: string | null, onMessage: StreamListener): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (topic === null) return;
    const listener: StreamListener = (message) => handle(message);
    const set = listeners.get(topic) ?? new Set();
    set.add(listener);
    listeners.set(topic, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(topic);
    };
  }, [topic]);
}

export const resyncTopic = vi.fn();

/** Topics some mounted component listens to. */
export function liveTopics(): string[] {
  return [...listeners.keys()].sort();
}

/** Delivers a frame to every listener of its topic, inside act(). */
export function emit(frame: StreamMessage): void {
  act(() => {
    for (const listener of [...(listeners.get(frame.topic) ?? [])]) listener(frame);
  });
}
