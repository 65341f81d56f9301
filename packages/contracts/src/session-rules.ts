// Session rules of the specification (§3, §4, §9) that both the web and the web-service apply.

export const COOKIE_NAMES = {
  token: "ID",
  guestToken: "ID_VISITEUR",
  postalCode: "CP",
  perimeter: "ID_PERIMETRE",
  credentials: "AUTH_CREDENTIAL",
  webview: "WEBVIEW",
  cartDrawer: "CART_DRAWER",
} as const;

const DAY_SECONDS = 24 * 60 * 60;

/** Cookie lifetimes in seconds. */
export const COOKIE_MAX_AGE = {
  token: 365 * DAY_SECONDS,
  guestToken: 1 * DAY_SECONDS,
  postalCode: 365 * DAY_SECONDS,
  perimeter: 365 * DAY_SECONDS,
  credentials: 365 * DAY_SECONDS,
  webview: 365 * DAY_SECONDS,
  cartDrawer: 365 * DAY_SECONDS,
} as const;

/** Cookies cleared on sign-out and on any 401, 403 or NOT_AUTHORIZED answer. */
export const CREDENTIAL_COOKIES = [
  COOKIE_NAMES.token,
  COOKIE_NAMES.guestToken,
  COOKIE_NAMES.perimeter,
  COOKIE_NAMES.credentials,
] as const;

export const CUSTOMER_ROLE_ID = 2;

export const LEGACY_ACCOUNT_ID_LIMIT = 3_725_781;
export const LEGACY_ACCESS_CUTOFF = new Date("2025-11-03T00:00:00+01:00");

/** Old-site access: accounts below the legacy id before the cut-off date, or flagged accessOldVersion. */
export function hasLegacyAccess(user: { id: number; accessOldVersion: boolean }, now: Date): boolean {
  if (user.accessOldVersion) return true;
  return user.id < LEGACY_ACCOUNT_ID_LIMIT && now < LEGACY_ACCESS_CUTOFF;
}

/** Privileged (staff) = a token and a non-empty permissions list. */
export const isPrivileged = (credentials: { token?: string | null; permissions?: readonly string[] | null } | null) =>
  Boolean(credentials?.token) && (credentials?.permissions?.length ?? 0) > 0;

export { shouldClearCredentials } from "./client-values.ts";

export const IMPERSONATE_PERMISSION = "customer.impersonate";
/** Publishing or refusing customers' reviews (getModeration, setModeration: ADR 0092). */
export const REVIEW_MODERATION_PERMISSION = "reviews.moderate";
/** Moving orders as the warehouse does: weigh and prepare, hand to the courier, delivered, cancelled (ADR 0094). */
export const ORDER_DISPATCH_PERMISSION = "orders.dispatch";
/** Crediting or refusing the claims that wait for customer service above the instant-credit ceilings (ADR 0095). */
export const CLAIM_SETTLEMENT_PERMISSION = "claims.settle";
/** Opening a postal code to delivery from a perimeter, which tells the people waiting for it (ADR 0096). */
export const ZONE_OPENING_PERMISSION = "zones.open";
/** Reading what one staff member did as customers, across all customers: the team's supervisors (ADR 0097). */
export const STAFF_AUDIT_PERMISSION = "staff.audit";
/** Reading the waiting lists of products on reservation: who waits, who is told and until when (ADR 0120). */
export const RESERVATION_WAITLISTS_PERMISSION = "waitlists.read";
/** Setting a product's stock in a perimeter, or adding a delivery to it, on the stock screen (ADR 0126). */
export const STOCK_WRITE_PERMISSION = "stock.write";
/** Changing a product's VAT rate and issuing the rectifying invoices it calls for, on the invoices screen (ADR 0133). */
export const INVOICES_WRITE_PERMISSION = "invoices.write";
