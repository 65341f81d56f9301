// Where each column that ties a row to a person goes in « Télécharger mes données »: the file's section that
// exports it, or why it is left out. export-coverage.test.ts fails when a table gains such a column (a reference to
// users, a *userId/*customerId or e-mail column) that is not listed here, so the export stays complete as the
// schema grows. Every column of `users` itself is listed. Decisions: docs/adr/0082-download-my-data.md.
import type { Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PersonalDataSection } from "@cabas/contracts";
import type { schema } from "@cabas/db";

export type Coverage = { section: PersonalDataSection } | { excluded: string };

type Schema = typeof schema;
type Tables = { [K in keyof Schema as Schema[K] extends PgTable ? K : never]: Schema[K] };
type ColumnsOf<T> = { [C in keyof T as T[C] extends Column ? C : never]?: Coverage };

/** Typed by the schema: a table or column renamed or dropped is a compile error here. */
export type CoverageMap = { [T in keyof Tables]?: ColumnsOf<Tables[T]> };

const compte = { section: "compte" } as const;

export const EXPORT_COVERAGE = {
  users: {
    id: compte,
    email: compte,
    passwordHash: {
      excluded:
        "a secret derived from the password (argon2id): it would help guess the password and tells its owner nothing",
    },
    civilite: compte,
    nom: compte,
    prenom: compte,
    phone: compte,
    kind: compte,
    companyName: compte,
    siret: compte,
    vatNumber: compte,
    roleId: {
      excluded:
        "the internal role number, the same for every customer; the account's kind and permissions are exported",
    },
    permissions: compte,
    accessOldVersion: compte,
    siteGroup: compte,
    emailConfirmedAt: compte,
    postalCode: compte,
    perimeterId: compte,
    createdAt: compte,
    updatedAt: compte,
    lastActiveAt: compte,
    inactivityWarnedAt: compte,
  },
  sessions: {
    userId: { section: "connexions" },
    impersonatorId: {
      excluded:
        "the adviser who opened a login-as session: the customer's file says the session was an adviser's (par_un_conseiller), not who (CJEU C-579/21, Pankki S); an adviser's own export does not list the customers they helped",
    },
  },
  passwordResets: { userId: { section: "reinitialisations_du_mot_de_passe" } },
  optins: { userId: { section: "abonnements" } },
  impersonations: {
    staffUserId: {
      excluded:
        "the adviser's identity (see sessions.impersonatorId); their export does not list the customers they helped",
    },
    customerUserId: { section: "acces_du_service_client" },
  },
  emailConfirmations: {
    userId: { section: "confirmations_de_l_email" },
    email: { section: "confirmations_de_l_email" },
  },
  // A new address's link (ADR 0041, amended) is a confirmation of an address too: same section, same fields.
  emailChanges: {
    userId: { section: "confirmations_de_l_email" },
    newEmail: { section: "confirmations_de_l_email" },
  },
  addresses: { userId: { section: "adresses" } },
  baskets: { userId: { section: "paniers" } },
  productPreferences: { userId: { section: "preferences_produits" } },
  slotBookings: { userId: { section: "places_de_creneaux" } },
  loyaltyLedger: { userId: { section: "fidelite" } },
  vouchers: { userId: { section: "bons_achat" } },
  paymentCards: { userId: { section: "cartes_bancaires" } },
  sepaMandates: { userId: { section: "mandats_sepa" } },
  orders: { userId: { section: "commandes" } },
  rectifyingInvoices: {
    issuedByUserId: { excluded: "the staff member who issued a rectifying invoice on the invoices screen (ADR 0133): their identity; the customer's order has the document" },
  },
  orderGifts: { userId: { section: "commandes" } },
  orderClaims: {
    userId: { section: "reclamations" },
    settledByUserId: { excluded: "the staff member who settled the claim on the claims screen (ADR 0095): their identity; the customer's export has the decision, its date and a refusal's reason" },
  },
  orderClaimRevisions: {
    revisedByUserId: { excluded: "the staff member who revised the claim (ADR 0098): their identity; the customer's export has each revision's date, amount and reason" },
    previousSettledByUserId: { excluded: "the staff member whose decision the revision followed (ADR 0098): their identity, as order_claims.settledByUserId" },
  },
  referralCodes: { userId: { section: "parrainage" } },
  referrals: {
    referrerId: { section: "parrainage" },
    // The address the customer typed to invite a friend: theirs to see again, as « Mes parrainages » shows it.
    email: { section: "parrainage" },
    // As the friend: when they signed up and their welcome voucher, never who invited them (the referrer's data).
    refereeId: { section: "parrainage" },
  },
  shoppingLists: { userId: { section: "listes" } },
  notepads: { userId: { section: "blocs_notes" } },
  challengeEntries: { userId: { section: "defis" } },
  calendarPlays: { userId: { section: "calendrier_de_l_avent" } },
  cinemaContestPlays: { userId: { section: "concours_cinema" } },
  productReviews: {
    userId: { section: "avis_produits" },
    moderatedBy: { excluded: "the moderator's identity (ADR 0094); the author's export has the decision, its date and a refusal's reason" },
  },
  courierRatings: {
    userId: { section: "notations_livreur" },
    moderatedBy: { excluded: "the moderator's identity (ADR 0094); the author's export has the decision, its date and a refusal's reason" },
  },
  postalCodeOpenings: {
    openedByUserId: { excluded: "the staff member who opened a postal code on the zones screen (ADR 0096): their identity, and no customer's data" },
  },
  postalCodeClosings: {
    closedByUserId: { excluded: "the staff member who closed a postal code on the zones screen (ADR 0099): their identity, and no customer's data" },
  },
  stockChanges: {
    staffUserId: { excluded: "the staff member who changed a stock on the stock screen (ADR 0126): the team's journal of their work, no customer's data" },
  },
  deliveryNotes: {
    staffUserId: { excluded: "the staff member who imported a delivery note on the stock screen (ADR 0132): the team's journal of their work, no customer's data" },
    cancelledByUserId: { excluded: "the staff member who cancelled a delivery note on the stock screen (ADR 0139): the team's journal of their work, no customer's data" },
  },
  offerPriceChanges: {
    staffUserId: { excluded: "the staff member who changed an offer's price or promotion on the stock screen (ADR 0138): the team's journal of their work and the price history, no customer's data" },
  },
  vatRateChanges: {
    staffUserId: { excluded: "the staff member who changed a product's VAT rate on the invoices screen (ADR 0133): the team's journal of their work, no customer's data" },
    cancelledByUserId: { excluded: "the staff member who cancelled a scheduled change of the VAT law (ADR 0140): the team's journal of their work, no customer's data" },
  },
  orderEvents: {
    staffUserId: {
      excluded: "the staff member who made a step on the warehouse screen (ADR 0094): their identity; the customer's export has every step",
    },
  },
  orderStaffNotes: {
    staffUserId: {
      excluded: "the adviser who called about a returned debit (ADR 0136): their identity; the customer's export has each call's date, outcome, promised day and note",
    },
  },
  surveyResponses: { userId: { section: "questionnaires" } },
  contactMessages: {
    userId: { section: "messages_au_service_client" },
    // Read by account only: a message sent signed out carries an address anyone could type (ADR 0048).
    email: { section: "messages_au_service_client" },
  },
  zoneOpeningAlerts: {
    userId: { section: "alertes_ouverture_de_zone" },
    // Read by account only, as contact messages: an alert asked signed out names an address nobody checked.
    email: { section: "alertes_ouverture_de_zone" },
  },
  reservationWaitlist: { userId: { section: "listes_d_attente_reservations" } },
  siteSettings: { contactEmail: { excluded: "the shop's own contact address, not a person's" } },
} as const satisfies CoverageMap;
