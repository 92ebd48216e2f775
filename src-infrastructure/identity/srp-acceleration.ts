/**
 * Makes amazon-cognito-identity-js's SRP sign-in cheaper on the main thread (issue #20). The
 * library stays the SRP implementation; its AuthenticationHelper class is patched in place, found
 * through the module the library exports (the class is not in its type declarations), so the ES
 * and CommonJS builds work alike.
 *
 * - The client's secret `a` and its public A = g^a (a modular exponentiation modulo the 3072-bit
 *   group prime) do not depend on who signs in: `prepareClientEphemeral` computes one pair ahead,
 *   or `provideClientEphemeral` hands one computed elsewhere (the SRP worker); the next
 *   AuthenticationHelper the library makes takes that pair, once, instead of computing its own.
 * - The password step (g^x and (B − k·g^x)^(a + u·x) mod N, the sign-in's heaviest work) can be
 *   handed to an `PasswordKeyOffload` (the SRP worker, which runs the library's own helper through
 *   `computePasswordKey`): while it computes, the main thread is free for the screens after the
 *   sign-in. When the offload fails, the library's own code computes the key on the main thread.
 *
 * (The engine's BigInt was tried for the exponentiations: in Node it is four times faster than the
 * library's jsbn digits, but in the bench's Chromium 150 one g^a took 274 ms unthrottled, 0.8 ms
 * per 3072-bit square-and-reduce, and the sign-in got slower: the library keeps its own.)
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

type KeyCallback = (error: Error | null, key: Uint8Array | null) => void;

/** The library's AuthenticationHelper prototype, as far as used here. */
interface HelperPrototype {
  generateRandomSmallA(this: HelperInstance): JsbnInteger;
  calculateA(
    this: HelperInstance,
    a: JsbnInteger,
    callback: (error: Error | null, A: JsbnInteger) => void,
  ): void;
  getPasswordAuthenticationKey(
    this: HelperInstance,
    username: string,
    password: string,
    serverBValue: JsbnInteger,
    salt: JsbnInteger,
    callback: KeyCallback,
  ): void;
}

interface HelperInstance extends HelperPrototype {
  readonly g: JsbnInteger;
  readonly N: JsbnInteger;
  readonly poolName: string;
  readonly smallAValue?: JsbnInteger;
  readonly largeAValue?: JsbnInteger;
}

/** The library module (amazon-cognito-identity-js) with the helper class it exports at run time. */
export interface SrpLibrary {
  readonly AuthenticationHelper?: unknown;
}

/** A client SRP pair as lower-case hexadecimal without leading zeros: secret a, public A = g^a mod N. */
export interface EphemeralHex {
  readonly a: string;
  readonly A: string;
}

/**
 * What the password step needs, every integer in hexadecimal: the helper's pool name (the user
 * pool's or the device group's), the client pair, the user id the library signs with, the
 * password, and the server's B and salt.
 */
export interface PasswordKeyRequest {
  readonly poolName: string;
  readonly a: string;
  readonly A: string;
  readonly username: string;
  readonly password: string;
  readonly B: string;
  readonly salt: string;
}

/** Computes the password step's 16-byte key elsewhere; rejects when it cannot. */
export type PasswordKeyOffload = (request: PasswordKeyRequest) => Promise<Uint8Array>;

const PREPARED = Symbol.for('brigade.srp.preparedEphemeral');

interface PatchState {
  /** The pair the next helper takes, once. */
  pair: EphemeralHex | undefined;
  /** Where the password step runs instead of the main thread, when set. */
  offload: PasswordKeyOffload | undefined;
  /** The library's own password step. */
  readonly ownPasswordKey: HelperPrototype['getPasswordAuthenticationKey'];
}

type PatchedPrototype = HelperPrototype & { [PREPARED]?: PatchState };

function helperPrototypeOf(library: SrpLibrary): HelperPrototype | undefined {
  const helper = library.AuthenticationHelper as { prototype?: HelperPrototype } | undefined;
  return typeof helper?.prototype?.generateRandomSmallA === 'function' ? helper.prototype : undefined;
}

/** The library's own BigInteger class, reached through the group prime every helper sets first. */
function integer(helper: HelperInstance, hex: string): JsbnInteger {
  const BigInteger = (
    helper.N as unknown as { constructor: new (text: string, radix: number) => JsbnInteger }
  ).constructor;
  return new BigInteger(hex, 16);
}

/**
 * Patches the helper class once (idempotent): its constructor takes a waiting pair, and its
 * password step goes to the offload when one is set. Undefined when the library's shape is not
 * the expected one.
 */
