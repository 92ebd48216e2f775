/** The pictures of the signup cards; decorative, so hidden from assistive technology. */
export function ChoiceIcon({ kind }: { kind: 'employer' | 'candidate' }) {
  return (
    <svg
      className="choice-card__icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      {kind === 'employer' ? (
        <path
          fill="currentColor"
          d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4h2a2 2 0 0 1 2 2v10h-7v-4h-2v4zm3-14v2h2V7zm4 0v2h2V7zm-4 4v2h2v-2zm4 0v2h2v-2zm-4 4v2h2v-2zm9-2v2h2v-2zm0 4v2h2v-2z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M12 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7 18c0-3.9 3.1-7 7-7s7 3.1 7 7v1H5zm11.5-9.5 1.5 1.5 3.5-3.5 1 1-4.5 4.5-2.5-2.5z"
        />
      )}
    </svg>
  );
}
