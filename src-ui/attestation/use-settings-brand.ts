import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { brandHasService } from '../../src-domain/brands/brand-type.rules';
import type { Brand } from '../../src-domain/brands/brand.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';

/** The brand service of clock-out attestation (issue #16). */
export const ATTESTATION_SERVICE = 'CLOCKOUT_ATTESTATION';

/**
 * The brand an attestation settings screen is about: the `:path` segment when it is a brand id
 * (`/settings/12/clockout-attestation`), else the context brand. `hasService` is true when the
 * brand or one of its ancestors has CLOCKOUT_ATTESTATION; undefined while the tree loads.
 */
export function useSettingsBrand(): {
  readonly brandId: number | undefined;
  readonly brand: Brand | undefined;
  readonly hasService: boolean | undefined;
} {
  const { path } = useParams();
  const brands = useInjection(BrandContextStore);
  useEffect(() => {
    brands.ensureLoaded().catch(() => undefined);
  }, [brands]);
  const fromPath = path !== undefined && /^[1-9][0-9]{0,14}$/.test(path) ? Number(path) : undefined;
  const brandId = fromPath ?? brands.context?.brand_id;
  const brand = brandId === undefined ? undefined : brands.tree?.find(brandId);
  if (!brand) return { brandId, brand, hasService: undefined };
  const chain: Brand[] = [];
  for (
    let node: Brand | undefined = brand;
    node;
    node = node.parent_id ? brands.tree?.find(node.parent_id) : undefined
  ) {
    chain.push(node);
  }
  return { brandId, brand, hasService: chain.some((node) => brandHasService(node, ATTESTATION_SERVICE)) };
}
