/**
 * Makes amazon-cognito-identity-js's SRP sign-in cheaper on the main thread (issue #20):
 *
 * - Its big-integer library (a jsbn copy) computes the three modular exponentiations of a sign-in
 *   (A = g^a, g^x, (B − k·g^x)^(a + u·x), all modulo the 3072-bit group prime) in plain JS digits;
 *   `installNativeModPow` answers `modPow` with the engine's BigInt instead (a 4-bit fixed window),
 *   the same values about four times faster.
 * - The client's secret `a` and its public A = g^a do not depend on who signs in:
 *   `prepareClientEphemeral` draws and computes one pair ahead (while the user types); the next
 *   AuthenticationHelper the library makes takes that pair, once, instead of computing its own.
 *
 * Both patch the library's classes in place, found through the module the library exports (its
 * helper class is not in its type declarations), so the ES and CommonJS builds work alike.
 */

/** The library's big integer, as far as used here. */
interface JsbnInteger {
  toString(radix: number): string;
  modPow(
    exponent: JsbnInteger,
    modulus: JsbnInteger,
    callback: (error: Error | null, result: JsbnInteger) => void,
  ): JsbnInteger;
}

/** The library's AuthenticationHelper prototype, as far as used here. */
interface HelperPrototype {
  generateRandomSmallA(this: HelperInstance): JsbnInteger;
  calculateA(
    this: HelperInstance,
    a: JsbnInteger,
    callback: (error: Error | null, A: JsbnInteger) => void,
  ): void;
}

interface HelperInstance extends HelperPrototype {
  readonly g: JsbnInteger;
  readonly N: JsbnInteger;
}

/** The library module (amazon-cognito-identity-js) with the helper class it exports at run time. */
export interface SrpLibrary {
  readonly AuthenticationHelper?: unknown;
}

type JsbnConstructor = new (value: string, radix: number) => JsbnInteger;

const NATIVE = Symbol.for('brigade.srp.nativeModPow');
const PREPARED = Symbol.for('brigade.srp.preparedEphemeral');

function toBigInt(value: JsbnInteger): bigint {
  const hex = value.toString(16);
  return hex.startsWith('-') ? -BigInt(`0x${hex.slice(1)}`) : BigInt(`0x${hex}`);
}

/**
 * base^exponent mod modulus for a positive modulus and a non-negative exponent; the result is in
 * [0, modulus) also for a negative base (as jsbn's modPow answers).
 */
export function modPowBigInt(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  const b = ((base % modulus) + modulus) % modulus;
  // A fixed 4-bit window: 15 products ahead, then per hex digit of the exponent four squarings
  // and at most one product (half the products of bit-by-bit square-and-multiply).
  const table: bigint[] = [1n, b];
  for (let power = 2; power < 16; power++) table.push((table[power - 1]! * b) % modulus);
  let result = 1n;
  for (const digit of exponent.toString(16)) {
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    result = (result * result) % modulus;
    const value = parseInt(digit, 16);
    if (value !== 0) result = (result * table[value]!) % modulus;
  }
  return result;
}

function helperPrototypeOf(library: SrpLibrary): HelperPrototype | undefined {
  const helper = library.AuthenticationHelper as { prototype?: HelperPrototype } | undefined;
  return typeof helper?.prototype?.generateRandomSmallA === 'function' ? helper.prototype : undefined;
}

/**
 * Answers the library's `modPow` with BigInt (same values, same callback-and-return contract).
 * Installs once per library copy; does nothing where the engine has no BigInt or the library's
 * shape is not the expected one (the sign-in then keeps the library's own arithmetic).
 */
export function installNativeModPow(library: SrpLibrary): boolean {
  const helper = helperPrototypeOf(library);
  if (!helper || typeof BigInt !== 'function') return false;
  // A helper object without its constructor (which would compute A): its random `a` is a big
  // integer of the library's own class.
  const probe = helper.generateRandomSmallA.call(Object.create(helper) as HelperInstance);
  const integer = Object.getPrototypeOf(probe) as JsbnInteger & { [NATIVE]?: true };
  if (integer[NATIVE]) return true;
  const Integer = integer.constructor as JsbnConstructor;
  integer.modPow = function nativeModPow(this: JsbnInteger, exponent, modulus, callback) {
    const result = new Integer(
      modPowBigInt(toBigInt(this), toBigInt(exponent), toBigInt(modulus)).toString(16),
      16,
    );
    callback(null, result);
    return result;
  };
  integer[NATIVE] = true;
  return true;
}

interface Ephemeral {
  readonly a: JsbnInteger;
  readonly A: JsbnInteger;
}

type PreparingPrototype = HelperPrototype & { [PREPARED]?: { pair: Ephemeral | undefined } };

/**
 * Draws the client's secret `a` and computes A = g^a now, for the next sign-in: the next
 * AuthenticationHelper takes the pair (once; a second helper draws its own as the library does).
 * A pair already waiting is kept. Returns false when the library's shape is not the expected one.
 */
export function prepareClientEphemeral(library: SrpLibrary): boolean {
  const helper = helperPrototypeOf(library) as PreparingPrototype | undefined;
  if (!helper) return false;
  let slot = helper[PREPARED];
  if (!slot) {
    const state: { pair: Ephemeral | undefined } = { pair: undefined };
    slot = state;
    helper[PREPARED] = state;
    const draw = helper.generateRandomSmallA;
    const calculate = helper.calculateA;
    // The constructor draws `a`, then computes A from it: a waiting pair answers both, once.
    helper.generateRandomSmallA = function takePreparedSmallA(this: HelperInstance) {
      return state.pair?.a ?? draw.call(this);
    };
    helper.calculateA = function takePreparedLargeA(this: HelperInstance, a, callback) {
      const pair = state.pair;
      if (pair && pair.a === a) {
        state.pair = undefined;
        callback(null, pair.A);
        return;
      }
      calculate.call(this, a, callback);
    };
  }
  if (slot.pair) return true;
  // A helper built now draws its own `a` and computes A (no pair is waiting): that pair is the
  // next sign-in's.
  const Helper = library.AuthenticationHelper as new (poolName: string) => {
    readonly smallAValue?: JsbnInteger;
    readonly largeAValue?: JsbnInteger;
  };
  const made = new Helper('prepared');
  if (made.smallAValue && made.largeAValue) slot.pair = { a: made.smallAValue, A: made.largeAValue };
  return true;
}
