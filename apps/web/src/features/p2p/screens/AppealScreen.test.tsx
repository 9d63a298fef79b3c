import type { UploadedImage } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { installFakeXhr } from '../../../test/fakeXhr';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { photo, stubPreviews } from '../../identity/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { C2C_PATHS } from '../paths';
import { appeal, orderDetail, tradeRoutes } from '../test/fixtures';
import AppealScreen from './AppealScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const DETAIL = '/otc/order/detail';
const APPEAL = '/otc/order/appeal';
const UPLOAD = '/upload/local/image';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

let uploads = 0;
function uploaded(): UploadedImage {
  uploads += 1;
  return {
    id: `proof-${uploads}`,
    url: `/uc/upload/file/proof-${uploads}`,
    purpose: 'appeal',
    contentType: 'image/png',
    size: 2048,
    width: 800,
    height: 600,
  };
}

const paid = orderDetail({ status: 'paid', paidAt: '2025-03-01T10:05:00Z' });

function openAppeal(routes: Record<string, Handler | Handler[]> = {}, order = paid) {
  const server = fakeServer({
    ...tradeRoutes(),
    [`POST ${DETAIL}`]: () => ({ data: order }),
    [`POST ${UPLOAD}`]: () => ({ data: uploaded() }),
    ...routes,
  });
  renderRoute(C2C_PATHS.appeal, '/c2c/order/41/appeal', <AppealScreen />);
  return server;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('appeal-proof-input'), { target: { files } });

describe('P2P appeal form', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
    stubPreviews();
    installFakeXhr();
  });

  it('says what is missing, proof first among them, and sends nothing', async () => {
    const server = openAppeal();
    await screen.findByTestId('appeal-form');
    expect(screen.getByText(/The coins stay in escrow until an operator decides/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('appeal-reason-paid_not_released'));
    type('appeal-description', 'I paid at 10:05 by bank transfer.');
    type('appeal-contact-name', 'Erika');
    type('appeal-contact-phone', '+49 30 1234567');
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect(await screen.findByText('Add at least one image as proof')).toBeTruthy();
    expect(server.callsTo(APPEAL)).toEqual([]);

    type('appeal-description', '  ');
    type('appeal-contact-phone', '');
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect(screen.getByText('Describe what happened')).toBeTruthy();
    expect(screen.getByText('Enter a contact phone number')).toBeTruthy();
    expect(server.callsTo(APPEAL)).toEqual([]);
  });

  it('refuses more than five images, and 50 MB in all, before uploading any', async () => {
    const server = openAppeal();
    await screen.findByTestId('appeal-form');
    choose(Array.from({ length: 6 }, (_, i) => photo(`receipt-${i}.png`, 'image/png')));
    expect(await screen.findByText('Add at most 5 images')).toBeTruthy();
    expect(screen.queryByTestId('proof-0')).toBeNull();

    const huge = new File([new Uint8Array(1)], 'statement.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    choose([huge, huge]);
    expect(await screen.findByText('At most 50 MB of images in all')).toBeTruthy();
    expect(server.callsTo(UPLOAD)).toEqual([]);

    choose(Array.from({ length: 5 }, (_, i) => photo(`receipt-${i}.png`, 'image/png')));
    await waitFor(() => expect(server.callsTo(UPLOAD)).toHaveLength(5));
    // Five is the most: no way to add a sixth.
    expect(screen.queryByTestId('appeal-proof-input')).toBeNull();
    expect(screen.queryByText('Add at most 5 images')).toBeNull();
  });

  it('uploads the proof for the appeal and opens it, back on the order', async () => {
    const server = openAppeal({
      [`POST ${APPEAL}`]: () => ({ data: { ...paid, status: 'appeal', appeal: appeal() } }),
    });
    await screen.findByTestId('appeal-form');
    // The buyer's own reason comes first.
    expect(screen.getAllByRole('radio')[0]?.textContent).toBe(
      'I paid, and the seller does not release',
    );
    fireEvent.click(screen.getByTestId('appeal-reason-paid_not_released'));
    type('appeal-description', ' I paid 237.50 EUR at 10:05. ');
    type('appeal-contact-name', 'Erika');
    type('appeal-contact-phone', '+49 30 1234567');
    choose([photo('receipt.png', 'image/png'), photo('statement.png', 'image/png')]);
    await waitFor(() =>
      expect(screen.getByTestId('proof-1').getAttribute('data-state')).toBe('done'),
    );
    expect(server.callsTo(UPLOAD).map((call) => call.query.get('purpose'))).toEqual([
      'appeal',
      'appeal',
    ]);

    fireEvent.click(screen.getByTestId('proof-remove-0'));
    fireEvent.click(screen.getByTestId('appeal-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/order/41'));
    expect(server.callsTo(UPLOAD)).toHaveLength(2);
    expect(server.callsTo(APPEAL)[0]?.body).toEqual({
      id: 41,
      reason: 'paid_not_released',
      description: 'I paid 237.50 EUR at 10:05.',
      contactName: 'Erika',
      contactPhone: '+49 30 1234567',
      // The first image was taken out again: only the second is sent.
      proofFileIds: [`proof-${uploads}`],
    });
    expect(notify.info).toHaveBeenCalledWith('Appeal submitted');
  });

  it('says an unpaid order cannot be appealed yet', async () => {
    openAppeal({}, orderDetail());
    expect((await screen.findByTestId('appeal-unavailable')).textContent).toContain(
      'An order can be appealed once it is marked paid, until it is finished.',
    );
    expect(screen.queryByTestId('appeal-form')).toBeNull();
  });
});
