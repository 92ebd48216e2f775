/**
 * @jest-environment node
 */
import * as library from 'amazon-cognito-identity-js';
import {
  prepareClientEphemeral,
  type SrpLibrary,
} from '../../../src-infrastructure/identity/srp-acceleration';

interface Integer {
  toString(radix: number): string;
  modPow(e: Integer, m: Integer, callback: (error: Error | null, r: Integer) => void): Integer;
}
interface Helper {
  readonly N: Integer;
  readonly g: Integer;
  readonly smallAValue: Integer;
  readonly largeAValue: Integer;
}
const srp = library as unknown as SrpLibrary;
const Helper = srp.AuthenticationHelper as new (pool: string) => Helper;

/** The library's own modPow (jsbn), kept before any patch. */
const reference = new Helper('reference');
const jsbnModPow = Object.getPrototypeOf(reference.N).modPow as Integer['modPow'];
const jsbn = (base: Integer, exponent: Integer, modulus: Integer) =>
  jsbnModPow.call(base, exponent, modulus, () => undefined).toString(16);

describe('SRP acceleration of amazon-cognito-identity-js', () => {
  it('hands a prepared pair (a, A = g^a) to the next helper only, once', () => {
    // Counts the exponentiations: a helper that takes the prepared pair computes none.
    const prototype = Object.getPrototypeOf(reference.N) as Integer;
    const native = jsbnModPow;
    let exponentiations = 0;
    prototype.modPow = function counted(this: Integer, ...args: Parameters<Integer['modPow']>) {
      exponentiations++;
      return native.apply(this, args);
    };
    expect(prepareClientEphemeral(srp)).toBe(true);
    expect(exponentiations).toBe(1);
    const first = new Helper('pool');
    expect(exponentiations).toBe(1);
    const second = new Helper('pool');
    expect(exponentiations).toBe(2);
    prototype.modPow = native;
    expect(first.largeAValue.toString(16)).toBe(jsbn(first.g, first.smallAValue, first.N));
    expect(second.largeAValue.toString(16)).toBe(jsbn(second.g, second.smallAValue, second.N));
    expect(second.smallAValue.toString(16)).not.toBe(first.smallAValue.toString(16));
    // Prepared twice before a sign-in: still one pair, taken by the next helper.
    prepareClientEphemeral(srp);
    prepareClientEphemeral(srp);
    const third = new Helper('pool');
    const fourth = new Helper('pool');
    expect(third.smallAValue.toString(16)).not.toBe(fourth.smallAValue.toString(16));
    expect(third.largeAValue.toString(16)).toBe(jsbn(third.g, third.smallAValue, third.N));
  });
});
