/** The part of webpack-assets-manifest's output the document needs. */
export interface AssetManifest {
  readonly [file: string]: unknown;
  readonly entrypoints: {
    readonly [entry: string]: {
      readonly assets: { readonly js?: readonly string[]; readonly css?: readonly string[] };
    };
  };
  /**
   * Every file of each named lazy chunk, the shared chunks split out of it included
   * (webpack.config.ts). Absent from manifests of older builds.
   */
  readonly chunkGroups?: {
    readonly [chunk: string]: { readonly js: readonly string[]; readonly css: readonly string[] };
  };
}

/**
 * Script and style files of the main entry, then those of a lazy chunk by its name (when it
 * has any): all files of its chunk group when the manifest lists them, else its own file only.
 */
export function pageAssets(
  manifest: AssetManifest,
  chunk: string | undefined,
): { scripts: string[]; styles: string[] } {
  const main = manifest.entrypoints['main']?.assets;
  const scripts = [...(main?.js ?? [])];
  const styles = [...(main?.css ?? [])];
  if (chunk) {
    const group = manifest.chunkGroups?.[chunk];
    if (group) {
      scripts.push(...group.js.filter((file) => !scripts.includes(file)));
      styles.push(...group.css.filter((file) => !styles.includes(file)));
      return { scripts, styles };
    }
    const script = manifest[`${chunk}.js`];
    const style = manifest[`${chunk}.css`];
    if (typeof script === 'string') scripts.push(script);
    if (typeof style === 'string') styles.push(style);
  }
  return { scripts, styles };
}
