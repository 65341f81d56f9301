// Who is calling: the token comes from `Authorization: Bearer` (apps, webviews) or the `ID` cookie (browser).
import type { FastifyRequest } from "fastify";
import type { CallContract } from "@cabas/contracts";
import { AppError } from "./app-error.ts";

export type Principal = {
  kind: "guest" | "customer";
  userId: number | null;
  permissions: readonly string[];
  sessionId?: number;
  perimeterId?: number | null;
  postalCode?: string | null;
  /** The staff member acting as this customer, if any. */
  impersonatorId?: number | null;
  /** The login-as (impersonations row) this session belongs to: its write calls are recorded against it. */
  impersonationId?: number | null;
  /** Until when (ms) this holds unless the session's row changes; absent, answers for it are not kept. */
  freshUntil?: number;
};

/** Resolves a token to a principal; the sessions feature plugs its own in, until then nobody is signed in. */
/** A signed-in customer: the principal of a call whose contract says `access: "customer"`. */
export type Customer = Principal & { userId: number };

/** The caller of a customer-only call; the registry has already refused anyone else, so reaching here without one is a bug. */
export function customerOf(principal: Principal | null): Customer {
  if (principal?.kind !== "customer" || principal.userId === null) throw new Error("customer call reached without a customer");
  return principal as Customer;
}

export type Authenticator = (token: string) => Promise<Principal | null>;
export const noSessions: Authenticator = () => Promise.resolve(null);

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice("Bearer ".length).trim();
    if (token) return token;
  }
  // The account's token first; a guest only has its visitor token.
  return request.cookies.ID || request.cookies.ID_VISITEUR || null;
}

/** Refuses a caller the contract does not let in: its access, and for a staff call its own permission if it names one. */
export function assertAccess({ access, permission }: Pick<CallContract, "access" | "permission">, principal: Principal | null): void {
  if (access === "public") return;
  if (!principal) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  if (access === "customer" && principal.kind !== "customer") throw new AppError("UNAUTHORIZED", "Connexion requise.");
  if (access === "staff" && (principal.permissions.length === 0 || (permission !== undefined && !principal.permissions.includes(permission)))) {
    throw new AppError("FORBIDDEN", "Accès réservé.");
  }
}

/** A staff member: the principal of a call whose contract says `access: "staff"`, always with their account. */
export type StaffMember = Principal & { userId: number };

/** The caller of a staff call; the registry has already refused anyone else, so reaching here without one is a bug. */
export function staffOf(principal: Principal | null): StaffMember {
  if (!principal || principal.permissions.length === 0 || principal.userId === null) throw new Error("staff call reached without a staff member");
  return principal as StaffMember;
}
