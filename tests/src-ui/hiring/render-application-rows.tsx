import type { ApplicationList } from '../../../src-ui/hiring/application-list';
import { ApplicationRows } from '../../../src-ui/hiring/ApplicationRows';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

/** Renders the applications of `list` as the inbox does (candidate shown), as cards when `narrow`. */
export function renderApplicationRows(list: ApplicationList, narrow: boolean) {
  const { container } = createTestContainer();
  return renderWithApp(
    <ApplicationRows
      list={list}
      narrow={narrow}
      showCandidate
      label="Applications"
      hrefOf={(id) => `/hiring/applications/${id}`}
      onRetry={() => undefined}
    />,
    { container },
  );
}
