/**
 * Loads ahead the chunks a navigation to an in-app path will need (a screen and its layout), for a
 * store that decides where the view goes next (the home page) before the router gets there. A
 * token, so such a store need not import the route table, which itself loads those stores'
 * screens. The composition root binds it to `preloadRoute` (route-preload.ts).
 */
export abstract class ScreenPreloader {
  /** Starts loading the chunks of `path` (an in-app path; anything else loads nothing). Never throws. */
  abstract preload(path: string): void;
}
