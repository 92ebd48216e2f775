/**
 * Makes amazon-cognito-identity-js's SRP sign-in cheaper after the click (issue #20): the client's
 * secret `a` and its public A = g^a (a modular exponentiation modulo the 3072-bit group prime, a
 * third of the sign-in's big-integer work) do not depend on who signs in, so
 * `prepareClientEphemeral` draws and computes one pair ahead (while the user types); the next
 * AuthenticationHelper the library makes takes that pair, once, instead of computing its own.
 *
 * (The engine's BigInt was tried for the exponentiations: in Node it is four times faster than the
 * library's jsbn digits, but in the bench's Chromium 150 one g^a took 274 ms unthrottled, 0.8 ms
 * per 3072-bit square-and-reduce, and the sign-in got slower: the library keeps its own.)
 *
 * It patches the library's helper class in place, found through the module the library exports
 * (the class is not in its type declarations), so the ES and CommonJS builds work alike.
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

const PREPARED = Symbol.for('brigade.srp.preparedEphemeral');

function helperPrototypeOf(library: SrpLibrary): HelperPrototype | undefined {
  const helper = library.AuthenticationHelper as { prototype?: HelperPrototype } | undefined;
  return typeof helper?.prototype?.generateRandomSmallA === 'function' ? helper.prototype : undefined;
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
