/** The tabs of settings/{brand}/rewards-and-recognition (spec 001 §2). */
export const SETTINGS_TABS = ['budget', 'rules', 'raffles', 'people'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The children of {brand}/rewards-and-recognition (spec 001 §2). */
export const MANAGEMENT_SECTIONS = [
  'configuration',
  'budget-management',
  'rule-management',
  'raffle-management',
] as const;
export type ManagementSection = (typeof MANAGEMENT_SECTIONS)[number];

/** Our reading of the spec's `{path?}`: the brand's id. */
export const rewardsSettingsPath = (brandId: number, tab: SettingsTab = 'budget') =>
  `/settings/${brandId}/rewards-and-recognition/${tab}`;

export const rewardsManagementPath = (brandId: number, section: ManagementSection, id?: number) =>
  `/${brandId}/rewards-and-recognition/${section}${id === undefined ? '' : `/${id}`}`;

/** The brand id of a `:path` segment, or undefined when it is not one. */
export function brandIdOfPath(path: string | undefined): number | undefined {
  if (path === undefined || !/^[1-9][0-9]{0,14}$/.test(path)) return undefined;
  return Number(path);
}
