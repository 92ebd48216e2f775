/**
 * @jest-environment node
 */
import * as library from 'amazon-cognito-identity-js';
import {
  installNativeModPow,
  modPowBigInt,
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
const IntegerClass = reference.N.constructor as new (value: string, radix: number) => Integer;
const jsbnModPow = Object.getPrototypeOf(reference.N).modPow as Integer['modPow'];
const jsbn = (base: Integer, exponent: Integer, modulus: Integer) =>
  jsbnModPow.call(base, exponent, modulus, () => undefined).toString(16);

const randomHex = (bytes: number) =>
  Array.from({ length: bytes }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');

describe('SRP acceleration of amazon-cognito-identity-js', () => {
  it('computes what jsbn computes, for the group prime, small moduli and negative bases', () => {
    const cases: [string, string, string][] = [
      ['2', randomHex(128), reference.N.toString(16)],
      [randomHex(384), randomHex(160), reference.N.toString(16)],
      [`-${randomHex(384)}`, randomHex(129), reference.N.toString(16)],
      ['7', '0', 'b'],
      ['5', '3', '1'],
      ['ff', '10', 'd'],
    ];
    for (const [base, exponent, modulus] of cases) {
      const native = modPowBigInt(
        base.startsWith('-') ? -BigInt(`0x${base.slice(1)}`) : BigInt(`0x${base}`),
        BigInt(`0x${exponent}`),
        BigInt(`0x${modulus}`),
      ).toString(16);
      expect(native).toBe(
        jsbn(new IntegerClass(base, 16), new IntegerClass(exponent, 16), new IntegerClass(modulus, 16)),
      );
    }
  });

  it('answers the library modPow natively with the same values and callback', () => {
    expect(installNativeModPow(srp)).toBe(true);
    const prototype = Object.getPrototypeOf(reference.N) as Integer;
    expect(prototype.modPow).not.toBe(jsbnModPow);
    const exponent = new IntegerClass(randomHex(128), 16);
    let called: string | undefined;
    const returned = reference.g.modPow(exponent, reference.N, (error, value) => {
      expect(error).toBeNull();
      called = value.toString(16);
    });
    expect(returned.toString(16)).toBe(jsbn(reference.g, exponent, reference.N));
    expect(called).toBe(returned.toString(16));
    // A helper's A = g^a is the library's value.
    const helper = new Helper('pool');
    expect(helper.largeAValue.toString(16)).toBe(jsbn(helper.g, helper.smallAValue, helper.N));
  });

  it('hands a prepared pair (a, A = g^a) to the next helper only, once', () => {
    // Counts the exponentiations: a helper that takes the prepared pair computes none.
    const prototype = Object.getPrototypeOf(reference.N) as Integer;
    const native = prototype.modPow;
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
