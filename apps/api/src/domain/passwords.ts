// Passwords: argon2id with the OWASP-recommended cost (19 MiB, t=2, p=1), and a list of refused ones.
import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

// Algorithm 2 = Argon2id in @node-rs/argon2 (its enum is a const enum, unusable with isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => (decoyHash ??= hashPassword("cabas-decoy-password"));

/** Why a new password is refused, in French, or null when it is acceptable. */
export function weakPasswordReason(password: string, context: { email?: string | undefined }): string | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return "Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.";
  if (/^(.)\1+$/.test(password)) return "Ce mot de passe est trop simple : évitez de répéter un seul caractère.";
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (context.email && (lowered === context.email.toLowerCase() || (local && local.length >= 4 && lowered.includes(local)))) {
    return "Le mot de passe ne doit pas reprendre votre adresse e-mail.";
  }
  return null;
}
