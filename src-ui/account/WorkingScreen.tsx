import { useEffect, useRef } from 'react';
import './auth-screens.css';

/** Runs `action` once after mount (never while rendering on the server). */
export function useOnce(action: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  });
}

/** What a screen that only acts and leaves shows meanwhile. */
export function WorkingScreen({ text }: { readonly text: string }) {
  return (
    <div className="holding-screen">
      <main>
        <p role="status" aria-live="polite">
          <span className="auth-spinner" aria-hidden="true" /> {text}
        </p>
      </main>
    </div>
  );
}
