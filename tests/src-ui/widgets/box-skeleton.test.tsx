import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { BoxSkeleton } from '../../../src-ui/widgets/skeleton/BoxSkeleton';

describe('BoxSkeleton', () => {
  it('is a busy block whose hidden status says what loads, with its bars inside', () => {
    render(
      <BoxSkeleton className="panel__skeleton" label="Loading the questions">
        <span className="skeleton-row__bar" aria-hidden="true" />
      </BoxSkeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the questions');
    const block = status.parentElement!;
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block).toHaveClass('panel__skeleton');
    expect(block.querySelector('.skeleton-row__bar')).not.toBeNull();
  });

  it('gives axe nothing to report (a name on a bare div is aria-prohibited-attr)', async () => {
    const { container } = render(<BoxSkeleton className="panel__skeleton" label="Loading" />);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
