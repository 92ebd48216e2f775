/** The environments a deployment can be (spec 000 §9), told apart by the host name. */
export const ENVIRONMENTS = ['local', 'dev', 'production', 'uat', 'prep', 'beta'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const STAGES: readonly Environment[] = ['dev', 'uat', 'prep', 'beta'];

/**
 * The environment of a host (spec 000 §9 "detected by host suffix"; the suffixes are ours):
 * - local: localhost and *.localhost, *.local, *.test, IP addresses;
 * - dev / uat / prep / beta: the registered name ends with `-{stage}` (brigade-uat.com,
 *   es.brigade-uat.com) or the label before it is the stage (uat.brigade.com, es.uat.brigade.com:
 *   the language's label comes first);
 * - production: anything else, including a host that cannot be read.
 * A port, a trailing dot and letter case are ignored.
 */
export function environmentFromHost(host: string): Environment {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (hostname === '') return 'production';
  if (
    hostname === 'localhost' ||
    /\.(localhost|local|test)$/.test(hostname) ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) ||
    hostname.startsWith('[')
  )
    return 'local';
  const labels = hostname.split('.');
  if (labels.length < 2) return 'production';
  const registered = labels[labels.length - 2] ?? '';
  const before = labels.length > 2 ? labels[labels.length - 3] : undefined;
  return STAGES.find((stage) => registered.endsWith(`-${stage}`) || before === stage) ?? 'production';
}

/** True for the test stages people must not mistake for production (dev, uat, prep, beta). */
export function isTestStage(environment: Environment): boolean {
  return STAGES.includes(environment);
}
