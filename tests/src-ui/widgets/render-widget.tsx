import type { ReactElement } from 'react';
import { renderWithApp } from '../../support/render-with-app';
import { createTestContainer } from '../../support/test-container';

/** Renders a widget in the app's providers (English, test container with fakes). */
export function renderWidget(ui: ReactElement, path = '/') {
  const { container, fakes } = createTestContainer();
  return { ...renderWithApp(ui, { container, path }), injector: container, fakes };
}
