/** A small rotating ring shown inside busy buttons; decorative (the button says it is busy). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
