import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '@woodshed/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

const COMMON_PASSWORD_COUNT = 3_000;
/** The list is ordered by frequency; its head is the 3,000 most common passwords. */
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** The message for a password that may not be chosen, or null. */
export function newPasswordProblem(password: string, email?: string): string | null {
  return passwordProblem(password, { email, isCommon: isCommonPassword });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check when the account does not exist, so timing does not reveal it. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('woodshed-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
