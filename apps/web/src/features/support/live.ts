import { useQueryClient } from '@tanstack/react-query';
import { useStream } from '../../api/stream';
import { useSession } from '../../state/session';
import { catchUp, supportKeys } from './queries';
import {
  applyEvent,
  applySnapshot,
  parseEvent,
  parseSnapshot,
  supportTopic,
  type SupportThread,
} from './thread';

/**
 * Follows `support:<id>` while the screen shows the conversation (signed
 * in, never in demo: the server refuses it). Frames are checked against the
 * contracts and written into the thread's cache: the snapshot (`latest`
 * replaces, `after` adds what a reconnect missed; the shared connection
 * resumes with `since` by itself), then each numbered event by its seq. A
 * gap in the numbering reads the missed events. `onStaffTyping` hears
 * "support is typing", `onStaffMessage` each new message from support.
 */
export function useSupportLive(
  conversationId: number | null,
  listeners: { onStaffTyping: () => void; onStaffMessage: () => void },
): void {
  const queryClient = useQueryClient();
  const live = useSession((state) => state.token !== null && !state.demo);
  const topic = live && conversationId !== null ? supportTopic(conversationId) : null;
  useStream(topic, (frame) => {
    if (conversationId === null) return;
    const key = supportKeys.thread(conversationId);
    if (frame.type === 'snapshot') {
      const snapshot = parseSnapshot(frame.data);
      if (!snapshot.success || snapshot.data.conversation.id !== conversationId) return;
      queryClient.setQueryData(key, (thread: SupportThread | undefined) =>
        applySnapshot(thread, snapshot.data),
      );
      return;
    }
    const parsed = parseEvent(frame.data);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.event === 'typing') {
      if (event.from === 'staff') listeners.onStaffTyping();
      return;
    }
    const thread = queryClient.getQueryData<SupportThread>(key);
    // Nothing held yet: the first read (or the snapshot, which comes first) brings it.
    if (thread === undefined) return;
    const applied = applyEvent(thread, event);
    queryClient.setQueryData(key, applied.thread);
    if (event.event === 'message' && event.message.sender === 'staff') listeners.onStaffMessage();
    if (applied.gapAfter !== null) void catchUp(queryClient, conversationId, applied.gapAfter);
  });
}
