import { act, screen } from '@testing-library/react';
import type { ApplicationSummaryPage } from '../../../src-domain/messaging/messaging.model';
import { ApplicationList } from '../../../src-ui/hiring/application-list';
import { applicationSummary } from '../../fakes/application-summary.fixture';
import { renderApplicationRows } from './render-application-rows';

const row = (id: number) =>
  applicationSummary(id, {
    candidate: { id: `c-${id}`, firstName: 'Wes', lastName: `Lee ${id}` },
  });

describe('the application cards replacing their skeletons (phone)', () => {
  it('are new elements, even for the ids of the skeleton cards (a reused one would count as moving)', async () => {
    let answer: (page: ApplicationSummaryPage) => void = () => undefined;
    const list = new ApplicationList(() => new Promise((resolve) => (answer = resolve)));
    const loading = list.reset();
    renderApplicationRows(list, true);
    const skeletons = screen.getAllByTestId('skeleton-row');
    expect(skeletons).toHaveLength(3);
    await act(async () => {
      answer({ total: 3, applications: [row(0), row(1), row(2)] });
      await loading;
    });
    expect(screen.getByText('Wes Lee 1')).toBeInTheDocument();
    expect(skeletons.filter((skeleton) => skeleton.isConnected)).toEqual([]);
  });
});
