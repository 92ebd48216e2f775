import { screen } from '@testing-library/react';
import { TagRow } from '../../src-ui/hiring/tags/TagRow';
import { CareersApplied } from '../../src-ui/careers/CareersApplied';
import type { CareersBrand, CareersPositionDetail } from '../../src-domain/careers/careers-page.model';
import { renderWithApp } from '../support/render-with-app';
import { createTestContainer } from '../support/test-container';

/**
 * Issue #29, "mixed-direction text is isolated": a Latin brand or position name next to a date or a
 * separator, or inside a translated sentence, keeps its place on a right-to-left page (each in its
 * own <bdi>), so "Harbor Grill · 3 candidates" cannot read as "3 candidates · Grill Harbor".
 */
const isolator = (element: HTMLElement) => element.closest('bdi, [dir="auto"]');

describe('mixed-direction text', () => {
  it('isolates a tag’s name, position and brand in the tag manager’s row', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <ul>
        <TagRow
          tag={{
            id: 1,
            name: 'Latte art',
            mode: 'POSITION',
            isPrivate: false,
            sortOrder: 0,
            brandId: 2,
            brandName: 'Harbor Grill',
            position: { id: 3, title: 'Barista (FOH)' },
            status: undefined,
            candidateCount: 3,
            editable: false,
          }}
          first
          last
          busy={false}
          maxLength={50}
          check={() => Promise.resolve({ kind: 'available' })}
          onMove={() => undefined}
          onRename={() => Promise.resolve(true)}
          onDelete={() => undefined}
        />
      </ul>,
      { container },
    );
    for (const text of ['Latte art', 'Barista (FOH)', 'Harbor Grill'])
      expect(isolator(screen.getByText(text))?.tagName).toBe('BDI');
  });

  it('isolates the brand and the position inside the careers confirmation’s sentence', () => {
    const { container } = createTestContainer();
    renderWithApp(
      <CareersApplied
        brand={{ name: 'Harbor Grill' } as CareersBrand}
        position={{ title: 'Line cook', questions: [] } as unknown as CareersPositionDetail}
        outcome={{ kind: 'applied', applicationId: 1, merged: false, knockoutQuestionIds: [] }}
      />,
      { container },
    );
    for (const text of ['Harbor Grill', 'Line cook'])
      expect(isolator(screen.getByText(text))?.tagName).toBe('BDI');
  });
});
