import { parseCookie } from 'cookie';

/**
 * The value of the cookie `name` in a Cookie header (`document.cookie`, or a request's header
 * while the server renders), URI-decoded; undefined when absent. The client's one cookie parser.
 */
export function cookieValue(header: string, name: string): string | undefined {
  return parseCookie(header)[name];
}
