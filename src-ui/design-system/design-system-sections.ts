/** The pages of the design-system section, in index order; `slug` is the path under /design-system/. */
export const DESIGN_SYSTEM_SECTIONS = [
  'pickers',
  'modals',
  'menus',
  'data',
  'controls',
  'forms',
  'map',
] as const;
export type DesignSystemSection = (typeof DESIGN_SYSTEM_SECTIONS)[number];

/** The base path of the section. */
export const DESIGN_SYSTEM_PATH = '/design-system';
