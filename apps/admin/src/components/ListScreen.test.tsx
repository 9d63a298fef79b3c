import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { QueryParams } from '../api/client';
import { renderWithServices } from '../test/harness';
import { idColumn, textColumn } from './cells';
import type { Column } from './columns';
import { ListScreen, PagedTable } from './ListScreen';
import { useLocalList } from './useList';

interface Thing {
  id: number;
  status: string;
}
const THINGS: Thing[] = [
  { id: 1, status: 'open' },
  { id: 2, status: 'closed' },
  { id: 3, status: 'open' },
];
const COLUMNS: Column<Thing>[] = [
  idColumn('id', 'ID', (r) => r.id),
  textColumn('status', 'Status', (r) => r.status),
];

/** A server of 45 things that answers every page with the loaded ones matching the filter. */
function useThings(query: QueryParams, asked: QueryParams[]) {
  return useQuery({
    queryKey: ['things', query],
    queryFn: () => {
      asked.push(query);
      const list = THINGS.filter((r) => query.status === undefined || r.status === query.status);
      return Promise.resolve({ list, total: 45 });
    },
  });
}

function ThingsScreen(props: { asked: QueryParams[] }) {
  const list = useLocalList({ status: 'open' });
  const query = useThings(list.query, props.asked);
  return (
    <ListScreen
      title="Things"
      pageActions={<button type="button">New thing</button>}
      testId="things-table"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      rowTestId="thing-row"
      list={list}
      query={query}
      filters={[
        {
          name: 'status',
          kind: 'select',
          label: 'Status',
          options: [
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ],
        },
      ]}
    >
      <p data-testid="things-dialog">over the list</p>
    </ListScreen>
  );
}

function ThingsPanel() {
  const list = useLocalList({});
  const query = useThings(list.query, []);
  return <PagedTable columns={COLUMNS} rowKey={(r) => r.id} list={list} query={query} />;
}

const withQueries = (ui: ReactNode) =>
  renderWithServices(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('ListScreen', () => {
  it('shows the title, its buttons, the filtered rows and what the screen opens', async () => {
    withQueries(<ThingsScreen asked={[]} />);
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New thing' })).toBeTruthy();
    expect(await screen.findAllByTestId('thing-row')).toHaveLength(2);
    expect(screen.getByTestId('things-table')).toBeTruthy();
    expect(screen.getByTestId('things-dialog')).toBeTruthy();
    expect(screen.getByTestId('table-page').textContent).toBe('Page 1 of 3');
  });

  it('asks the server again for a chosen filter and page', async () => {
    const asked: QueryParams[] = [];
    const { user } = withQueries(<ThingsScreen asked={asked} />);
    await screen.findAllByTestId('thing-row');
    expect(asked).toEqual([{ pageNo: 1, pageSize: 20, status: 'open' }]);
    await user.selectOptions(screen.getByTestId('filter-status'), '');
    expect(await screen.findAllByTestId('thing-row')).toHaveLength(3);
    await user.click(screen.getByTestId('table-next'));
    await screen.findByText('Page 2 of 3');
    expect(asked.slice(1)).toEqual([
      { pageNo: 1, pageSize: 20 },
      { pageNo: 2, pageSize: 20 },
    ]);
  });

  it('has no filter bar when it is given no filters', async () => {
    withQueries(<ThingsPanel />);
    expect(await screen.findAllByTestId('row')).toHaveLength(3);
    expect(screen.queryByTestId('filter-apply')).toBeNull();
  });
});
