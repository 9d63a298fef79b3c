import { ERROR_CODES, type UploadedImage } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { installFakeXhr } from '../../../test/fakeXhr';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { photo, stubPreviews } from '../../identity/test/fixtures';
import { paymentMethod, paymentRoutes, paymentType, primary, REAL_NAME } from '../test/fixtures';
import PaymentAddScreen from './PaymentAddScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const SAVE = '/payment/saveOrUpdate';
const UPLOAD = '/upload/local/image';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('payment-save'));

function qrImage(id: string): UploadedImage {
  return {
    id,
    url: `/uc/upload/file/${id}`,
    purpose: 'document',
    contentType: 'image/png',
    size: 2048,
    width: 400,
    height: 400,
  };
}

describe('adding a payment method', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
  });

  it('checks a bank card’s details before sending, then saves it under the verified name', async () => {
    const server = fakeServer({
      ...paymentRoutes(),
      [`POST ${SAVE}`]: () => ({ data: paymentMethod({ id: 9 }) }),
    });
    renderAt('/payment/add', <PaymentAddScreen />);
    await screen.findByTestId('payment-type-bank_card');

    save();
    expect(screen.getByText('Choose a payment type')).toBeTruthy();
    expect(screen.queryByTestId('payment-bank-name')).toBeNull();

    fireEvent.click(screen.getByTestId('payment-type-bank_card'));
    const realName = screen.getByTestId('payment-real-name') as HTMLInputElement;
    expect(realName.value).toBe(REAL_NAME);
    expect(realName.readOnly).toBe(true);
    expect(screen.getByText('Card number')).toBeTruthy();
    expect(screen.queryByTestId('photo-input-qr')).toBeNull();
    type('payment-account-input', ' 6222 0212 3456 7890 ');
    save();
    expect(screen.getByText('Enter the bank name')).toBeTruthy();
    expect(server.callsTo(SAVE)).toEqual([]);

    type('payment-bank-name', 'Sparkasse Berlin');
    type('payment-branch', 'Mitte');
    save();
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(SAVE)[0]?.body).toEqual({
      type: 'bank_card',
      realName: REAL_NAME,
      bankName: 'Sparkasse Berlin',
      account: '6222 0212 3456 7890',
      branch: 'Mitte',
      enabled: true,
    });
    expect(notify.info).toHaveBeenCalledWith('Payment method saved');
  });

  it('takes a QR code instead of an account for WeChat, uploaded as a document', async () => {
    stubPreviews();
    installFakeXhr();
    const server = fakeServer({
      ...paymentRoutes(),
      [`POST ${UPLOAD}`]: () => ({ data: qrImage('file-qr') }),
      [`POST ${SAVE}`]: () => ({ data: paymentMethod({ id: 9 }) }),
    });
    renderAt('/payment/add', <PaymentAddScreen />);
    fireEvent.click(await screen.findByTestId('payment-type-wechat'));
    expect(screen.queryByTestId('payment-bank-name')).toBeNull();
    expect(screen.queryByTestId('payment-branch')).toBeNull();
    save();
    expect(screen.getByText('Enter the account or add a QR code')).toBeTruthy();
    expect(server.callsTo(SAVE)).toEqual([]);

    const input = screen.getByTestId('photo-input-qr');
    // No forced camera: a QR code is usually an image saved from the payment app.
    expect(input.hasAttribute('capture')).toBe(false);
    fireEvent.change(input, { target: { files: [photo('qr.png', 'image/png')] } });
    await waitFor(() =>
      expect(screen.getByTestId('photo-qr').getAttribute('data-state')).toBe('done'),
    );
    expect(server.callsTo(UPLOAD).map((call) => call.query.get('purpose'))).toEqual(['document']);
    expect(screen.queryByText('Enter the account or add a QR code')).toBeNull();

    save();
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(SAVE)[0]?.body).toEqual({
      type: 'wechat',
      realName: REAL_NAME,
      qrFileId: 'file-qr',
      enabled: true,
    });
  });

  it('offers only the types the server lists', async () => {
    fakeServer(paymentRoutes({ types: [paymentType('alipay'), paymentType('crypto')] }));
    renderAt('/payment/add', <PaymentAddScreen />);
    await screen.findByTestId('payment-type-alipay');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'alipay',
      'crypto',
    ]);
  });

  it('shows the server’s refusal, such as a name that is not the verified one, and stays', async () => {
    const message = 'The name on a payment method must be your verified real name';
    fakeServer({
      ...paymentRoutes(),
      [`POST ${SAVE}`]: () => ({ code: ERROR_CODES.P2P_PAYMENT_NAME_MISMATCH, message }),
    });
    renderAt('/payment/add', <PaymentAddScreen />);
    fireEvent.click(await screen.findByTestId('payment-type-crypto'));
    type('payment-account-input', 'TXk1abcd9Q');
    save();
    await waitFor(() => expect(notify.fail).toHaveBeenCalledWith(message));
    expect(where()).toBe('/payment/add');
    expect(notify.info).not.toHaveBeenCalled();
    expect(screen.queryByTestId('payment-limit')).toBeNull();
  });

  it('says what to do when the cap is reached', async () => {
    const message = 'Payment method limit reached: at most 3';
    fakeServer({
      ...paymentRoutes(),
      [`POST ${SAVE}`]: () => ({ code: ERROR_CODES.P2P_PAYMENT_METHOD_LIMIT, message }),
    });
    renderAt('/payment/add', <PaymentAddScreen />);
    fireEvent.click(await screen.findByTestId('payment-type-western_union'));
    type('payment-account-input', 'Berlin, Germany');
    save();
    expect((await screen.findByTestId('payment-limit')).textContent).toBe(
      'You have as many payment methods as allowed. Delete one before adding another.',
    );
    expect(notify.fail).toHaveBeenCalledWith(message);
    expect(where()).toBe('/payment/add');
  });

  it('shows the way to identity verification instead of the form without primary verification', async () => {
    const server = fakeServer(
      paymentRoutes({ detail: primary({ state: 'failed', realName: 'Erika' }) }),
    );
    renderAt('/payment/add', <PaymentAddScreen />);
    const link = await screen.findByRole('link', { name: 'Go to identity verification' });
    expect(link.getAttribute('href')).toBe('/identity');
    expect(screen.queryByTestId('payment-save')).toBeNull();
    expect(server.callsTo('/payment/list')).toEqual([]);
  });
});
