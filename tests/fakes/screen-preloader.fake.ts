import { ScreenPreloader } from '../../src-ui/navigation/screen-preloader';

/** Records the paths whose chunks were asked ahead, in order; loads nothing. */
export class FakeScreenPreloader extends ScreenPreloader {
  readonly preloaded: string[] = [];

  preload(path: string): void {
    this.preloaded.push(path);
  }
}
