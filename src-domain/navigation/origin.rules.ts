/** An absolute http(s) URL split by hand (the domain has no URL global). */
export interface ParsedUrl {
  /** 'http:' or 'https:'. */
  readonly protocol: string;
  /** Lower-case host name, without port. */
  readonly hostname: string;
  /** Port as written, '' when absent or the scheme's default. */
  readonly port: string;
  /** scheme://host[:port], lower case, default port dropped. */
  readonly origin: string;
  /** Everything after the authority: '' or starting with '/', '?' or '#'. */
  readonly rest: string;
}

const ABSOLUTE = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)(.*)$/s;
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * Parses an absolute http(s) URL; `undefined` for other schemes, user-info ('user@host'),
 * empty or malformed hosts and non-numeric ports. Never throws.
 */
export function parseHttpUrl(value: string): ParsedUrl | undefined {
  const match = ABSOLUTE.exec(value);
  if (!match) return undefined;
  const protocol = `${match[1]!.toLowerCase()}:`;
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  const authority = match[2]!.toLowerCase();
  if (authority.includes('@')) return undefined;
  const portMatch = /^(.*?)(?::(\d{1,5}))?$/.exec(authority)!;
  const hostname = portMatch[1]!;
  if (!HOST.test(hostname)) return undefined;
  const writtenPort = portMatch[2] ?? '';
  if (writtenPort !== '' && Number(writtenPort) > 65535) return undefined;
  const port = writtenPort === DEFAULT_PORTS[protocol] ? '' : writtenPort;
  return {
    protocol,
    hostname,
    port,
    origin: `${protocol}//${hostname}${port ? `:${port}` : ''}`,
    rest: match[3]!,
  };
}

/** The normalised origin of an absolute http(s) URL, or `undefined` when it is not one. */
export function originOf(value: string): string | undefined {
  return parseHttpUrl(value.trim())?.origin;
}
