import { screen } from '@testing-library/react';
import { BrandTree } from '../../../src-domain/brands/brand-tree.rules';
import { BrandSwitcherPanel } from '../../../src-ui/brands/BrandSwitcherPanel';
import { renderWithApp } from '../../support/render-with-app';
import { createAppTestContainer, TREE } from '../shell/app-test-container';

describe('BrandSwitcherPanel', () => {
  it('says the brands are loading until the tree is in, then how many are shown', () => {
    const { container } = createAppTestContainer();
    const view = renderWithApp(
      <BrandSwitcherPanel tree={undefined} activeId={undefined} onChoose={jest.fn()} />,
      {
        container,
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading brands…');
    expect(screen.queryByText(/Brands shown/)).not.toBeInTheDocument();

    const tree = new BrandTree(TREE);
    view.rerender(<BrandSwitcherPanel tree={tree} activeId={undefined} onChoose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Brands shown: ${tree.firstMatches('', Infinity).total}`,
    );
  });
});
