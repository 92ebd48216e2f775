import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { Route, Routes } from 'react-router-dom';
import { MediaApiPort } from '../../../src-domain/media/media-api.port';
import { PositionsApiPort } from '../../../src-domain/positions/positions-api.port';
import MediaLibraryScreen from '../../../src-ui/media/MediaLibraryScreen';
import { MediaLibraryStore } from '../../../src-ui/media/media-library.store';
import { FakeMediaApi } from '../../fakes/media-api.fake';
import { FakePositionsApi } from '../../fakes/positions-api.fake';
import { renderWithApp } from '../../support/render-with-app';

const BRAND = 7;

async function renderScreen() {
  const api = new FakeMediaApi();
  const poster = await api.register(BRAND, {
    title: 'Terrace',
    description: '',
    use: 'GALLERY',
    format: 'IMAGE',
    path: '/media/library/terrace.jpg',
    positionIds: [],
  });
  api.registered.length = 0;
  const positions = new FakePositionsApi();
  positions.byBrand.set(BRAND, [
    {
      category: 'BOH',
      positions: [
        { id: 31, title: 'Line cook', locationName: 'Pier' },
        { id: 32, title: 'Dishwasher', locationName: 'Pier' },
      ],
    },
  ]);
  const container = new Container();
  container.bind(MediaApiPort).toConstantValue(api);
  container.bind(PositionsApiPort).toConstantValue(positions);
  container.bind(MediaLibraryStore).toSelf().inSingletonScope();
  renderWithApp(
    <Routes>
      <Route path="/brands/:brandId/media" element={<MediaLibraryScreen />} />
    </Routes>,
    { container, path: `/brands/${BRAND}/media` },
  );
  await screen.findByRole('heading', { level: 3, name: 'Terrace' });
  return { api, poster };
}

describe('MediaLibraryScreen: the register form', () => {
  it('keeps what was typed when a field or the server refuses it, then saves an external video with its fields', async () => {
    const user = userEvent.setup();
    const { api, poster } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add an external video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an external video' });
    const form = within(dialog);
    const title = form.getByLabelText('Title');
    const url = form.getByLabelText('Video URL');
    await user.type(title, 'Kitchen tour');
    await user.type(form.getByLabelText('Description'), 'Behind the line');
    await user.type(url, 'http://videos.example/tour');
    await user.selectOptions(form.getByLabelText('Used as'), 'COVER');
    await user.click(await form.findByRole('checkbox', { name: 'Line cook (Pier)' }));
    await user.selectOptions(await form.findByLabelText('Poster image'), 'Terrace');
    await user.click(form.getByRole('button', { name: 'Save' }));

    // Refused here: nothing sent, the field says why, everything typed stays.
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter an address that starts with https:\/\/\./);
    expect(api.registered).toEqual([]);
    expect(title).toHaveValue('Kitchen tour');

    // Refused by the server: the form stays as typed with the reason above it.
    await user.clear(url);
    await user.type(url, 'https://videos.example/tour');
    api.failNext.register = { status: 400, code: 'MEDIA.POSITION_NOT_IN_BRAND' };
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'One of the chosen positions is not at this brand.',
    );
    expect(title).toHaveValue('Kitchen tour');
    expect(url).toHaveValue('https://videos.example/tour');
    expect(form.getByRole('checkbox', { name: 'Line cook (Pier)' })).toBeChecked();
    expect(form.getByLabelText('Poster image')).toHaveValue(poster.path);

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitchen tour' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.registered.at(-1)?.medium).toEqual({
      title: 'Kitchen tour',
      description: 'Behind the line',
      use: 'COVER',
      format: 'VIDEO',
      path: 'https://videos.example/tour',
      positionIds: [31],
      isHosted: false,
      secondaryPath: poster.path,
    });
    expect(screen.getByText(/^External video · Cover · /)).toBeVisible();

    // The preview links out and names the position.
    await user.click(screen.getByRole('button', { name: 'Preview Kitchen tour' }));
    const preview = await screen.findByRole('dialog', { name: 'Kitchen tour' });
    expect(within(preview).getByRole('link', { name: /Open the video “Kitchen tour”/ })).toHaveAttribute(
      'href',
      'https://videos.example/tour',
    );
    expect(within(preview).getByText('Line cook')).toBeVisible();
    expect(within(preview).getByText('Behind the line')).toBeVisible();
  });

  it('opens the form after an upload with the file’s name as the title, and refuses a blank title', async () => {
    const user = userEvent.setup();
    const { api } = await renderScreen();
    const file = new File([new Uint8Array(64)], 'Patio view.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('media-upload-input'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Describe Patio view.png' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Patio view');
    expect(within(dialog).queryByLabelText('Video URL')).toBeNull();
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(api.registered).toEqual([]);
  });
});
