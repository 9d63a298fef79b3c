import { ERROR_CODES } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../app/notify';
import { useSession } from '../../../../state/session';
import { installFakeXhr } from '../../../../test/fakeXhr';
import { fakeServer } from '../../../account/test/fakeServer';
import { renderAt, where } from '../../../account/test/render';
import { photo, stubPreviews } from '../../../identity/test/fixtures';
import { REQUEST_ID_PATTERN } from '../../../wallet/requestId';
import { member } from '../../test/fixtures';
import { APPLY, creditRoutes, UPLOAD } from '../test/fixtures';
import CreditApplyScreen from './CreditApplyScreen';

vi.mock('../../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const REQUIRED = ['idFront', 'idBack', 'idHandheld', 'income', 'bankStatement'];

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;
const submit = () => fireEvent.click(screen.getByTestId('credit-submit'));

async function upload(documents: string[]) {
  for (const document of documents) {
    fireEvent.change(screen.getByTestId(`photo-input-${document}`), {
      target: { files: [photo(`${document}.jpg`)] },
    });
    await waitFor(() =>
      expect(screen.getByTestId(`photo-${document}`).getAttribute('data-state')).toBe('done'),
    );
  }
}

async function render(path = '/credit/apply') {
  renderAt(path, <CreditApplyScreen />);
  return screen.findByTestId('credit-apply-form');
}

describe('credit loan: applying', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
    stubPreviews();
    installFakeXhr();
  });

  it('refuses to send without the amount, the five required documents and the agreement', async () => {
    const server = fakeServer(creditRoutes());
    await render();
    expect(screen.getByText('ID, front (required)')).toBeTruthy();
    expect(screen.getByText('Credit report (optional)')).toBeTruthy();
    expect(screen.getByText('Proof of housing (optional)')).toBeTruthy();
    submit();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getAllByText('Add this document')).toHaveLength(5);
    expect(screen.getByText('Accept the loan agreement to apply')).toBeTruthy();

    type('credit-amount', '50');
    expect(screen.getByText('The amount must be between 100 and 10,000 USDT')).toBeTruthy();
    type('credit-amount', '1000');
    fireEvent.click(screen.getByTestId('credit-agree'));
    await upload(['idFront', 'idBack', 'idHandheld', 'income', 'creditReport']);
    expect(screen.getAllByText('Add this document')).toHaveLength(1);
    expect(
      within(screen.getByTestId('photo-bankStatement')).getByText('Add this document'),
    ).toBeTruthy();
    submit();
    expect(server.callsTo(UPLOAD).map((call) => call.query.get('purpose'))).toEqual(
      Array(5).fill('document'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(APPLY)).toEqual([]);

    await upload(['bankStatement']);
    fireEvent.click(screen.getByTestId('credit-agree'));
    submit();
    expect(screen.getByText('Accept the loan agreement to apply')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(APPLY)).toEqual([]);
  });

  it('shows the rates, the agreement and the total to repay for the whole term as the user types', async () => {
    fakeServer(creditRoutes());
    await render();
    expect(text('credit-form-daily')).toBe('0.05% / dayAPR 18.25%');
    expect(text('credit-form-late')).toBe('0.1% / dayAPR 36.5%');
    expect(text('credit-form-total')).toBe('--');
    type('credit-amount', '1000');
    expect(text('credit-form-interest')).toBe('15.00 USDT');
    expect(text('credit-form-total')).toBe('1,015.00 USDT');
    // 333.33 × 0.0005 × 30 = 4.99995, rounded up to the cent as the server does.
    type('credit-amount', '333.33');
    expect(text('credit-form-total')).toBe('338.33 USDT');
    const agreement = text('credit-agreement') ?? '';
    expect(agreement).toContain('Credit loans need advanced identity verification.');
    expect(agreement).toContain('You may have one application or loan at a time.');
    expect(agreement).toContain('approved by two reviewers, who may approve less');
    expect(agreement).toContain('(Platform lending), never from users’ savings');
    expect(agreement).toContain('Interest is 0.05% a day (APR 18.25%)');
    expect(agreement).toContain('end of the 30-day term');
    expect(agreement).toContain('collected automatically from your spot wallet');
    expect(agreement).toContain('late fee of 0.1% of the principal for each day begun');
    expect(agreement).toContain('capped at the principal');

    // Another product starts a new amount, in its own coin, and its own figures.
    fireEvent.click(screen.getByTestId('credit-product-choice-2'));
    expect((screen.getByTestId('credit-amount') as HTMLInputElement).value).toBe('');
    type('credit-amount', '0.5');
    expect(text('credit-form-total')).toBe('0.5035 BTC');
  });

  it('opens on the product named in the address', async () => {
    fakeServer(creditRoutes());
    await render('/credit/apply?productId=2');
    expect(screen.getByTestId('credit-product-choice-2').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Between 0.01 and 1 BTC')).toBeTruthy();
  });

  it('says advanced verification is needed, with the way to it, and retries with the same request id', async () => {
    const refusal = {
      code: ERROR_CODES.ADVANCED_REQUIRED,
      message: 'Advanced verification required',
    };
    const server = fakeServer(
      creditRoutes({
        [`POST ${APPLY}`]: [() => refusal, () => ({ data: { id: 9, replayed: false } })],
      }),
    );
    await render();
    type('credit-amount', '1000');
    await upload([...REQUIRED, 'housing']);
    fireEvent.click(screen.getByTestId('credit-agree'));
    submit();

    const notice = await screen.findByTestId('credit-advanced-required');
    expect(notice.textContent).toContain('Advanced verification required');
    expect(notify.fail).not.toHaveBeenCalled();
    const first = server.callsTo(APPLY)[0]?.body as Record<string, unknown>;
    expect(first).toEqual({
      productId: 1,
      amount: '1000',
      documents: {
        idFront: 'file-1',
        idBack: 'file-2',
        idHandheld: 'file-3',
        income: 'file-4',
        bankStatement: 'file-5',
        housing: 'file-6',
      },
      agreeTerms: true,
      requestId: first.requestId,
    });
    expect(first.requestId).toMatch(REQUEST_ID_PATTERN);

    // Verified since, the same application is sent again under the same id.
    submit();
    await waitFor(() => expect(where()).toBe('/credit'));
    expect(server.callsTo(APPLY)[1]?.body).toEqual(first);
    expect(notify.info).toHaveBeenCalledWith('Application submitted: it is now under review');
  });

  it('links to the identity verification page', async () => {
    fakeServer(
      creditRoutes({
        [`POST ${APPLY}`]: () => ({ code: ERROR_CODES.ADVANCED_REQUIRED, message: '' }),
      }),
    );
    await render();
    type('credit-amount', '100');
    await upload(REQUIRED);
    fireEvent.click(screen.getByTestId('credit-agree'));
    submit();
    const notice = await screen.findByTestId('credit-advanced-required');
    expect(notice.textContent).toContain('Credit loans need advanced identity verification.');
    fireEvent.click(screen.getByTestId('credit-verify-link'));
    expect(where()).toBe('/identity');
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(creditRoutes());
    renderAt('/credit/apply', <CreditApplyScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });
});
