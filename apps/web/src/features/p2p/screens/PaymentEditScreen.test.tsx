import { ERROR_CODES } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { PAYMENT_PATHS } from '../paths';
import { paymentMethod, paymentRoutes, paymentType, REAL_NAME } from '../test/fixtures';
import PaymentEditScreen from './PaymentEditScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const SAVE = '/payment/saveOrUpdate';
const DELETE = '/payment/delete';
const saved = () => ({ data: paymentMethod() });

const openAt = (path: string) => renderRoute(PAYMENT_PATHS.edit, path, <PaymentEditScreen />);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByTestId('payment-save'));

describe('changing a payment method', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
  });

  it('opens with the saved details, the account in full, and saves the change with its id', async () => {
    const server = fakeServer({ ...paymentRoutes(), [`POST ${SAVE}`]: saved });
    openAt('/payment/edit/7');
    expect(
      (await screen.findByTestId('payment-type-bank_card')) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    expect(input('payment-account-input').value).toBe('6222 0212 3456 7890');
    expect(input('payment-bank-name').value).toBe('Sparkasse Berlin');
    expect(input('payment-branch').value).toBe('Mitte');
    expect(input('payment-real-name').value).toBe(REAL_NAME);

    fireEvent.change(input('payment-branch'), { target: { value: '' } });
    const enabled = screen.getByTestId('payment-enabled');
    expect(enabled.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(enabled);
    await waitFor(() => expect(enabled.getAttribute('aria-checked')).toBe('false'));
    save();
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(SAVE)[0]?.body).toEqual({
      id: 7,
      type: 'bank_card',
      realName: REAL_NAME,
      bankName: 'Sparkasse Berlin',
      account: '6222 0212 3456 7890',
      enabled: false,
    });
  });

  it('deletes only after the confirmation', async () => {
    const server = fakeServer({
      ...paymentRoutes(),
      [`POST ${DELETE}`]: () => ({ data: null }),
    });
    openAt('/payment/edit/7');
    fireEvent.click(await screen.findByTestId('payment-delete'));
    const dialog = await screen.findByTestId('payment-delete-dialog');
    expect(dialog.textContent).toContain(
      'It is removed from your payment methods and can no longer be chosen for trades.',
    );
    fireEvent.click(within(dialog).getByText('Keep'));
    expect(server.callsTo(DELETE)).toEqual([]);

    fireEvent.click(screen.getByTestId('payment-delete'));
    fireEvent.click(await screen.findByTestId('payment-delete-dialog-confirm'));
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(DELETE).map((call) => call.body)).toEqual([{ id: 7 }]);
    expect(notify.info).toHaveBeenCalledWith('Payment method deleted');
  });

  it('stays when the server refuses the delete, its message toasted', async () => {
    const message = 'Payment method not found';
    fakeServer({
      ...paymentRoutes(),
      [`POST ${DELETE}`]: () => ({ code: ERROR_CODES.P2P_PAYMENT_METHOD_NOT_FOUND, message }),
    });
    openAt('/payment/edit/7');
    fireEvent.click(await screen.findByTestId('payment-delete'));
    fireEvent.click(await screen.findByTestId('payment-delete-dialog-confirm'));
    await waitFor(() => expect(notify.fail).toHaveBeenCalledWith(message));
    expect(where()).toBe('/payment/edit/7');
  });

  it('keeps a saved QR code unless it is removed, and then asks for an account', async () => {
    const wechat = paymentMethod({
      id: 8,
      type: 'wechat',
      bankName: null,
      account: null,
      branch: null,
      qrFileId: 'file-old',
    });
    const server = fakeServer({ ...paymentRoutes({ methods: [wechat] }), [`POST ${SAVE}`]: saved });
    openAt('/payment/edit/8');
    expect(await screen.findByTestId('payment-qr-saved')).toBeTruthy();
    expect(screen.queryByTestId('payment-bank-name')).toBeNull();

    fireEvent.click(screen.getByTestId('payment-qr-remove'));
    expect(screen.queryByTestId('payment-qr-saved')).toBeNull();
    save();
    expect(screen.getByText('Enter the account or add a QR code')).toBeTruthy();
    expect(server.callsTo(SAVE)).toEqual([]);

    fireEvent.change(input('payment-account-input'), { target: { value: 'erika_m' } });
    save();
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(SAVE)[0]?.body).toEqual({
      id: 8,
      type: 'wechat',
      realName: REAL_NAME,
      account: 'erika_m',
      enabled: true,
    });
  });

  it('sends a saved QR code again when it is left alone', async () => {
    const alipay = paymentMethod({
      id: 8,
      type: 'alipay',
      bankName: null,
      account: null,
      branch: null,
      qrFileId: 'file-old',
    });
    const server = fakeServer({ ...paymentRoutes({ methods: [alipay] }), [`POST ${SAVE}`]: saved });
    openAt('/payment/edit/8');
    await screen.findByTestId('payment-qr-saved');
    save();
    await waitFor(() => expect(where()).toBe('/payment'));
    expect(server.callsTo(SAVE)[0]?.body).toEqual({
      id: 8,
      type: 'alipay',
      realName: REAL_NAME,
      qrFileId: 'file-old',
      enabled: true,
    });
  });

  it('says when a type is no longer offered, so another can be picked', async () => {
    fakeServer(
      paymentRoutes({
        methods: [paymentMethod({ type: 'western_union', bankName: null, branch: null })],
        types: [paymentType('bank_card'), paymentType('crypto')],
      }),
    );
    openAt('/payment/edit/7');
    expect((await screen.findByTestId('payment-type-retired')).textContent).toBe(
      'Western Union is no longer offered. Choose another type, or delete this method.',
    );
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.getByTestId('payment-delete')).toBeTruthy();
  });

  it('says so when the method does not exist', async () => {
    fakeServer(paymentRoutes());
    openAt('/payment/edit/99');
    expect((await screen.findByTestId('payment-not-found')).textContent).toContain(
      'This payment method does not exist or has been deleted.',
    );
    expect(screen.queryByTestId('payment-save')).toBeNull();
  });

  it('treats a path that is no id as not found, without asking the server', async () => {
    const server = fakeServer(paymentRoutes());
    openAt('/payment/edit/abc');
    expect(screen.getByTestId('payment-not-found')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
