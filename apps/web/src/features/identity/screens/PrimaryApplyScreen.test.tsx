import { ERROR_CODES } from '@exchange/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { installFakeXhr } from '../../../test/fakeXhr';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { identityRoutes, level, overview, photo, stubPreviews, uploaded } from '../test/fixtures';
import PrimaryApplyScreen from './PrimaryApplyScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const UPLOAD = '/upload/local/image';
const APPLY = '/approve/real/name';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const choose = (document: string, file = photo(`${document}.jpg`)) =>
  fireEvent.change(screen.getByTestId(`photo-input-${document}`), { target: { files: [file] } });
const stateOf = (document: string) =>
  screen.getByTestId(`photo-${document}`).getAttribute('data-state');
const submitButton = () => screen.getByTestId('identity-submit') as HTMLButtonElement;

function fillDetails() {
  type('identity-nationality', 'DE');
  type('identity-id-type', 'passport');
  type('identity-id-number', ' C01X00T47 ');
  type('identity-real-name', ' Alice Example ');
}

async function uploadAll(documents: string[]) {
  for (const document of documents) {
    choose(document);
    await waitFor(() => expect(stateOf(document)).toBe('done'));
  }
}

/**
 * Uploads never answer; each rejects, like fetch, when its signal aborts.
 * The fake XMLHttpRequest sends through whatever fetch is stubbed.
 */
function hangUploads() {
  const inner = globalThis.fetch;
  const stub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes(UPLOAD)) return inner(input, init);
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

/** Upload replies wait until released; then the fake server answers them as usual. */
function holdUploads(): () => void {
  const inner = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes(UPLOAD)) await gate;
      return inner(input, init);
    }),
  );
  return release;
}

