import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, type Handlers } from '../../test/harness';
import { COLLEAGUE, ME, MINE, desk, message } from '../../test/support';
import { API, CONV, deskServer, stubObjectUrls, texts } from '../../test/supportDesk';

const urls = stubObjectUrls();

describe('the composer', () => {
  it('sends a reply, then a note, each with a new client id', async () => {
    let seq = 5;
    const server = deskServer({
      desk: desk(MINE),
      extra: {
        [`POST ${CONV}/reply`]: (call) => {
          const body = call.body as { text: string; note: boolean; clientId: string };
          seq += 1;
          return {
            data: message({
              seq,
              sender: 'staff',
              senderName: 'Alice',
              senderId: ME,
              kind: body.note ? 'note' : 'text',
              text: body.text,
              clientId: body.clientId,
              createdAt: Date.now(),
            }),
          };
        },
      },
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    await user.type(input, 'Ich prüfe das.');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    await waitFor(() => expect(input.value).toBe(''));
    // Typing is told to the user while replying (at most every 3 s), not while writing a note.
    const typing = server.callsTo('POST', `${CONV}/typing`).length;
    expect(typing).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByTestId('support-note'));
    expect(screen.getByTestId('support-send').textContent).toBe('Add note');
    await user.type(input, 'Asked for the statement');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(2));

    const [reply, note] = server.callsTo('POST', `${CONV}/reply`).map((c) => c.body) as {
      clientId: string;
      text: string;
      note: boolean;
    }[];
    expect(reply).toMatchObject({ text: 'Ich prüfe das.', note: false });
    expect(note).toMatchObject({ text: 'Asked for the statement', note: true });
    for (const body of [reply!, note!]) expect(body.clientId).toMatch(/^[\w-]{8,64}$/);
    expect(reply!.clientId).not.toBe(note!.clientId);
    // Both are in the thread at once; the note is marked internal.
    await waitFor(() =>
      expect(texts('support-message-text')).toEqual(
        expect.arrayContaining(['Ich prüfe das.', 'Asked for the statement']),
      ),
    );
    const last = screen.getAllByTestId('support-message').at(-1)!;
    expect(within(last).getByTestId('support-note-mark')).toBeTruthy();
    expect(server.callsTo('POST', `${CONV}/typing`)).toHaveLength(typing);
  });

  it('inserts a canned reply in the conversation’s language', async () => {
    const server = deskServer({ desk: desk(MINE) });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await waitFor(() => expect(server.callsTo('GET', `${API}/canned`)).toHaveLength(1));
    expect(server.callsTo('GET', `${API}/canned`)[0]?.query.get('language')).toBe('de_DE');
    const picker = screen.getByTestId<HTMLSelectElement>('support-canned');
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Insert a canned reply…',
      'Begrüßung',
      'Prüfung',
    ]);
    await user.type(input, 'Hallo. ');
    await user.selectOptions(picker, '2');
    expect(input.value).toBe('Hallo. Ich prüfe das sofort.');
  });
});

