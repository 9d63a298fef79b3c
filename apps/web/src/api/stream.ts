import { PATHS } from '@exchange/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useSession } from '../state/session';
import { apiBase } from './index';
import {
  createStreamConnection,
  type StreamConnection,
  type StreamTimers,
} from './streamConnection';
import type { StreamListener } from './streamRegistry';

export type { StreamListener, StreamMessage } from './streamRegistry';

/**
 * The WebSocket URL for an API base: the same origin as the page (ws:// or
 * wss:// by its protocol) for the usual relative base, or the host of an
 * absolute development override.
 */
export function socketUrl(base: string, page: Pick<Location, 'protocol' | 'host'>): string {
  if (/^https?:\/\//.test(base)) return `${base.replace(/^http/, 'ws')}${PATHS.websocket}`;
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}${base}${PATHS.websocket}`;
}

const browserTimers: StreamTimers = {
  after(ms, run) {
    const id = window.setTimeout(run, ms);
    return () => window.clearTimeout(id);
  },
  every(ms, run) {
    const id = window.setInterval(run, ms);
    return () => window.clearInterval(id);
  },
};

let shared: StreamConnection | null = null;

/** The tab's one connection, created on first use so screens without live data never open it. */
export function getStream(): StreamConnection {
  if (shared !== null) return shared;
  const connection = createStreamConnection({
    url: () => socketUrl(apiBase(), window.location),
    createSocket: (url) => new WebSocket(url),
    getToken: () => useSession.getState().token,
    nowMs: () => Date.now(),
    timers: browserTimers,
    random: () => Math.random(),
    // Rethrown outside the dispatch loop, so it is reported without stopping other listeners.
    onListenerError: (error) =>
      queueMicrotask(() => {
        throw error;
      }),
  });
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) connection.tokenChanged();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') connection.wake();
  });
  window.addEventListener('online', () => connection.wake());
  shared = connection;
  return connection;
}

/**
 * Listens to a topic while the component is mounted; null listens to nothing
 * (a private topic for a guest). The latest `onMessage` is always the one
 * called, so callers need not memoise it.
 */
export function useStream(topic: string | null, onMessage: StreamListener): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (topic === null) return;
    return getStream().subscribe(topic, (message) => handle(message));
  }, [topic]);
}

/** Asks the server for a fresh snapshot of a topic (a depth update was missed). */
export function resyncTopic(topic: string): void {
  getStream().resync(topic);
}