describe('primary application', () => {
  let xhrs: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    stubPreviews();
    xhrs = installFakeXhr();
  });
  afterEach(() => vi.useRealTimers());

  it('checks every field, refuses a missing photo, then posts the body with the uploaded ids', async () => {
    const server = fakeServer({
      ...identityRoutes(),
      [`POST ${UPLOAD}`]: [
        () => ({ data: uploaded('file-front') }),
        () => ({ data: uploaded('file-back') }),
        () => ({ data: uploaded('file-hand') }),
      ],
      [`POST ${APPLY}`]: () => ({ data: level('primary', { state: 'under_review' }) }),
    });
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });

    fireEvent.click(submitButton());
    expect(screen.getAllByText('Please choose one')).toHaveLength(2);
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getAllByText('Add this photo')).toHaveLength(3);

    type('identity-id-number', 'A!');
    expect(screen.getByText('4 to 32 letters or digits (spaces and hyphens allowed)')).toBeTruthy();
    fillDetails();
    await uploadAll(['idCardFront', 'idCardBack']);
    expect(screen.getAllByText('Add this photo')).toHaveLength(1);
    fireEvent.click(submitButton());
    expect(server.callsTo(APPLY)).toEqual([]);

    // Each photo went to the files endpoint as an identity document, thumbnail shown.
    const uploads = server.callsTo(UPLOAD);
    expect(uploads.map((call) => call.query.get('purpose'))).toEqual(['identity', 'identity']);
    const sent = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([input]) => String(input).includes(UPLOAD))
      .map(([, init]) => (init?.body as FormData).get('file') as File);
    expect(sent.map((file) => file.name)).toEqual(['idCardFront.jpg', 'idCardBack.jpg']);
    expect(screen.getByAltText('Preview: Front of ID').getAttribute('src')).toMatch(/^blob:/);

    await uploadAll(['handHeldIdCard']);
    fireEvent.click(submitButton());
    await waitFor(() => expect(where()).toBe('/identity/status'));
    expect(server.callsTo(APPLY)[0]?.body).toEqual({
      areaCode: 'DE',
      idname: 'passport',
      idCard: 'C01X00T47',
      realName: 'Alice Example',
      idCardFront: 'file-front',
      idCardBack: 'file-back',
      handHeldIdCard: 'file-hand',
    });
    expect(notify.info).toHaveBeenCalledWith('Submitted for review');
  });

  it('gives up on an upload after 15 seconds, says so, and holds the submit meanwhile', async () => {
    fakeServer(identityRoutes());
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });
    const uploads = hangUploads();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    choose('idCardFront');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(uploads.mock.calls.some(([input]) => String(input).includes(UPLOAD))).toBe(true);
    expect(stateOf('idCardFront')).toBe('uploading');
    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('Waiting for the photos to finish uploading')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(stateOf('idCardFront')).toBe('uploading');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(stateOf('idCardFront')).toBe('failed');
    expect(xhrs.latest()?.outcome).toBe('abort');
    expect(notify.fail).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Upload timed out. Please try again.');
    expect(submitButton().disabled).toBe(false);
    // The same photo can be sent again without choosing it anew.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(stateOf('idCardFront')).toBe('uploading');
  });

  it('shows the share of the photo sent while it uploads, or just "uploading" without a total', async () => {
    fakeServer({
      ...identityRoutes(),
      [`POST ${UPLOAD}`]: () => ({ data: uploaded('file-front') }),
    });
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });
    const release = holdUploads();

    choose('idCardFront');
    await waitFor(() => expect(xhrs.requests).toHaveLength(1));
    const upload = xhrs.latest()!;
    act(() => upload.progress(0, 0, false));
    expect(screen.getByText('Uploading…')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => upload.progress(42_000, 100_000));
    expect(screen.getByText('Uploading 42%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    // Rounded down: 100% only once every byte has gone.
    act(() => upload.progress(99_999, 100_000));
    expect(screen.getByText('Uploading 99%')).toBeTruthy();

    release();
    await waitFor(() => expect(stateOf('idCardFront')).toBe('done'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Uploaded')).toBeTruthy();
  });

  it('cancels an upload replaced by a new choice, and every upload when the screen closes', async () => {
    fakeServer(identityRoutes());
    const view = renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });
    hangUploads();

    choose('idCardFront', photo('first.jpg'));
    await waitFor(() => expect(xhrs.requests).toHaveLength(1));
    choose('idCardFront', photo('second.jpg'));
    await waitFor(() => expect(xhrs.requests).toHaveLength(2));
    const [first, second] = xhrs.requests;
    expect(first!.outcome).toBe('abort');
    expect(second!.outcome).toBeNull();
    expect(((second!.body as FormData).get('file') as File).name).toBe('second.jpg');
    act(() => second!.progress(1, 4));
    expect(screen.getByText('Uploading 25%')).toBeTruthy();

    view.unmount();
    expect(second!.outcome).toBe('abort');
    expect(notify.fail).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal where the photo is, toasted as usual, with no retry of the same file', async () => {
    fakeServer({
      ...identityRoutes(),
      [`POST ${UPLOAD}`]: () => ({
        code: ERROR_CODES.IMAGE_TYPE_NOT_ALLOWED,
        message: 'This file is not an image',
      }),
    });
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });
    choose('idCardFront');
    await waitFor(() => expect(stateOf('idCardFront')).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toBe('This file is not an image');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(notify.fail).toHaveBeenCalledWith('This file is not an image');
  });

  it('refuses a file that is not an image the server takes, or too large, before uploading', async () => {
    const server = fakeServer(identityRoutes());
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    await screen.findByRole('option', { name: 'Germany' });
    choose('idCardFront', photo('scan.pdf', 'application/pdf'));
    expect(await screen.findByText('Choose a JPG, PNG, GIF or BMP image')).toBeTruthy();
    const huge = photo('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    choose('idCardBack', huge);
    expect(await screen.findByText('The photo is larger than 10 MB')).toBeTruthy();
    expect(server.callsTo(UPLOAD)).toEqual([]);
  });

  it('shows why the form is closed instead of the form', async () => {
    fakeServer(
      identityRoutes(
        overview({
          levels: [
            level('primary', { state: 'under_review' }),
            level('advanced'),
            level('notarised'),
          ],
        }),
      ),
    );
    renderAt('/identity/primary', <PrimaryApplyScreen />);
    const notice = await screen.findByTestId('apply-unavailable');
    expect(notice.textContent).toContain('You cannot apply for this level right now.');
    expect(notice.textContent).toContain('Under review');
    expect(screen.queryByTestId('identity-submit')).toBeNull();
  });
});