describe('sending an image', () => {
  const png = (name = 'receipt.png') => new File(['png-bytes'], name, { type: 'image/png' });

  function imageServer(extra: Handlers = {}) {
    return deskServer({
      desk: desk(MINE),
      extra: {
        [`POST ${CONV}/upload`]: () => ({ data: { id: 'f-abc', width: 640, height: 480 } }),
        [`POST ${CONV}/reply`]: (call) => {
          const body = call.body as { clientId: string; text?: string; fileId?: string };
          return {
            data: message({
              seq: 6,
              sender: 'staff',
              senderName: 'Alice',
              senderId: ME,
              kind: body.fileId ? 'image' : 'text',
              text: body.text ?? null,
              image: body.fileId ? { width: 640, height: 480 } : null,
              clientId: body.clientId,
              createdAt: Date.now(),
            }),
          };
        },
        ...extra,
      },
    });
  }

  it('uploads the file as a form, then sends it with the text as its caption', async () => {
    const server = imageServer();
    // The upload waits until let go, to see the composer meanwhile.
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (String(input).endsWith('/upload')) await held;
      return server.fetch(input, init);
    };
    const { user } = renderConsole({ path: '/support?c=7', fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    const attach = screen.getByTestId<HTMLButtonElement>('support-attach');
    expect(attach.textContent).toBe('Attach image');
    expect(attach.disabled).toBe(false);
    const picker = screen.getByTestId<HTMLInputElement>('support-attach-input');
    expect(picker.accept).toBe('image/jpeg,image/png,image/gif,image/bmp');
    await user.type(input, 'Siehe Bild');
    await user.upload(picker, png());

    const attaching = await screen.findByTestId('support-attaching');
    expect(attaching.textContent).toBe('Uploading the image…');
    expect(within(attaching).getByRole('img').getAttribute('src')).toBe('blob:support-image');
    expect(screen.getByTestId<HTMLButtonElement>('support-send').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    letGo();

    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    const [upload] = server.callsTo('POST', `${CONV}/upload`);
    expect(upload!.body).toBeInstanceOf(FormData);
    const file = (upload!.body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('receipt.png');
    expect(upload!.headers.get('x-admin-token')).toBe('t');
    expect(upload!.headers.has('content-type')).toBe(false);
    const reply = server.callsTo('POST', `${CONV}/reply`)[0]!.body as Record<string, unknown>;
    expect(reply).toEqual({
      clientId: expect.stringMatching(/^[\w-]{8,64}$/) as unknown,
      fileId: 'f-abc',
      text: 'Siehe Bild',
      note: false,
    });
    // The caption is cleared, the preview let go, and the image is in the thread.
    await waitFor(() => expect(input.value).toBe(''));
    await waitFor(() => expect(screen.queryByTestId('support-attaching')).toBeNull());
    expect(urls.revoked()).toContain('blob:support-image');
    expect(await screen.findByText('Image, 640 × 480')).toBeTruthy();
  });

  it('sends an image without a caption, with a client id of its own', async () => {
    const server = imageServer();
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-message');
    await user.upload(screen.getByTestId('support-attach-input'), png());
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(1));
    const input = screen.getByTestId<HTMLTextAreaElement>('support-input');
    await user.type(input, 'Und noch etwas');
    await user.click(screen.getByTestId('support-send'));
    await waitFor(() => expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(2));
    const [image, text] = server.callsTo('POST', `${CONV}/reply`).map((c) => c.body) as {
      clientId: string;
    }[];
    expect(image).toEqual({ clientId: image!.clientId, fileId: 'f-abc', note: false });
    expect(text).toMatchObject({ text: 'Und noch etwas', note: false });
    expect(image!.clientId).not.toBe(text!.clientId);
  });

  it('refuses an image over 10 MB without a request', async () => {
    const server = imageServer();
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('support-message');
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('support-attach-input'), big);
    expect((await screen.findByTestId('support-attach-refused')).textContent).toBe(
      'The image is larger than 10 MB and was not sent.',
    );
    expect(screen.queryByTestId('support-attaching')).toBeNull();
    expect(server.callsTo('POST', `${CONV}/upload`)).toHaveLength(0);
    expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(0);
  });

  it('shows the server’s refusal of the upload and sends nothing', async () => {
    const server = imageServer({
      [`POST ${CONV}/upload`]: () => ({
        code: 29008,
        message: 'Only the agent of this conversation can do that',
      }),
    });
    const { user } = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('support-input');
    await screen.findAllByTestId('support-message');
    await user.type(input, 'Siehe Bild');
    await user.upload(screen.getByTestId('support-attach-input'), png());
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'Only the agent of this conversation can do that',
    );
    await waitFor(() => expect(screen.queryByTestId('support-attaching')).toBeNull());
    expect(server.callsTo('POST', `${CONV}/reply`)).toHaveLength(0);
    // The caption stays, to try again.
    expect(input.value).toBe('Siehe Bild');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(false);
  });

  it('is not offered on a colleague’s conversation, a resolved one or a note', async () => {
    const server = deskServer({
      desk: desk({ row: { assignee: { id: COLLEAGUE, name: 'Bob' }, waitingSince: null } }),
    });
    const view = renderConsole({ path: '/support?c=7', fetch: server.fetch, token: 't' });
    await screen.findByTestId('support-note-only');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('support-attach-input').disabled).toBe(true);
    // Choosing a file anyway sends nothing.
    await view.user.upload(screen.getByTestId('support-attach-input'), png());
    expect(server.callsTo('POST', `${CONV}/upload`)).toHaveLength(0);
    view.unmount();

    const resolved = deskServer({
      desk: desk({
        ...MINE,
        conversation: { status: 'resolved' },
        row: { ...MINE.row, status: 'resolved' },
      }),
    });
    const again = renderConsole({ path: '/support?c=7', fetch: resolved.fetch, token: 't' });
    await screen.findByTestId('support-note-only');
    expect(screen.getByTestId<HTMLButtonElement>('support-attach').disabled).toBe(true);
    again.unmount();

    const mine = deskServer({ desk: desk(MINE) });
    const { user } = renderConsole({ path: '/support?c=7', fetch: mine.fetch, token: 't' });
    const attach = await screen.findByTestId<HTMLButtonElement>('support-attach');
    expect(attach.disabled).toBe(false);
    await user.click(screen.getByTestId('support-note'));
    expect(attach.disabled).toBe(true);
  });
});
