import type { i18n } from 'i18next';
import { token } from '../../src-domain/shared/token';

/** The i18next instance the composition root created for this page (browser) or request (server). */
export const I18nextInstance = token<i18n>('infrastructure.i18next');
