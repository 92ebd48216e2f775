import { GatewayError } from '../../../src-domain/gateway/gateway.errors';
import { unwrapEnvelope } from '../../../src-infrastructure/gateway/gateway-envelope';

describe('unwrapEnvelope', () => {
  it('answers the data of the envelope, nothing for a 204, and refuses anything else', () => {
    expect(unwrapEnvelope(200, { data: { id: 1 }, status_code: 200 })).toEqual({ id: 1 });
    expect(unwrapEnvelope(201, { data: { id: 2 }, status_code: 200 })).toEqual({ id: 2 });
    expect(unwrapEnvelope(204, '')).toBeUndefined();
    const malformed = (() => {
      try {
        return unwrapEnvelope(200, 'not an envelope');
      } catch (error) {
        return error;
      }
    })();
    expect(malformed).toBeInstanceOf(GatewayError);
    expect((malformed as GatewayError).code).toBe('GATEWAY.UNEXPECTED_STATUS');
  });
});
