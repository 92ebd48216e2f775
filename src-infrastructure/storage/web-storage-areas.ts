import { token } from '../../src-domain/shared/token';

/**
 * The browser's storage areas, read when used (a server render or a browser that forbids
 * storage gives `undefined`, and values stay in memory).
 */
export interface WebStorageAreas {
  local(): Storage | undefined;
  session(): Storage | undefined;
}
export const WebStorageAreas = token<WebStorageAreas>('infrastructure.web-storage-areas');

function area(read: () => Storage): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : read();
  } catch {
    // Storage disabled by the browser's settings throws SecurityError on access.
    return undefined;
  }
}

export const browserStorageAreas: WebStorageAreas = {
  local: () => area(() => window.localStorage),
  session: () => area(() => window.sessionStorage),
};
