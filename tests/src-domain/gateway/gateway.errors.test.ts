import {
  gatewayCodeForStatus,
  GatewayError,
  missingTokenError,
} from '../../../src-domain/gateway/gateway.errors';
import { DomainError } from '../../../src-domain/shared/domain-error';

describe('gateway errors (spec 000 §7, §8)', () => {
  it.each([
    [0, 'GATEWAY.NETWORK'],
    [400, 'GATEWAY.BAD_REQUEST'],
    [401, 'GATEWAY.UNAUTHORIZED'],
    [403, 'GATEWAY.FORBIDDEN'],
    [404, 'GATEWAY.NOT_FOUND'],
    [503, 'GATEWAY.SERVER_ERROR'],
    [302, 'GATEWAY.UNEXPECTED_STATUS'],
  ])('%i → %s', (status, code) => {
    expect(gatewayCodeForStatus(status)).toBe(code);
  });
  it("raises a local 401 'Unauthorized' without a token", () => {
    const error = missingTokenError();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'GATEWAY.UNAUTHORIZED',
      status: 401,
      message: 'Unauthorized',
      name: 'GatewayError',
    });
    expect(new GatewayError('GATEWAY.FORBIDDEN', 403, 'no', 'USER_NOT_MAPPED').serverCode).toBe(
      'USER_NOT_MAPPED',
    );
    expect(new GatewayError('GATEWAY.NETWORK', 0).message).toBe('GATEWAY.NETWORK');
  });
});
