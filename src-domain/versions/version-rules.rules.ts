import type { VersionEnvironment, VersionRule } from './web-version.model';

/** Rule types of spec 000 §4. */
export const VERSION_RULE_TYPES = ['ROUTE', 'BRAND', 'USER', 'SERVICE', 'URL'] as const;
export type VersionRuleType = (typeof VERSION_RULE_TYPES)[number];

/** Comma-separated values, trimmed, empties dropped. */
function listOf(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function routeMatches(pattern: string, route: string): boolean {
  const prefix = pattern.replace(/\/+$/, '');
  return (
    prefix === '' || route === prefix || route.startsWith(`${prefix}/`) || route.startsWith(`${prefix}?`)
  );
}

/**
 * Whether one rule matches the environment. ROUTE: the route equals a listed path or is below it;
 * BRAND / USER: the id is listed; SERVICE: the brand has a listed service; URL: the URL contains
 * the value (case-insensitive). Unknown types never match. Never throws.
 */
export function versionRuleMatches(rule: VersionRule, environment: VersionEnvironment): boolean {
  const values = listOf(rule.value);
  switch (rule.type.toUpperCase()) {
    case 'ROUTE':
      return values.some((value) => routeMatches(value, environment.route));
    case 'BRAND':
      return environment.brandId !== undefined && values.includes(String(environment.brandId));
    case 'USER':
      return environment.userId !== undefined && values.includes(String(environment.userId));
    case 'SERVICE':
      return values.some((value) => (environment.services ?? []).includes(value));
    case 'URL':
      return (
        rule.value.trim() !== '' && environment.url.toLowerCase().includes(rule.value.trim().toLowerCase())
      );
    default:
      return false;
  }
}

/**
 * Whether a version applies here: no rules → everywhere; otherwise rules of the same type are
 * alternatives (any may match) and every type present must match.
 */
export function versionRulesMatch(
  rules: readonly VersionRule[] | null | undefined,
  environment: VersionEnvironment,
): boolean {
  const byType = new Map<string, VersionRule[]>();
  for (const rule of rules ?? []) {
    const type = rule.type.toUpperCase();
    byType.set(type, [...(byType.get(type) ?? []), rule]);
  }
  return [...byType.values()].every((group) => group.some((rule) => versionRuleMatches(rule, environment)));
}
