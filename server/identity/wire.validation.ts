import { CognitoError, invalidParameter } from './identity.errors';
import type { IdentityContext } from './identity.context';

/** A parsed JSON request body of the Cognito protocol; validated field by field. */
export type WireObject = Record<string, unknown>;

/** The request body as an object; anything else is InvalidParameterException. */
export function asWireObject(value: unknown, name = 'request body'): WireObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParameter(`${name} must be a JSON object`);
  }
  return value as WireObject;
}

/** A non-empty string of at most `max` characters, or InvalidParameterException naming the field. */
export function requiredString(object: WireObject, key: string, max = 2048): string {
  const value = object[key];
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParameter(`Missing required parameter ${key}`);
  if (value.length > max) throw invalidParameter(`${key} is too long`);
  return value;
}

export function optionalString(object: WireObject, key: string, max = 2048): string | undefined {
  if (object[key] === undefined || object[key] === null) return undefined;
  return requiredString(object, key, max);
}

/** A map of strings (AuthParameters, ChallengeResponses, ClientMetadata); {} when absent. */
export function stringMap(object: WireObject, key: string): Record<string, string> {
  const value = object[key];
  if (value === undefined || value === null) return {};
  const map = asWireObject(value, key);
  const entries = Object.entries(map).filter(([, v]) => v !== undefined && v !== null);
  for (const [name, v] of entries) {
    if (typeof v !== 'string') throw invalidParameter(`${key}.${name} must be a string`);
    if (v.length > 4096) throw invalidParameter(`${key}.${name} is too long`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** ClientId must name our app client. */
export function assertClientId(context: IdentityContext, object: WireObject): string {
  const clientId = requiredString(object, 'ClientId', 128);
  if (clientId !== context.config.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}
