import 'reflect-metadata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GatewayRequest } from '../../../src-domain/gateway/http-gateway.port';
import { ProviderPostingsPanel } from '../../../src-ui/job-ads/ProviderPostingsPanel';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

/** 45 postings at Portland Downtown as the server lists them, the first FAILED, one unpublished. */
const POSTINGS = Array.from({ length: 45 }, (_unused, index) => ({
  position_id: 500 + index,
  position_title: `Patio Server ${index + 1}`,
  location_id: 7,
  location_name: 'Harbor Grill Portland Downtown',
  status: index === 0 ? 'FAILED' : index === 1 ? 'PENDING' : 'POSTED',
  failure: index === 0 ? 'INDEED.REVOKED' : null,
  posted_at: index < 2 ? null : '2026-03-02T17:30:00.000Z',
  link: index === 1 ? null : `/careers/harbor-grill/${500 + index}`,
}));

function serve(gateway: FakeHttpGateway, failFirst = false): void {
  let failed = !failFirst;
  gateway.on('GET', '/v1/indeed/postings', (request: GatewayRequest) => {
    if (!failed) {
      failed = true;
      throw FakeHttpGateway.error(503, 'UNAVAILABLE');
    }
    const query = request.query as { brand_id: number; offset: number; limit: number };
    return {
      total: POSTINGS.length,
      offset: query.offset,
      limit: query.limit,
      postings: POSTINGS.slice(query.offset, query.offset + query.limit),
    };
  });
}

/** Issue #38: the job-ads screen lists provider postings as their own paged table. */
describe('the provider postings of the job-ads screen', () => {
  it('lists a page with position, location, status, posted time and link, with the row count and pages', async () => {
    const { container, fakes } = createTestContainer();
    serve(fakes.gateway);
    renderWithApp(<ProviderPostingsPanel brandId={7} />, { container });
    expect(await screen.findByText('Positions posted: 45')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Patio Server 1' })).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('Posting failed — connect Indeed again on the Job ads screen'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Posting to Indeed…')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Posted to Indeed')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Harbor Grill Portland Downtown')).toBeInTheDocument();
    expect(within(rows[3]!).getByRole('link', { name: 'Careers page of Patio Server 3' })).toHaveAttribute(
      'href',
      '/careers/harbor-grill/502',
    );
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[3]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T17:30:00.000Z');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(fakes.gateway.requests.at(-1)?.query).toMatchObject({ brand_id: 7, offset: 20, limit: 20 });
  });

  it('says when the list could not be read, and reads it again on Try again', async () => {
    const { container, fakes } = createTestContainer();
    serve(fakes.gateway, true);
    renderWithApp(<ProviderPostingsPanel brandId={7} />, { container });
    expect(await screen.findByText('The postings could not be read.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('1–20 of 45')).toBeInTheDocument());
  });
});
