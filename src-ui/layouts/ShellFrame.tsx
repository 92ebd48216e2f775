import { BrigadeLogo } from '../widgets/brigade-logo/BrigadeLogo';
import './shell-frame.css';

/** The screen's heading as the frame shows it: its text and the class of the screen's own h1. */
export interface FrameHeading {
  readonly text: string;
  readonly className: string;
}

export interface ShellFrameProps {
  /** The screen's heading; absent when it depends on the user (a heading-sized bar instead). */
  readonly heading?: FrameHeading;
  /** Whether the page is an employer's (side navigation, menu button, brand switcher). */
  readonly employer: boolean;
  /** Translated texts: the logo's accessible name and the loading status. */
  readonly labels: { readonly home: string; readonly loading: string };
}

/**
 * What the main area shows until the screen can mount: the screen's heading (or a bar of its
 * size) and a skeleton of its body. Nothing in it depends on the user.
 */
export function ShellFrameContent({ heading, loading }: { heading?: FrameHeading; loading: string }) {
  return (
    <div className="shell-frame__content" data-shell-frame-content="">
      {heading ? (
        <h1 className={heading.className}>{heading.text}</h1>
      ) : (
        <span className="shell-frame__bar shell-frame__heading-bar" aria-hidden="true" />
      )}
      <span className="visually-hidden-text" role="status">
        {loading}
      </span>
      <div className="shell-frame__body" aria-hidden="true">
        <span className="shell-frame__bar shell-frame__line" />
        <span className="shell-frame__bar shell-frame__line shell-frame__line--short" />
        <span className="shell-frame__panel" />
      </div>
    </div>
  );
}

/**
 * The signed-in application's frame before the user is known (issue #20): the header with the
 * logo and placeholders of the size of its controls, the side navigation as a skeleton on an
 * employer's page, and the main area's `ShellFrameContent`. The server renders it into a hard
 * load of a signed-in page (so the page paints before any script), and the client renders the
 * same markup until the session and the layout are in, so nothing moves when it is replaced.
 * Pure: no injection, no router, texts from the props.
 */
export function ShellFrame({ heading, employer, labels }: ShellFrameProps) {
  return (
    <div className="app-layout shell-frame" data-shell-frame="">
      <header className="app-header app-header--light">
        {employer && <span className="shell-frame__control" aria-hidden="true" />}
        <a href="/dashboard" className="app-header__home">
          <BrigadeLogo label={labels.home} />
        </a>
        {employer && <span className="shell-frame__control shell-frame__switcher" aria-hidden="true" />}
        <div className="app-header__spacer" />
        <span className="shell-frame__control" aria-hidden="true" />
        <span className="shell-frame__control" aria-hidden="true" />
      </header>
      <div className="app-layout__body">
        {employer && (
          <div className="side-navigation shell-frame__navigation" aria-hidden="true">
            {Array.from({ length: 6 }, (_unused, index) => (
              <span key={index} className="shell-frame__bar" />
            ))}
          </div>
        )}
        <main className="app-layout__main" id="main" tabIndex={-1}>
          <ShellFrameContent heading={heading} loading={labels.loading} />
        </main>
      </div>
    </div>
  );
}
