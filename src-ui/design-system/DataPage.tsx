import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../widgets/badge/Badge';
import { InfiniteScroll } from '../widgets/table/InfiniteScroll';
import { LoadingMore } from '../widgets/table/LoadingMore';
import { SortableTable, type TableColumn } from '../widgets/table/SortableTable';
import { DemoBlock } from './DemoBlock';

interface Candidate {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  readonly applied: number;
}

const PAGE_SIZE = 10;
const TOTAL = 40;

/** The sortable, expandable table; its skeleton; 'Loading more...'; the infinite-scroll list. */
export function DataPage() {
  const { t } = useTranslation();
  const candidates: Candidate[] = [
    { id: 'c1', name: 'Amara Okafor', position: t('designSystem.data.positions.chef'), applied: 3 },
    { id: 'c2', name: 'Lucas Martin', position: t('designSystem.data.positions.server'), applied: 12 },
    { id: 'c3', name: 'Zeynep Kaya', position: t('designSystem.data.positions.barista'), applied: 1 },
    { id: 'c4', name: 'Bruno Silva', position: t('designSystem.data.positions.host'), applied: 7 },
  ];
  const columns: TableColumn<Candidate>[] = [
    {
      key: 'name',
      header: t('designSystem.data.name'),
      cell: (row) => row.name,
      sortValue: (row) => row.name,
    },
    {
      key: 'position',
      header: t('designSystem.data.position'),
      cell: (row) => row.position,
      sortValue: (row) => row.position,
    },
    {
      key: 'applied',
      header: t('designSystem.data.applied'),
      cell: (row) => t('designSystem.data.daysAgo', { days: row.applied }),
      sortValue: (row) => row.applied,
    },
  ];
  const [rows, setRows] = useState(PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setRows((count) => Math.min(TOTAL, count + PAGE_SIZE));
      setLoading(false);
    }, 600);
  };
  return (
    <>
      <DemoBlock title={t('designSystem.data.table')} description={t('designSystem.data.tableDescription')}>
        <SortableTable
          caption={t('designSystem.data.candidates')}
          columns={columns}
          rows={candidates}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          details={(row) => (
            <p>
              {t('designSystem.data.detailsText', { name: row.name })}{' '}
              <Badge colour="info" tier="sm">
                {row.position}
              </Badge>
            </p>
          )}
        />
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.data.skeleton')}
        description={t('designSystem.data.skeletonDescription')}
      >
        <SortableTable
          caption={t('designSystem.data.loadingTable')}
          columns={columns}
          rows={[]}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.name}
          loading
        />
        <LoadingMore />
      </DemoBlock>
      <DemoBlock
        title={t('designSystem.data.infinite')}
        description={t('designSystem.data.infiniteDescription')}
      >
        <InfiniteScroll
          label={t('designSystem.data.shifts')}
          onLoadMore={loadMore}
          hasMore={rows < TOTAL}
          loading={loading}
          maxBlockSize="12rem"
        >
          <ol className="demo-list">
            {Array.from({ length: rows }, (_unused, index) => (
              <li key={index}>{t('designSystem.data.shift', { number: index + 1 })}</li>
            ))}
          </ol>
        </InfiniteScroll>
        <output data-testid="loaded-rows">{rows}</output>
      </DemoBlock>
    </>
  );
}
