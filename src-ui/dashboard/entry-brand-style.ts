import type { CSSProperties } from 'react';
import type { EntryBrandScheme } from '../../src-domain/theme/theme.rules';

/** The CSS variables that put a section in the entry brand's colours; none without a brand. */
export function entryBrandStyle(scheme: EntryBrandScheme | undefined): CSSProperties | undefined {
  if (!scheme) return undefined;
  return {
    '--header': `rgb(${scheme.headerColor})`,
    '--accent': `rgb(${scheme.accentColor})`,
  } as CSSProperties;
}
