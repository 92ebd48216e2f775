import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticFieldsPanel } from '../../../src-ui/attestation/StaticFieldsPanel';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

const PATH = '/v1/brands/7/settings/clockout_attestation/static_fields';

describe('StaticFieldsPanel', () => {
  it('edits a kind per language by keyboard, refuses a missing English text and keeps the input', async () => {
    const { container, fakes } = createTestContainer();
    const created: unknown[] = [];
    fakes.gateway
      .on('GET', PATH, () => ({
        brand_id: 7,
        static_fields: [{ id: 2, kind: 'DISCLAIMER', text: { en: 'Answers are reviewed.' } }],
      }))
      .on('POST', PATH, (request) => {
        created.push(request.body);
        return { id: 5, ...(request.body as object) };
      });
    renderWithApp(<StaticFieldsPanel brandId={7} />, { container });
    const kinds = await screen.findByRole('tablist', { name: 'Which text' });
    expect(within(kinds).getByRole('tab', { name: /Disclaimer Missing languages: 7/ })).toBeInTheDocument();
    expect(within(kinds).getByRole('tab', { name: /Signature line Not set/ })).toBeInTheDocument();
    // react-aria selects the first tab in an effect after the tab list's render: its panel follows.
    expect(await screen.findByLabelText('Disclaimer (English) (required)')).toHaveValue(
      'Answers are reviewed.',
    );
    expect(screen.getByRole('button', { name: 'Save text' })).toBeDisabled();

    // Keyboard: to the signature line, then its Arabic tab.
    await userEvent.click(within(kinds).getByRole('tab', { name: /Disclaimer/ }));
    await userEvent.keyboard('{End}');
    expect(within(kinds).getByRole('tab', { name: /Signature line/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const languages = screen.getByRole('tablist', { name: 'Languages: Signature line' });
    await userEvent.click(within(languages).getByRole('tab', { name: /English/ }));
    await userEvent.keyboard('{End}');
    const arabic = screen.getByLabelText('Signature line (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await userEvent.click(arabic);
    await userEvent.paste('وقّع للتأكيد');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fix the text in: English');
    expect(created).toEqual([]);
    expect(screen.getByLabelText('Signature line (Arabic)')).toHaveValue('وقّع للتأكيد');

    await userEvent.click(within(languages).getByRole('tab', { name: /English/ }));
    const english = screen.getByLabelText('Signature line (English) (required)');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Write the English text/)).toBeInTheDocument();
    await userEvent.click(english);
    await userEvent.paste('Sign to confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(created).toEqual([{ kind: 'SIGNATURE', text: { en: 'Sign to confirm', ar: 'وقّع للتأكيد' } }]);
    expect(
      within(kinds).getByRole('tab', { name: /Signature line Missing languages: 6/ }),
    ).toBeInTheDocument();
  });

  it('says why the server refused a save, in words, and removes a text after confirming', async () => {
    const { container, fakes } = createTestContainer();
    let removed = false;
    fakes.gateway
      .on('GET', PATH, () => ({
        brand_id: 7,
        static_fields: [{ id: 2, kind: 'DISCLAIMER', text: { en: 'Answers are reviewed.' } }],
      }))
      .on('PUT', `${PATH}/2`, () => {
        throw FakeHttpGateway.error(404, 'ATTESTATION.STATIC_FIELD_NOT_FOUND');
      })
      .on('DELETE', `${PATH}/2`, () => {
        removed = true;
        return null;
      });
    renderWithApp(<StaticFieldsPanel brandId={7} />, { container });
    await userEvent.click(await screen.findByLabelText('Disclaimer (English) (required)'));
    await userEvent.paste(' Daily.');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This text was removed meanwhile.');
    expect(screen.getByLabelText('Disclaimer (English) (required)')).toHaveValue(
      'Answers are reviewed. Daily.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove text' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this text?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toBe(true);
    expect(screen.getByRole('tab', { name: /Disclaimer Not set/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Disclaimer (English) (required)')).toHaveValue('');
  });

  it('shows a failure with a retry when the texts cannot be read', async () => {
    const { container, fakes } = createTestContainer();
    let failing = true;
    fakes.gateway.on('GET', PATH, () => {
      if (failing) throw FakeHttpGateway.error(500);
      return { brand_id: 7, static_fields: [] };
    });
    renderWithApp(<StaticFieldsPanel brandId={7} />, { container });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the texts shown with the questions.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: /Certification Not set/ })).toBeInTheDocument();
  });
});
