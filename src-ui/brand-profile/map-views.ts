/**
 * What the map storage keys hold (spec 001 §3, preferences category): which pane a narrow
 * screen shows (h_map_active_ui_view), the map type (h_map_active_view) and the order of the
 * location list (h_map_active_sorting). Unknown stored values read as the defaults.
 */
export const MAP_UI_VIEWS = ['map', 'list'] as const;
export type MapUiView = (typeof MAP_UI_VIEWS)[number];
export const MAP_TYPES = ['roadmap', 'satellite'] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const MAP_SORTINGS = ['name-asc', 'name-desc'] as const;
export type MapSorting = (typeof MAP_SORTINGS)[number];

/** `value` when it is one of `allowed`, else the first allowed value. */
export function oneOf<Value extends string>(allowed: readonly Value[], value: string | undefined): Value {
  return allowed.find((candidate) => candidate === value) ?? allowed[0]!;
}
