import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfiniteScroll } from '../../../src-ui/widgets/table/InfiniteScroll';
import { LoadingMore } from '../../../src-ui/widgets/table/LoadingMore';
import { SKELETON_ROW_COUNT, SkeletonRows } from '../../../src-ui/widgets/table/SkeletonRows';
import { SortableTable, type TableColumn } from '../../../src-ui/widgets/table/SortableTable';
import { nextSort } from '../../../src-ui/widgets/table/table-sort';
import { renderWidget } from './render-widget';

interface Row {
  readonly id: string;
  readonly name: string;
  readonly days: number;
}
const rows: Row[] = [
  { id: 'a', name: 'Zoë', days: 3 },
  { id: 'b', name: 'Ana', days: 12 },
  { id: 'c', name: 'émile', days: 1 },
];
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { key: 'days', header: 'Days', cell: (row) => String(row.days), sortValue: (row) => row.days },
  { key: 'note', header: 'Note', cell: () => '-' },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('SortableTable', () => {
  it('sorts by a header button, ascending then descending, texts by collation and numbers numerically', async () => {
    const user = userEvent.setup();
    renderWidget(
      <SortableTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        details={(row) => `About ${row.name}`}
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Ana', 'émile', 'Zoë']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Zoë', 'émile', 'Ana']);
    await user.click(screen.getByRole('button', { name: /Days/ }));
    expect(screen.getByRole('columnheader', { name: /Days/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['émile', 'Zoë', 'Ana']);
  });

  it('in server-sorted mode shows the rows as given, marks the sort it is told and asks for another', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWidget(
      <SortableTable
        labelledBy="people-title"
        columns={[{ ...columns[0]!, sortValue: undefined, sortable: true }, columns[1]!, columns[2]!]}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ key: 'name', direction: 'descending' }}
        onSort={(key) => asked.push(key)}
      />,
    );
    const cells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    // Only columns marked sortable sort on the server: Days has a sortValue but no button here.
    expect(screen.queryByRole('button', { name: /Days/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(asked).toEqual(['name']);
    expect(cells()).toEqual(['Zoë', 'Ana', 'émile']);
  });

  it('expands and collapses a row from the keyboard', async () => {
    const user = userEvent.setup();
    renderWidget(
      <SortableTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        details={(row) => `About ${row.name}`}
      />,
    );
    const expand = screen.getByRole('button', { name: 'Details of Ana' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expand.focus();
    await user.keyboard('{Enter}');
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('About Ana')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.queryByText('About Ana')).not.toBeInTheDocument();
  });

  it('shows 5 skeleton rows across every column while loading and says it is busy', () => {
    renderWidget(
      <SortableTable
        caption="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        details={() => ''}
        loading
      />,
    );
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    const skeleton = screen.getAllByTestId('skeleton-row');
    expect(skeleton).toHaveLength(SKELETON_ROW_COUNT);
    expect(skeleton[0]!.querySelectorAll('td')).toHaveLength(4);
  });

  it('computes the next sort', () => {
    expect(nextSort(undefined, 'a')).toEqual({ key: 'a', direction: 'ascending' });
    expect(nextSort({ key: 'a', direction: 'ascending' }, 'a')).toEqual({
      key: 'a',
      direction: 'descending',
    });
    expect(nextSort({ key: 'a', direction: 'descending' }, 'b')).toEqual({
      key: 'b',
      direction: 'ascending',
    });
  });
});

describe('SkeletonRows and LoadingMore', () => {
  it('renders a configurable number of rows and columns', () => {
    renderWidget(
      <table>
        <tbody>
          <SkeletonRows columns={2} rows={3} />
        </tbody>
      </table>,
    );
    const skeleton = screen.getAllByTestId('skeleton-row');
    expect(skeleton).toHaveLength(3);
    expect(skeleton[2]!.querySelectorAll('td')).toHaveLength(2);
  });

  it("says 'Loading more...' politely", () => {
    renderWidget(<LoadingMore />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more...');
  });
});

describe('InfiniteScroll', () => {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  beforeEach(() => {
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      const live = observers.filter((observer) => !observer.disconnected).at(-1)!;
      live.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  it('asks for more when the end comes into view, not while loading or when all is in', () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWidget(
      <InfiniteScroll label="Shifts" onLoadMore={onLoadMore} hasMore loading={false}>
        <p>rows</p>
      </InfiniteScroll>,
    );
    expect(screen.getByRole('region', { name: 'Shifts' })).toHaveAttribute('tabindex', '0');
    intersect(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <InfiniteScroll label="Shifts" onLoadMore={onLoadMore} hasMore loading>
        <p>rows</p>
      </InfiniteScroll>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading more...');
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <InfiniteScroll label="Shifts" onLoadMore={onLoadMore} hasMore={false} loading={false}>
        <p>rows</p>
      </InfiniteScroll>,
    );
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
