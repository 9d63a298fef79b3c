import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { installFakeXhr } from '../../../test/fakeXhr';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { identityRoutes, level, overview, photo, stubPreviews, uploaded } from '../test/fixtures';
import AdvancedApplyScreen from './AdvancedApplyScreen';
import ResubmitScreen from './ResubmitScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function upload(document: string) {
  fireEvent.change(screen.getByTestId(`photo-input-${document}`), {
    target: { files: [photo()] },
  });
  await waitFor(() =>
    expect(screen.getByTestId(`photo-${document}`).getAttribute('data-state')).toBe('done'),
  );
}

describe('re-uploading a requested document', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    stubPreviews();
    installFakeXhr();
  });

  it('sends only the document the reviewer named, with its level', async () => {
    const server = fakeServer({
      ...identityRoutes(
        overview({
          levels: [
            level('primary', {
              state: 'resubmit',
              resubmit: { document: 'idCardBack', reason: 'Glare over the number' },
            }),
            level('advanced'),
            level('notarised'),
          ],
        }),
      ),
      'POST /upload/local/image': () => ({ data: uploaded('file-new-back') }),
      'POST /approve/resubmit': () => ({ data: level('primary', { state: 'under_review' }) }),
    });
    renderAt('/identity/resubmit?level=primary', <ResubmitScreen />);
    const reason = await screen.findByTestId('resubmit-reason');
    expect(reason.textContent).toContain('The reviewer asked for a new photo: Back of ID');
    expect(reason.textContent).toContain('Reviewer’s note: Glare over the number');
    expect(screen.queryByTestId('photo-idCardFront')).toBeNull();

    fireEvent.click(screen.getByTestId('identity-submit'));
    expect(screen.getByText('Add this photo')).toBeTruthy();
    await upload('idCardBack');
    fireEvent.click(screen.getByTestId('identity-submit'));
    await waitFor(() => expect(where()).toBe('/identity/status'));
    expect(server.callsTo('/approve/resubmit')[0]?.body).toEqual({
      level: 'primary',
      document: 'idCardBack',
      fileId: 'file-new-back',
    });
  });

  it('says so when nothing was asked for', async () => {
    fakeServer(identityRoutes());
    renderAt('/identity/resubmit?level=advanced', <ResubmitScreen />);
    expect(await screen.findByTestId('resubmit-none')).toBeTruthy();
  });
});

describe('advanced application', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    stubPreviews();
    installFakeXhr();
  });

  it('needs the selfie and both addresses, and leaves blank relative fields out', async () => {
    const server = fakeServer({
      ...identityRoutes(
        overview({
          level: 1,
          levels: [
            level('primary', { state: 'passed' }),
            level('advanced', { canApply: true }),
            level('notarised'),
          ],
        }),
      ),
      'POST /upload/local/image': () => ({ data: uploaded('file-selfie') }),
      'POST /approve/real/high/apply': () => ({
        data: level('advanced', { state: 'under_review' }),
      }),
    });
    renderAt('/identity/advanced', <AdvancedApplyScreen />);
    await screen.findByTestId('identity-home-address');
    fireEvent.click(screen.getByTestId('identity-submit'));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Add this photo')).toBeTruthy();

    type('identity-home-address', ' 1 Main Street, Berlin ');
    type('identity-work-address', '2 Office Road, Berlin');
    type('identity-relation', 'Sister');
    await upload('selfie');
    expect(screen.getByTestId('photo-input-selfie').getAttribute('capture')).toBe('user');
    fireEvent.click(screen.getByTestId('identity-submit'));
    await waitFor(() => expect(where()).toBe('/identity/status'));
    expect(server.callsTo('/approve/real/high/apply')[0]?.body).toEqual({
      selfie: 'file-selfie',
      homeAddress: '1 Main Street, Berlin',
      workAddress: '2 Office Road, Berlin',
      relation: 'Sister',
    });
  });
});