function patched(library: SrpLibrary): PatchState | undefined {
  const helper = helperPrototypeOf(library) as PatchedPrototype | undefined;
  if (!helper) return undefined;
  const existing = helper[PREPARED];
  if (existing) return existing;
  const draw = helper.generateRandomSmallA;
  const calculate = helper.calculateA;
  const passwordKey = helper.getPasswordAuthenticationKey;
  const state: PatchState = { pair: undefined, offload: undefined, ownPasswordKey: passwordKey };
  helper[PREPARED] = state;
  // The constructor draws `a`, then computes A from it: a waiting pair answers both, once.
  helper.generateRandomSmallA = function takePreparedSmallA(this: HelperInstance) {
    return state.pair ? integer(this, state.pair.a) : draw.call(this);
  };
  helper.calculateA = function takePreparedLargeA(this: HelperInstance, a, callback) {
    const pair = state.pair;
    if (pair && a.toString(16) === pair.a) {
      state.pair = undefined;
      callback(null, integer(this, pair.A));
      return;
    }
    calculate.call(this, a, callback);
  };
  helper.getPasswordAuthenticationKey = function offloadedPasswordKey(
    this: HelperInstance,
    username,
    password,
    serverBValue,
    salt,
    callback,
  ) {
    const onMainThread = () => {
      try {
        passwordKey.call(this, username, password, serverBValue, salt, callback);
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      }
    };
    const offload = state.offload;
    if (!offload || !this.smallAValue || !this.largeAValue) {
      onMainThread();
      return;
    }
    offload({
      poolName: this.poolName,
      a: this.smallAValue.toString(16),
      A: this.largeAValue.toString(16),
      username,
      password,
      B: serverBValue.toString(16),
      salt: salt.toString(16),
    }).then((key) => callback(null, key), onMainThread);
  };
  return state;
}

/** The pair of a helper made now (it draws its own `a` and computes A: no pair is waiting). */
function freshPair(library: SrpLibrary): EphemeralHex | undefined {
  const Helper = library.AuthenticationHelper as new (poolName: string) => HelperInstance;
  const made = new Helper('prepared');
  return made.smallAValue && made.largeAValue
    ? { a: made.smallAValue.toString(16), A: made.largeAValue.toString(16) }
    : undefined;
}

/**
 * Draws the client's secret `a` and computes A = g^a now, for the next sign-in: the next
 * AuthenticationHelper takes the pair (once; a second helper draws its own as the library does).
 * A pair already waiting is kept. Returns false when the library's shape is not the expected one.
 */
export function prepareClientEphemeral(library: SrpLibrary): boolean {
  const state = patched(library);
  if (!state) return false;
  state.pair ??= freshPair(library);
  return true;
}

/**
 * Hands a pair computed elsewhere (`computeClientEphemeral`, in the SRP worker) to the next
 * AuthenticationHelper, replacing one waiting. Returns false when the library's shape is not the
 * expected one.
 */
export function provideClientEphemeral(library: SrpLibrary, pair: EphemeralHex): boolean {
  const state = patched(library);
  if (!state) return false;
  state.pair = pair;
  return true;
}

/**
 * Sends every later password step to `offload` (undefined: back to the main thread). Returns false
 * when the library's shape is not the expected one.
 */
export function offloadPasswordStep(library: SrpLibrary, offload: PasswordKeyOffload | undefined): boolean {
  const state = patched(library);
  if (!state) return false;
  state.offload = offload;
  return true;
}

/** A fresh client pair (a, A = g^a mod N), computed by the library's helper (SRP worker side). */
export function computeClientEphemeral(library: SrpLibrary): EphemeralHex {
  const pair = freshPair(library);
  if (!pair) throw new Error('SRP_LIBRARY_UNEXPECTED');
  return pair;
}

/**
 * The password step's key, computed by the library's own helper built over the request's pair
 * (SRP worker side). Rejects with the library's error (for example B ≡ 0 mod N).
 */
export function computePasswordKey(library: SrpLibrary, request: PasswordKeyRequest): Promise<Uint8Array> {
  const state = patched(library);
  if (!state) return Promise.reject(new Error('SRP_LIBRARY_UNEXPECTED'));
  const Helper = library.AuthenticationHelper as new (poolName: string) => HelperInstance;
  // A pair waiting for the next sign-in (same realm: tests) waits on after this helper.
  const waiting = state.pair;
  state.pair = { a: request.a, A: request.A };
  const helper = new Helper(request.poolName);
  state.pair = waiting;
  return new Promise((resolve, reject) => {
    try {
      state.ownPasswordKey.call(
        helper,
        request.username,
        request.password,
        integer(helper, request.B),
        integer(helper, request.salt),
        (error, value) => (error || !value ? reject(error ?? new Error('SRP_NO_KEY')) : resolve(value)),
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
