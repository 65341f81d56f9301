// Customers, staff, sessions (guest and signed-in), password resets, opt-ins, rate limits, audit.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { perimeters } from "./perimeters.ts";

export const CUSTOMER_ROLE_ID = 2;

export const users = pgTable(
  "users",
  {
    // Account numbers continue the legacy numbering: ids below 3725781 are pre-2025 accounts.
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 4_000_000 }),
    email: text().notNull(),
    passwordHash: text().notNull(),
    civilite: text(),
    nom: text().notNull(),
    prenom: text().notNull(),
    phone: text(),
    kind: text().$type<"consumer" | "professional">().notNull().default("consumer"),
    companyName: text(),
    siret: text(),
    vatNumber: text(),
    roleId: integer().notNull().default(CUSTOMER_ROLE_ID),
    /** Staff permissions (e.g. customer.impersonate); empty for customers. */
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    accessOldVersion: boolean().notNull().default(false),
    /** Site-version group chosen with setGroupe: the new site or the old one. */
    siteGroup: text().$type<"new" | "old">().notNull().default("new"),
    /**
     * When the account proved it reads its address (a confirmation link or a reset link used, ADR 0048); null until
     * then, and again after the address changes. Games with prizes need it.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    postalCode: text(),
    perimeterId: integer().references(() => perimeters.id, { onDelete: "set null" }),
    /**
     * The customer's own last use of the account at a day's precision: a sign-in, or any call of a signed-in session
     * of theirs (staff acting as them does not count). Null before migration 0064 saw a session. With orders placed
     * and delivered, it says when an inactive account is erased (ADR 0135).
     */
    lastActiveAt: timestamp({ withTimezone: true }),
    /** When the notice « Votre compte Cabas sera supprimé le … » was queued; null when none is running (ADR 0135). */
    inactivityWarnedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    check("users_civilite", sql`${t.civilite} is null or ${t.civilite} in ('M.', 'Mme')`),
    check("users_kind", sql`${t.kind} in ('consumer', 'professional')`),
    check("users_site_group", sql`${t.siteGroup} in ('new', 'old')`),
    check(
      "users_professional_has_company",
      sql`${t.kind} <> 'professional' or (${t.companyName} is not null and ${t.siret} is not null)`,
    ),
  ],
);

/** A session is a guest (postal code only) or a customer; only the SHA-256 of its token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull().unique(),
    kind: text().$type<"guest" | "customer">().notNull(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** Staff member acting as the customer (login-as), if any. */
    impersonatorId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** The login-as it belongs to: its write calls are recorded against it (impersonation_actions, ADR 0048). */
    impersonationId: integer().references((): AnyPgColumn => impersonations.id, { onDelete: "set null" }),
    postalCode: text(),
    perimeterId: integer().references(() => perimeters.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    check("sessions_kind", sql`${t.kind} in ('guest', 'customer')`),
    check("sessions_customer_has_user", sql`${t.kind} = 'guest' or ${t.userId} is not null`),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

export const optins = pgTable(
  "optins",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    subscribed: boolean().notNull(),
    origin: text(),
    suffixPref: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Fixed-window counters shared by every API instance (login and reset attempts). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

export const impersonations = pgTable(
  "impersonations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    staffUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [
    index("impersonations_staff_idx").on(t.staffUserId),
    // The staff journal of one customer, newest first (getJournalSA, ADR 0091).
    index("impersonations_customer_idx").on(t.customerUserId, t.startedAt),
  ],
);

/**
 * Every write call made during a login-as: which call, when, whether it went through. No payload: what staff did as
 * the customer, not the customer's data again (ADR 0048). Written once per call by the call registry.
 */
export const impersonationActions = pgTable(
  "impersonation_actions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    impersonationId: integer()
      .notNull()
      .references(() => impersonations.id, { onDelete: "cascade" }),
    callName: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** False when the call was refused (a business rule, a bad input): it changed nothing, but staff tried. */
    succeeded: boolean().notNull(),
  },
  (t) => [index("impersonation_actions_impersonation_idx").on(t.impersonationId)],
);

/**
 * Links that confirm an account's address, single-use like password resets (only the token's SHA-256 is kept). The
 * address is the one mailed: a link sent before the address changed confirms nothing. `returnPath` is where the
 * shopper goes back once confirmed, chosen by the web-service, never by the link.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    returnPath: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_confirmations_user_idx").on(t.userId)],
);

/**
 * A new e-mail address asked from « Mes informations personnelles », waiting for its link to be opened (ADR 0041,
 * amendment of 2026-11-30): the account keeps its address until then. One per account (a newer request replaces
 * it); the link's token is stored as its SHA-256, like a reset link's. Kept once used, so a second opening of the link
 * can say it already served; deleted with the account.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** The session that asked, proved by the password: it stays open when the change applies, as it did before. */
    requestedBySessionId: integer().references(() => sessions.id, { onDelete: "set null" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
);

/** Durable background work (emails…): claimed with SKIP LOCKED so each job runs once across instances. */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedUntil: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("background_jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`)],
);
