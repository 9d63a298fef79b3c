import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../test/harness';
import { amountColumn, idColumn, longColumn, textColumn } from './cells';
import type { Column } from './columns';
import { ACTIONS_WIDTH, DataTable } from './DataTable';

interface Row {
  id: number;
  name: string;
  amount: string;
}
const ROWS: Row[] = [
  { id: 1, name: 'Carol, "the" auditor', amount: '10' },
  { id: 2, name: 'alice', amount: '-1.5' },
  { id: 3, name: 'Bob', amount: '9.99' },
];
const COLUMNS: Column<Row>[] = [
  idColumn('id', 'ID', (r) => r.id),
  textColumn('name', 'Name', (r) => r.name),
  amountColumn('amount', 'Amount', (r) => r.amount),
];

// jsdom's Blob has no text(); FileReader reads it.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const shownIds = () =>
  screen.getAllByTestId('row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts the loaded rows by a column: ascending, descending, then as sent', async () => {
    const { user } = renderWithServices(
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} rowTestId="thing-row" />,
    );
    expect(screen.getAllByTestId('thing-row')).toHaveLength(3);
    await user.click(screen.getByTestId('sort-amount'));
    expect(shownIds()).toEqual(['2', '3', '1']);
    await user.click(screen.getByTestId('sort-amount'));
    expect(shownIds()).toEqual(['1', '3', '2']);
    await user.click(screen.getByTestId('sort-amount'));
    expect(shownIds()).toEqual(['1', '2', '3']);
    await user.click(screen.getByTestId('sort-name'));
    expect(shownIds()).toEqual(['2', '3', '1']);
  });

  it('pages with previous/next, shows page x of y and changes the page size', async () => {
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    const paging = { pageNo: 1, pageSize: 20, total: 45, onPage, onPageSize };
    const { user, rerender } = renderWithServices(
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} paging={paging} />,
    );
    expect(screen.getByTestId('table-page').textContent).toBe('Page 1 of 3');
    expect(screen.getByTestId<HTMLButtonElement>('table-prev').disabled).toBe(true);
    await user.click(screen.getByTestId('table-next'));
    expect(onPage).toHaveBeenCalledWith(2);
    await user.selectOptions(screen.getByTestId('table-page-size'), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
    rerender(
      <DataTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        paging={{ ...paging, pageNo: 3 }}
      />,
    );
    expect(screen.getByTestId('table-page').textContent).toBe('Page 3 of 3');
    expect(screen.getByTestId<HTMLButtonElement>('table-next').disabled).toBe(true);
  });

  it('shows loading, empty and failed states', () => {
    const { rerender } = renderWithServices(
      <DataTable columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} />,
    );
    expect(screen.getByTestId('table-loading')).toBeTruthy();
    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByTestId('table-empty')).toBeTruthy();
    rerender(
      <DataTable columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} error={new Error('x')} />,
    );
    expect(screen.getByTestId('table-error').textContent).toContain('Something went wrong');
  });

  describe('width', () => {
    interface Transfer {
      id: number;
      address: string;
      amount: string;
    }
    const ADDRESS = '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';
    const TRANSFERS: Transfer[] = [{ id: 1, address: ADDRESS, amount: '-123456789.12345678' }];
    const TRANSFER_COLUMNS: Column<Transfer>[] = [
      idColumn('id', 'ID', (r) => r.id),
      longColumn('address', 'Address', (r) => r.address),
      // Asked to cut, an amount is still shown whole.
      { ...amountColumn('amount', 'Amount', (r) => r.amount), ellipsis: true },
    ];
    const table = (actions?: (row: Transfer) => string) =>
      renderWithServices(
        <DataTable
          columns={TRANSFER_COLUMNS}
          rows={TRANSFERS}
          rowKey={(r) => r.id}
          {...(actions ? { actions } : {})}
        />,
      ).container;

    it('gives each column its width and the table their sum as its least width', () => {
      const container = table(() => 'Edit');
      const widths = [...container.querySelectorAll('col')].map((col) => col.style.width);
      expect(widths).toEqual(['72px', '180px', '120px', `${ACTIONS_WIDTH.one}px`]);
      const least = 72 + 180 + 120 + ACTIONS_WIDTH.one;
      expect(container.querySelector('table')?.style.minWidth).toBe(`${least}px`);
    });

    it('cuts a long text with the whole of it in a tooltip, and never an amount', () => {
      const container = table();
      const [, address, amount] = within(screen.getByTestId('row')).getAllByRole('cell');
      const clipped = address?.querySelector('.cell-clip');
      expect(clipped?.getAttribute('title')).toBe(ADDRESS);
      expect(clipped?.textContent).toBe(ADDRESS);
      expect(amount?.className).toBe('num');
      expect(amount?.querySelector('.cell-clip')).toBeNull();
      expect(amount?.textContent).toBe('-123456789.12345678');
      expect(container.querySelector('table')?.style.minWidth).toBe(`${72 + 180 + 120}px`);
    });

    it('marks the sides whose columns are scrolled out of view', () => {
      const container = table(() => 'Edit');
      const wrap = container.querySelector<HTMLElement>('.table-wrap');
      const frame = container.querySelector<HTMLElement>('.table-frame');
      if (!wrap || !frame) throw new Error('no table frame');
      // jsdom lays nothing out: the box is given the sizes a 1280 px window would.
      Object.defineProperty(wrap, 'clientWidth', { configurable: true, value: 300 });
      Object.defineProperty(wrap, 'scrollWidth', { configurable: true, value: 460 });
      act(() => wrap.dispatchEvent(new Event('scroll')));
      expect(frame.classList.contains('more-right')).toBe(true);
      expect(frame.classList.contains('more-left')).toBe(false);
      wrap.scrollLeft = 160;
      act(() => wrap.dispatchEvent(new Event('scroll')));
      expect(frame.classList.contains('more-right')).toBe(false);
      expect(frame.classList.contains('more-left')).toBe(true);
    });
  });

  describe('CSV export', () => {
    let blobs: Blob[];
    beforeEach(() => {
      blobs = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      });
      URL.revokeObjectURL = vi.fn();
      HTMLAnchorElement.prototype.click = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the shown rows, in the shown order, as quoted text/csv', async () => {
      const { user } = renderWithServices(
        <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} exportName="things" />,
      );
      await user.click(screen.getByTestId('sort-id'));
      await user.click(screen.getByTestId('sort-id'));
      fireEvent.click(screen.getByTestId('table-export'));
      expect(blobs).toHaveLength(1);
      const blob = blobs[0]!;
      expect(blob.type).toMatch(/^text\/csv/);
      const text = await readText(blob);
      expect(text.replace(/^\uFEFF/, '')).toBe(
        'ID,Name,Amount\r\n3,Bob,9.99\r\n2,alice,-1.5\r\n1,"Carol, ""the"" auditor",10\r\n',
      );
    });
  });
});
