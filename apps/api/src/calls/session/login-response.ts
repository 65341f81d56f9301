// The answer every sign-in call gives (spec §3: token, permissions, perimetre, code_postal, panier,
// modal, redirect), and the redirect target it may carry — an internal path only.
import type { Basket, LoginResponse } from "@cabas/contracts";
import { decideRedirect } from "../../domain/redirect-target.ts";

export function safeRedirect(target: string | undefined): string | null {
  if (!target) return null;
  const decision = decideRedirect(target, []);
  return decision.ok && decision.internal ? decision.url : null;
}

export function loginResponse(fields: {
  token: string;
  permissions: readonly string[];
  perimeterId: number;
  postalCode: string | null;
  modal?: string | null;
  redirect?: string | undefined;
  message?: string;
  /** The account's basket after sign-in (the guest's merged into it), when there is one. */
  panier?: Basket | null;
}): Omit<LoginResponse, "success" | "message"> & { message: string } {
  return {
    message: fields.message ?? "",
    token: fields.token,
    permissions: [...fields.permissions],
    perimetre: fields.perimeterId,
    code_postal: fields.postalCode,
    panier: fields.panier ?? null,
    modal: fields.modal ?? null,
    redirect: safeRedirect(fields.redirect),
  };
}
