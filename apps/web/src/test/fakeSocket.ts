import type { SocketLike } from '../api/streamConnection';

/**
 * A WebSocket stand-in: tests open, feed and drop it by hand and read what
 * the client sent. `FakeSocket.all` lists every socket made, newest last; it
 * can also replace the global WebSocket (`vi.stubGlobal('WebSocket', FakeSocket)`).
 */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];

  static latest(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset(): void {
    FakeSocket.all = [];
  }

  readonly sent: unknown[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  /** The server accepted the connection. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sent a frame. */
  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection dropped. */
  drop(): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }

  /** What was sent since the last call, then forgets it. */
  take(): unknown[] {
    return this.sent.splice(0);
  }
}
