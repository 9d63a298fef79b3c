import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import PledgeScreen from '../screens/PledgeScreen';
import SavingsScreen from '../screens/SavingsScreen';
import { member } from '../test/fixtures';
import LoanBookScreen from './LoanBookScreen';
import { emptyBook, LOAN_BOOK, loanBook } from './test/fixtures';

const text = (testId: string) => screen.getByTestId(testId).textContent;

function serve(book = loanBook()) {
  return fakeServer({ [`GET ${LOAN_BOOK}`]: () => ({ data: book }) });
}

describe('the public loan book', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, real: null, demo: false });
  });

  it('opens for a guest, asking the server without a session', async () => {
    const server = serve();
    renderAt('/lending/book', <LoanBookScreen />);
    expect(await screen.findByTestId('book-intro')).toBeTruthy();
    expect(screen.getByTestId('screen-loan-book')).toBeTruthy();
    const calls = server.callsTo(LOAN_BOOK);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.token).toBeNull();
  });

  it('opens the same for a signed-in user', async () => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    const server = serve();
    renderAt('/lending/book', <LoanBookScreen />);
    expect(await screen.findByTestId('book-coin-USDT')).toBeTruthy();
    expect(server.callsTo(LOAN_BOOK)).toHaveLength(1);
  });

  it('explains where the money comes from, with the split read from the latest payout', async () => {
    serve();
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-intro');
    expect(text('book-intro-ledger')).toBe(
      'Every figure here is read from the ledger as it stands now. No borrower or saver is named.',
    );
    expect(text('book-intro-savings')).toBe(
      'Savings income is paid only from the interest charged to borrowers on their loans, never from new deposits. In the latest payout, 90% went to savers and 10% to the security fund.',
    );
    expect(text('book-intro-pledge')).toContain('over-collateralised');
    expect(text('book-intro-pledge')).toContain('our own spot order book');
    expect(text('book-intro-deficit')).toContain('deficit account');
    expect(text('book-intro-deficit')).toContain('insurance fund');
    expect(text('book-intro-credit')).toBe(
      'Credit loans are paid from a separate platform lending account, never from savings.',
    );
  });

  it('shows every pool’s figures', async () => {
    serve();
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-pools');
    expect(text('book-USDT-owed')).toBe('11,124.20 USDT');
    expect(text('book-USDT-lent')).toBe('3,138.00 USDT');
    expect(text('book-USDT-cash')).toBe('8,000.00 USDT');
    expect(text('book-USDT-utilisation')).toBe('28.21%');
    expect(text('book-USDT-undistributed')).toBe('5.50 USDT');
    expect(text('book-USDT-fund')).toBe('13.80 USDT');
    expect(text('book-USDT-deficit')).toBe('-5,500.25 USDT');
    expect(text('book-USDT-loans')).toBe('3');
    const btc = screen.getByTestId('book-coin-BTC');
    expect(within(btc).getByTestId('book-BTC-owed').textContent).toBe('2.50 BTC');
    expect(within(btc).getByTestId('book-BTC-utilisation').textContent).toBe('0%');
  });

  it('draws the pledge-ratio histogram as bars against the fullest bucket', async () => {
    serve();
    renderAt('/lending/book', <LoanBookScreen />);
    const histogram = await screen.findByTestId('book-ratios');
    const rows = within(histogram).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toBe('0% to 10%0');
    expect(rows[4]?.textContent).toBe('40% to 50%4');
    expect(rows[8]?.textContent).toBe('85% to 100%0');
    expect(rows[9]?.textContent).toBe('100% and above0');
    const width = (index: number) =>
      (screen.getByTestId(`book-ratio-bar-${index}`) as HTMLElement).style.width;
    expect(width(4)).toBe('100%');
    expect(width(5)).toBe('50%');
    expect(width(3)).toBe('25%');
    expect(width(0)).toBe('0%');
    expect(text('book-ratio-count-4')).toBe('4');
    expect(text('book-unpriced')).toBe(
      'Open loans without a current index price, not counted above: 1',
    );
  });

  it('shows the last 30 days’ margin calls and liquidations, the deficit and the insurance cover', async () => {
    serve();
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-last30');
    expect(text('book-margin-calls')).toBe('2');
    expect(text('book-liquidations')).toBe('1');
    const deficit = screen.getByTestId('book-deficit');
    expect(within(deficit).getByTestId('book-deficit-USDT').textContent).toBe('-5,500.25 USDT');
    expect(within(deficit).getByTestId('book-deficit-BTC').textContent).toBe('0.00 BTC');
    // Two coins: the 30-day sums add up each loan's own coin, so they carry none.
    expect(text('book-shortfall')).toBe('10,500.25');
    expect(text('book-covered')).toBe('5,000.00');
    expect(text('book-uncovered')).toBe('5,500.25');
    expect(text('book-deficit-mixed')).toBe('These amounts add up each loan’s own coin.');
  });

  it('names the coin of the 30-day sums when the book has only one', async () => {
    const book = loanBook();
    serve({ ...book, coins: book.coins.slice(0, 1) });
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-deficit');
    expect(text('book-shortfall')).toBe('10,500.25 USDT');
    expect(text('book-covered')).toBe('5,000.00 USDT');
    expect(text('book-uncovered')).toBe('5,500.25 USDT');
    expect(screen.queryByTestId('book-deficit-mixed')).toBeNull();
  });

  it('lists each recent payout with its split and the ledger transaction that funded it', async () => {
    serve();
    renderAt('/lending/book', <LoanBookScreen />);
    const payouts = await screen.findByTestId('book-payouts');
    expect(within(payouts).getAllByRole('listitem')).toHaveLength(2);
    expect(text('book-payout-0-date')).toBe('2026-11-24');
    expect(text('book-payout-0-coin')).toBe('USDT');
    expect(text('book-payout-0-interest')).toBe('138.00 USDT');
    expect(text('book-payout-0-savers')).toBe('124.20 USDT');
    expect(text('book-payout-0-fund')).toBe('13.80 USDT');
    expect(text('book-payout-0-rate')).toBe('1.24% / day');
    expect(text('book-payout-0-tx')).toBe('tx-7f3a9c');
    expect(
      within(screen.getByTestId('book-payout-0')).getByRole('button', {
        name: 'Copy the transaction id',
      }),
    ).toBeTruthy();
    expect(text('book-payout-1-date')).toBe('2026-11-23');
    expect(text('book-payout-1-tx')).toBe('None: nothing moved that day');
    expect(
      within(screen.getByTestId('book-payout-1')).queryByRole('button', {
        name: 'Copy the transaction id',
      }),
    ).toBeNull();
  });

  it('reads sensibly before any saving, loan or payout', async () => {
    serve(emptyBook());
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-intro');
    expect(text('book-intro-savings')).toBe(
      'Savings income is paid only from the interest charged to borrowers on their loans, never from new deposits, and is split between savers and the security fund.',
    );
    expect(text('book-pools-empty')).toBe('No coin is in the loan book yet');
    expect(text('book-ratios-empty')).toBe('No pledge loans are open right now');
    expect(screen.queryByTestId('book-ratio-bar-0')).toBeNull();
    expect(screen.queryByTestId('book-unpriced')).toBeNull();
    expect(text('book-margin-calls')).toBe('0');
    expect(text('book-liquidations')).toBe('0');
    expect(text('book-shortfall')).toBe('0.00');
    expect(text('book-uncovered')).toBe('0.00');
    expect(screen.queryByTestId('book-deficit-mixed')).toBeNull();
    expect(text('book-payouts-empty')).toBe('No payout yet');
  });

  it('still draws the buckets when every open loan is unpriced', async () => {
    serve({ ...emptyBook(), unpriced: 2 });
    renderAt('/lending/book', <LoanBookScreen />);
    await screen.findByTestId('book-ratios');
    expect(screen.queryByTestId('book-ratios-empty')).toBeNull();
    expect(text('book-unpriced')).toBe(
      'Open loans without a current index price, not counted above: 2',
    );
  });

  it('is linked from the savings and the pledge screens', () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    fakeServer({});
    const savings = renderAt('/savings', <SavingsScreen />);
    fireEvent.click(screen.getByTestId('loan-book-link'));
    expect(where()).toBe('/lending/book');
    savings.unmount();
    renderAt('/pledge', <PledgeScreen />);
    expect(screen.getByTestId('loan-book-link').textContent).toBe('Loan book');
    fireEvent.click(screen.getByTestId('loan-book-link'));
    expect(where()).toBe('/lending/book');
  });
});
