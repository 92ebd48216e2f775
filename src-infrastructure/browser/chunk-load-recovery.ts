/** The sessionStorage entry listing the chunks this tab already reloaded for (not user data). */
export const CHUNK_RELOAD_FLAG = 'brigade:chunk-reload';
/** Raised on window when a lazy chunk fails to load, before the page reloads or the error is rethrown. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

type ChunkLoader = (chunkId: string | number) => Promise<unknown>;

export interface ChunkLoadRecoveryOptions {
  readonly reload: () => void;
  readonly session: () => Storage | undefined;
  /** Whether the browser is online now (default: online). */
  readonly isOnline?: () => boolean;
  /** Resolves when the browser is back online. */
  readonly whenOnline?: () => Promise<void>;
}

/**
 * Wraps the bundler's chunk loader (`__webpack_require__.e`). A chunk that failed while the
 * browser is offline is loaded again once it is back online (a reload would only show the
 * browser's offline page; the offline banner says what is going on meanwhile). Any other
 * failure (usually a deploy that removed the old hashed file) is logged, announced with a
 * `preload-error` event, and the page reloads once per chunk per tab session (a sessionStorage
 * flag, so a chunk that still fails after the reload is rethrown to the error screen instead of
 * looping).
 */
export function withChunkLoadRecovery(load: ChunkLoader, options: ChunkLoadRecoveryOptions): ChunkLoader {
  const recovering: ChunkLoader = (chunkId) =>
    load(chunkId).catch((error: unknown) => {
      if (options.isOnline?.() === false && options.whenOnline) {
        console.warn(`Loading chunk ${String(chunkId)} failed while offline; retrying once online`);
        return options.whenOnline().then(() => recovering(chunkId));
      }
      console.error(`Loading chunk ${String(chunkId)} failed`, error);
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { chunkId, error } }));
      }
      const session = options.session();
      const reloaded = new Set<string>(readFlag(session));
      if (session && !reloaded.has(String(chunkId))) {
        reloaded.add(String(chunkId));
        session.setItem(CHUNK_RELOAD_FLAG, JSON.stringify([...reloaded]));
        options.reload();
        // The page is going away; nothing downstream should render an error meanwhile.
        return new Promise<never>(() => undefined);
      }
      throw error;
    });
  return recovering;
}

function readFlag(session: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(session?.getItem(CHUNK_RELOAD_FLAG) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

declare const __webpack_require__: { e?: ChunkLoader } | undefined;

/** Installs the recovery on webpack's runtime; does nothing outside a webpack bundle. */
export function installChunkLoadRecovery(): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return;
  __webpack_require__.e = withChunkLoadRecovery(__webpack_require__.e, {
    reload: () => window.location.reload(),
    isOnline: () => navigator.onLine,
    whenOnline: () =>
      new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
    session: () => {
      try {
        return window.sessionStorage;
      } catch {
        return undefined;
      }
    },
  });
}
