import type { IdentityUser, IdentityService, CreateUserInput } from './identity.service';

/** A demo account: as CreateUserInput; `password` is required (the demo one is `Brigade-demo-1`). */
export type SeedIdentityUserInput = CreateUserInput;

/**
 * Idempotent creation of a user for a demo seed: returns the existing user when the e-mail is
 * already taken (its password and status are left as they are), else creates it. Rejects
 * with IdentityError for invalid input (see IdentityService.createUser).
 */
export async function seedIdentityUser(
  service: IdentityService,
  input: SeedIdentityUserInput,
): Promise<IdentityUser> {
  const existing = await service.findUserByEmail(input.email);
  return existing ?? service.createUser(input);
}

/** Seeds several users in order; returns them keyed by lower-cased e-mail. */
export async function seedIdentityUsers(
  service: IdentityService,
  inputs: readonly SeedIdentityUserInput[],
): Promise<Map<string, IdentityUser>> {
  const users = new Map<string, IdentityUser>();
  for (const input of inputs) {
    const user = await seedIdentityUser(service, input);
    users.set(user.email, user);
  }
  return users;
}
