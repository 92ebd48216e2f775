/** The product wordmark; `label` is its accessible name (translated by the caller). */
export function BrigadeLogo({ label }: { label: string }) {
  return (
    <svg
      className="brigade-logo"
      role="img"
      aria-label={label}
      viewBox="0 0 148 32"
      width="148"
      height="32"
      direction="ltr"
    >
      <rect x="0" y="2" width="28" height="28" rx="7" fill="rgb(0,136,221)" />
      <path
        d="M9 9h7.2c3.2 0 5 1.5 5 3.9 0 1.6-.9 2.7-2.3 3.1 1.8.4 2.9 1.7 2.9 3.6 0 2.8-2 4.4-5.4 4.4H9z M12.6 12v3.4h3.1c1.3 0 2-.6 2-1.7s-.7-1.7-2-1.7z M12.6 18.2v3.8h3.5c1.4 0 2.2-.7 2.2-1.9s-.8-1.9-2.2-1.9z"
        fill="#fff"
      />
      <text
        x="36"
        y="23"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill="currentColor"
      >
        Brigade
      </text>
    </svg>
  );
}
