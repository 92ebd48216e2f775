/** The part of webpack-assets-manifest's output the document needs. */
export interface AssetManifest {
  readonly [file: string]: unknown;
  readonly entrypoints: {
    readonly [entry: string]: {
      readonly assets: { readonly js?: readonly string[]; readonly css?: readonly string[] };
    };
  };
}

/** Script and style files of the main entry, then of a lazy chunk by its name (when it has any). */
export function pageAssets(
  manifest: AssetManifest,
  chunk: string | undefined,
): { scripts: string[]; styles: string[] } {
  const main = manifest.entrypoints['main']?.assets;
  const scripts = [...(main?.js ?? [])];
  const styles = [...(main?.css ?? [])];
  if (chunk) {
    const script = manifest[`${chunk}.js`];
    const style = manifest[`${chunk}.css`];
    if (typeof script === 'string') scripts.push(script);
    if (typeof style === 'string') styles.push(style);
  }
  return { scripts, styles };
}
