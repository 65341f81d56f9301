// Session calls: guest by postal code, sign-up, sign-in and out, password reset, profile, staff login-as.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { FRENCH_PHONE } from "./french-phone.ts";
import { defineCall, successShape } from "./call.ts";
import { isValidSiret, normalizeSiret, vatNumberProblem, vatNumberProblemMessage } from "./company-ids.ts";
import { printedOnInvoice } from "./invoice-text.ts";
import { optionalReferralCode } from "./referral-code.ts";
import { unavailableProduct } from "./basket-calls.ts";
import { IMPERSONATE_PERMISSION, STAFF_AUDIT_PERMISSION } from "./session-rules.ts";
import { STOCK_JOURNAL_OPERATIONS, STOCK_JOURNAL_REASONS, VAT_CHANGE_NATURES } from "./client-values.ts";
import { euros } from "./money.ts";
import { priceChange } from "./stock-calls.ts";

export const postalCodeField = z
  .string({ error: "Le code postal est obligatoire." })
  // « 75 001 » is how many people write it (and a pasted one may carry a no-break space): the spaces are dropped.
  .transform((v) => v.replace(/\s/g, ""))
  // Left empty, it is missing, as every other field says (« Code postal : Le code postal est obligatoire. »).
  .pipe(
    z
      .string()
      .min(1, { error: "Le code postal est obligatoire.", abort: true })
      .regex(/^[0-9]{5}$/, { error: "Le code postal doit compter 5 chiffres." }),
  );

export const emailField = z
  .string({ error: "L'adresse e-mail est obligatoire." })
  .trim()
  .min(1, { error: "L'adresse e-mail est obligatoire." })
  .max(254, { error: "L'adresse e-mail est trop longue." })
  .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordField = z
  .string({ error: "Le mot de passe est obligatoire." })
  .min(PASSWORD_MIN, { error: `Le mot de passe doit compter au moins ${PASSWORD_MIN} caractères.` })
  .max(PASSWORD_MAX, { error: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères.` });

/** A password typed at sign-in: any length is accepted here, refused by the check itself. */
const existingPassword = z
  .string({ error: "Le mot de passe est obligatoire." })
  .min(1, { error: "Le mot de passe est obligatoire." })
  .max(1024, { error: "Le mot de passe est trop long." });

const nameField = (label: string) =>
  printedOnInvoice(
    z
      .string({ error: `${label} est obligatoire.` })
      .trim()
      .min(1, { error: `${label} est obligatoire.` })
      .max(80, { error: `${label} est trop long.` }),
  );

/**
 * The account's phone (sign-up and personal details): French mobile or landline, as addresses take it. Empty is no
 * number (null): on the personal details it removes the one given.
 */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((v) => v === "" || FRENCH_PHONE.test(v), { error: "Le numéro de téléphone n'est pas valide (ex. 06 12 34 56 78)." })
  .transform((v) => (v === "" ? null : v))
  .optional();

export const civiliteField = z.enum(["M.", "Mme"], { error: "Choisissez une civilité : M. ou Mme." });

const redirectField = z.string().trim().max(2048).optional();

/** Every sign-in call answers this shape (spec §3: login response). */
export const loginResponse = successShape({
  token: z.string(),
  permissions: z.array(z.string()),
  perimetre: z.number(),
  code_postal: z.string().nullable(),
  panier: z.unknown().nullable(),
  modal: z.string().nullable(),
  redirect: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const loginCP = defineCall({
  name: "loginCP",
  method: "POST",
  summary: "Session invitée liée à un code postal et à son périmètre de livraison.",
  access: "public",
  input: z.object({ cp: postalCodeField, redirect: redirectField }),
  /** `indispos`: the basket's products not delivered from the new perimeter, with substitutes (ADR 0064). */
  output: loginResponse.extend({ indispos: z.array(unavailableProduct).optional() }),
});

export const geoloc = defineCall({
  name: "geoloc",
  method: "GET",
  summary: "Code postal livré le plus proche de coordonnées GPS.",
  access: "public",
  input: z.object({
    lat: numberFromText(z.number({ error: notANumber("La latitude") }).min(-90, { error: "Latitude invalide." }).max(90, { error: "Latitude invalide." })),
    lng: numberFromText(z.number({ error: notANumber("La longitude") }).min(-180, { error: "Longitude invalide." }).max(180, { error: "Longitude invalide." })),
  }),
  output: successShape({
    code_postal: z.string(),
    commune: z.string(),
    id_perimetre: z.number(),
    distanceKm: z.number(),
  }),
});

const companyNameField = printedOnInvoice(z.string({ error: "La raison sociale est obligatoire." }).trim().max(120, { error: "La raison sociale est trop longue." }));
const siretField = z.string({ error: "Le SIRET est obligatoire." }).trim().max(20, { error: "Le SIRET est trop long." });
const vatNumberField = z.string().trim().max(20, { error: "Le numéro de TVA est trop long." });

/**
 * A company's facts, at sign-up and when corrected (ADR 0042): a name, a SIRET with its key, a VAT number of that SIREN
 * if any; a wrong VAT number is told what is wrong with it (ADR 0065), compared with the SIRET only when that is valid.
 */
function addCompanyIssues(value: { raison_sociale?: string; siret?: string; tva?: string }, ctx: z.RefinementCtx): void {
  // Run even when other fields failed (companyChecksRun): a field that already failed its own check (too long, not
  // text) is not told a second thing, and its value is not read.
  const failed = (key: string) => ctx.issues.some((issue) => issue.path?.[0] === key);
  const text = (key: "raison_sociale" | "siret" | "tva") => (failed(key) || typeof value[key] !== "string" ? undefined : value[key]);
  const [name, siret, tva] = [text("raison_sociale"), text("siret"), text("tva")];
  if (!name && !failed("raison_sociale")) ctx.addIssue({ code: "custom", path: ["raison_sociale"], message: "La raison sociale est obligatoire." });
  const siretValid = !!siret && isValidSiret(siret);
  if (!failed("siret")) {
    if (!siret) ctx.addIssue({ code: "custom", path: ["siret"], message: "Le SIRET est obligatoire." });
    else if (!siretValid) ctx.addIssue({ code: "custom", path: ["siret"], message: "Ce SIRET n'est pas valide : vérifiez les 14 chiffres." });
  }
  const problem = tva ? vatNumberProblem(tva, siretValid ? normalizeSiret(siret) : undefined) : null;
  if (problem) ctx.addIssue({ code: "custom", path: ["tva"], message: vatNumberProblemMessage(problem) });
}

/**
 * The company checks run with the other fields' errors, not after them (zod skips a refinement once a field has
 * failed): a professional sees every mistake of the form at once (ADR 0081). Only a `pro` that could not be read
 * stops them, since whether they apply is unknown then.
 */
const companyChecksRun = { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => issue.path?.[0] === "pro") };

export const registerInput = z
  .object({
    email: emailField,
    password: passwordField,
    civilite: civiliteField,
    nom: nameField("Le nom"),
    prenom: nameField("Le prénom"),
    cp: postalCodeField,
    telephone: optionalPhoneField.transform((v) => v ?? undefined),
    pro: z
      .union([z.boolean(), z.literal("1"), z.literal("0"), z.literal("true"), z.literal("false"), z.literal("")])
      .transform((v) => v === true || v === "1" || v === "true")
      .default(false),
    raison_sociale: companyNameField.optional(),
    siret: siretField.optional(),
    tva: vatNumberField.optional(),
    optin_newsletter: z
      .union([z.boolean(), z.literal("1"), z.literal("0"), z.literal("on"), z.literal("")])
      .transform((v) => v === true || v === "1" || v === "on")
      .default(false),
    redirect: redirectField,
    /** A friend's referral code (parrainage, ADR 0028): a welcome voucher for the new customer. */
    code_parrain: optionalReferralCode,
  })
  .superRefine((value, ctx) => {
    if (value.pro === true) addCompanyIssues(value, ctx);
  }, companyChecksRun);

export const register = defineCall({
  name: "register",
  method: "POST",
  summary: "Création de compte (particulier, ou professionnel avec raison sociale, SIRET et TVA).",
  access: "public",
  input: registerInput,
  output: loginResponse,
});

export const loginToken = defineCall({
  name: "loginToken",
  method: "POST",
  summary: "Connexion par e-mail et mot de passe.",
  access: "public",
  input: z.object({ email: emailField, password: existingPassword, redirect: redirectField }),
  output: loginResponse,
});

export const logoutToken = defineCall({
  name: "logoutToken",
  method: "POST",
  summary: "Déconnexion (corps vide).",
  access: "public",
  input: z.object({}),
  output: successShape({}),
});

export const forgotPassword = defineCall({
  name: "forgotPassword",
  method: "POST",
  summary: "Étape 1 : envoi d'un lien de réinitialisation. Étape 2 : nouveau mot de passe.",
  access: "public",
  input: z.discriminatedUnion("step", [
    z.object({ step: z.literal([1, "1"]), email: emailField }),
    z.object({
      step: z.literal([2, "2"]),
      token: z.string({ error: "Le lien de réinitialisation est incomplet." }).min(10, { error: "Le lien de réinitialisation est incomplet." }).max(200),
      password: passwordField,
    }),
  ], { error: "Étape inconnue : 1 ou 2." }),
  output: successShape({}),
});

export const userEntity = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  civilite: z.string().nullable(),
  /** Given at sign-up, or null: a new address starts with it (the customer can change it there). */
  telephone: z.string().nullable(),
  role: z.object({ id: z.number() }),
  kind: z.enum(["consumer", "professional"]),
  company: z.object({ name: z.string(), siret: z.string(), vat: z.string().nullable() }).nullable(),
  settings: z.object({ perimetre: z.number().nullable(), code_postal: z.string().nullable(), groupe: z.enum(["new", "old"]) }),
  menu: z.object({ commandesEnCours: z.number(), commandesClosed: z.number() }),
  accessOldVersion: z.boolean(),
  optins: z.array(z.object({ type: z.string(), abo: z.boolean() })),
  /** Set while a staff member acts as this customer. */
  impersonatedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** A staff account (it has permissions): what only a customer does from the shop, such as deleting it, is not offered. */
  staff: z.boolean(),
  /**
   * Cabas's extension (ADR 0041, amended): a new address asked for, not yet confirmed by its link, and until when the
   * link opens it; null when none waits. `email` stays the account's address until then.
   */
  emailEnAttente: z.object({ email: z.string(), expireLe: z.string() }).nullable(),
});
export type UserEntity = z.infer<typeof userEntity>;

export const me = defineCall({
  name: "me",
  method: "GET",
  summary: "Le client connecté.",
  access: "customer",
  input: z.object({}),
  output: successShape({ user: userEntity }),
});

export const updateMe = defineCall({
  name: "updateMe",
  method: "POST",
  summary:
    "Modifier ses informations (action infos, téléphone compris : vide, il est retiré) ou son mot de passe (action password). Changer d'adresse e-mail demande le mot de passe actuel (password, extension Cabas) et ne prend effet qu'une fois ouvert le lien envoyé à la nouvelle adresse (valable 24 heures) ; l'ancienne adresse en est prévenue. Ni l'adresse ni le mot de passe ne changent quand l'équipe agit en tant que client. Un compte professionnel corrige sa raison sociale, son SIRET et son numéro de TVA (action entreprise, extension Cabas).",
  access: "customer",
  input: z.discriminatedUnion("action", [
    z.object({
      action: z.literal("infos"),
      nom: nameField("Le nom"),
      prenom: nameField("Le prénom"),
      email: emailField,
      civilite: civiliteField,
      /** The account's phone: absent leaves it as it is, empty removes it. Stored as "06 12 34 56 78". */
      telephone: optionalPhoneField,
      /** Cabas's extension (ADR 0041): the current password, needed only when `email` is another address. */
      password: z.string().max(1024, { error: "Le mot de passe est trop long." }).optional(),
    }),
    z.object({ action: z.literal("password"), oldPassword: existingPassword, newPassword: passwordField }),
    // Cabas's extension (ADR 0042): a professional account corrects its company's facts, checked as at sign-up.
    // An empty tva removes the VAT number (a company may have none).
    z
      .object({ action: z.literal("entreprise"), raison_sociale: companyNameField, siret: siretField, tva: vatNumberField.optional() })
      .superRefine((value, ctx) => addCompanyIssues(value, ctx), companyChecksRun),
  ], { error: "Action inconnue : infos, password ou entreprise." }),
  output: successShape({ user: userEntity }),
});

export const OPTIN_TYPES = ["newsletter", "sms", "partenaires", "offres"] as const;
export const setOptin = defineCall({
  name: "setOptin",
  method: "POST",
  summary: "Abonnement ou désabonnement à une communication.",
  access: "customer",
  input: z.object({
    abo: z.union([z.boolean(), z.literal("1"), z.literal("0"), z.literal(1), z.literal(0)], { error: "Indiquez abo=1 ou abo=0." }).transform((v) => v === true || v === "1" || v === 1),
    type: z.enum(OPTIN_TYPES, { error: "Type d'abonnement inconnu." }),
    origine: z.string().trim().max(40).optional(),
    suffix_pref: z.string().trim().max(40).optional(),
  }),
  output: successShape({ optins: z.array(z.object({ type: z.string(), abo: z.boolean() })) }),
});

export const setGroupe = defineCall({
  name: "setGroupe",
  method: "POST",
  summary: "Choisir la version du site (nouveau ou ancien).",
  access: "customer",
  input: z.object({
    type: z.enum(["new", "old"], { error: "Version inconnue : new ou old." }),
    origine: z.string().trim().max(40).optional(),
  }),
  output: successShape({ groupe: z.enum(["new", "old"]) }),
});

export const loginSA = defineCall({
  name: "loginSA",
  method: "POST",
  summary: "Un membre du support agit en tant que client (permission customer.impersonate).",
  access: "staff",
  permission: IMPERSONATE_PERMISSION,
  input: z
    .object({ id_client: numberFromText(z.number().int().positive()).optional(), email: emailField.optional(), redirect: redirectField })
    .refine((v) => v.id_client !== undefined || v.email !== undefined, { message: "Indiquez le client : id_client ou email.", path: ["id_client"] }),
  output: loginResponse,
});

export const getDebug = defineCall({
  name: "getDebug",
  method: "GET",
  summary: "Informations techniques (réservé à l'équipe).",
  access: "staff",
  input: z.object({}),
  output: successShape({
    version: z.string(),
    node: z.string(),
    database: z.string(),
    uptimeSeconds: z.number(),
    memoryMb: z.number(),
    pendingJobs: z.number(),
  }),
});

/** How many login-as of one customer the journal shows, newest first. */
export const STAFF_JOURNAL_LOGINS = 50;
/** How many write calls of one login-as the journal lists, in order; the rest are counted. */
export const STAFF_JOURNAL_ACTIONS = 200;

/**
 * What staff did while acting as one customer (ADR 0048's audit, ADR 0091): Cabas's call beyond the specification,
 * for staff who may act as customers, so that a colleague taking the customer's call sees what was done before.
 */
export const getJournalSA = defineCall({
  name: "getJournalSA",
  method: "GET",
  summary:
    "Journal des connexions de l'équipe en tant qu'un client (extension Cabas, permission customer.impersonate) : pour chaque connexion, du plus récent au plus ancien, le conseiller, le début, la fin (« Quitter ») ou l'expiration, l'adresse IP et les appels d'écriture faits pendant la connexion, réussis ou refusés, sans leur contenu.",
  access: "staff",
  permission: IMPERSONATE_PERMISSION,
  input: z
    .object({ id_client: numberFromText(z.number({ error: notANumber("Le n° client") }).int({ error: "Le n° client doit être un nombre entier." }).positive({ error: "Le n° client doit être positif." }).max(2_147_483_647, { error: "Ce n° client n'existe pas." })).optional(), email: emailField.optional() })
    .refine((v) => v.id_client !== undefined || v.email !== undefined, { message: "Indiquez le client : id_client ou email.", path: ["id_client"] }),
  output: successShape({
    client: z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() }),
    connexions: z.array(
      z.object({
        id: z.number(),
        conseiller: z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() }),
        debut: z.string(),
        fin: z.string().nullable(),
        /**
         * Left without « Quitter »: when its session ran out (idle or absolute limit) or was closed; null while open or
         * once left. `expiree` true with `expiree_le` null: over, at an unknown time (its session is gone).
         */
        expiree: z.boolean(),
        expiree_le: z.string().nullable(),
        ip: z.string().nullable(),
        actions: z.array(z.object({ appel: z.string(), date: z.string(), reussi: z.boolean() })),
        total_actions: z.number(),
      }),
    ),
    total_connexions: z.number(),
  }),
});

/** How many login-as of one staff member their journal shows, newest first (ADR 0097). */
export const STAFF_MEMBER_JOURNAL_LOGINS = 100;
/** How many stock changes of one staff member their journal shows, newest first (ADR 0126). */
export const STAFF_MEMBER_JOURNAL_STOCK_CHANGES = 100;
/** How many VAT rate changes and rectifying invoices of one staff member their journal shows, newest first (ADR 0133). */
export const STAFF_MEMBER_JOURNAL_INVOICE_CHANGES = 100;

const journalPerson = z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() });
const journalActions = z.array(z.object({ appel: z.string(), date: z.string(), reussi: z.boolean() }));

/**
 * What one staff member did while acting as customers, across all of them (ADR 0097): Cabas's call beyond the
 * specification, for the team's supervisors, so that a staff member's use of login-as can be checked without SQL.
 */
export const getJournalConseiller = defineCall({
  name: "getJournalConseiller",
  method: "GET",
  summary:
    "Journal des connexions d'un membre de l'équipe en tant que clients (extension Cabas, permission staff.audit) : pour chaque connexion, de la plus récente à la plus ancienne, le client, le début, la fin (« Quitter ») ou l'expiration, l'adresse IP et les appels d'écriture faits, réussis ou refusés, sans leur contenu ; et les stocks qu'il a changés (produit, périmètre, avant → après, motif), les taux de TVA qu'il a changés et les factures rectificatives qu'il a émises.",
  access: "staff",
  permission: STAFF_AUDIT_PERMISSION,
  input: z
    .object({
      id_conseiller: numberFromText(z.number({ error: notANumber("Le n°") }).int({ error: "Le n° doit être un nombre entier." }).positive({ error: "Le n° doit être positif." }).max(2_147_483_647, { error: "Ce membre de l'équipe n'existe pas." })).optional(),
      email: emailField.optional(),
    })
    .refine((v) => v.id_conseiller !== undefined || v.email !== undefined, { message: "Indiquez le membre de l'équipe : id_conseiller ou email.", path: ["id_conseiller"] }),
  output: successShape({
    conseiller: journalPerson,
    connexions: z.array(
      z.object({
        id: z.number(),
        client: journalPerson,
        debut: z.string(),
        fin: z.string().nullable(),
        /**
         * Left without « Quitter »: when its session ran out (idle or absolute limit) or was closed; null while open or
         * once left. `expiree` true with `expiree_le` null: over, at an unknown time (its session is gone).
         */
        expiree: z.boolean(),
        expiree_le: z.string().nullable(),
        ip: z.string().nullable(),
        actions: journalActions,
        total_actions: z.number(),
      }),
    ),
    total_connexions: z.number(),
    /** The stocks they set or added a delivery to, and the offers they took off sale or put back, on the stock screen (ADR 0126), newest first. */
    changements_stock: z.array(
      z.object({
        date: z.string(),
        produit: z.object({ id: z.number(), nom: z.string() }),
        perimetre: z.string(),
        operation: z.enum(STOCK_JOURNAL_OPERATIONS),
        avant: z.number(),
        apres: z.number(),
        motif: z.enum(STOCK_JOURNAL_REASONS),
        /** ouvrir only: the price the offer was opened at (ADR 0132). */
        prix: euros.nullable(),
      }),
    ),
    total_changements_stock: z.number(),
    /** The delivery notes they imported on the stock screen (ADR 0132), newest first: one entry per note. */
    bons_livraison: z.array(
      z.object({ date: z.string(), reference: z.string(), perimetre: z.string(), lignes: z.number(), unites: z.number(), produits: z.number() }),
    ),
    total_bons_livraison: z.number(),
    /** The delivery notes they cancelled (ADR 0139), newest first, with the reason they wrote. */
    bons_annules: z.array(
      z.object({ date: z.string(), reference: z.string(), perimetre: z.string(), unites: z.number(), produits: z.number(), motif: z.string() }),
    ),
    total_bons_annules: z.number(),
    /** The offers' prices and promotions they changed on the stock screen (ADR 0138), newest first. */
    changements_prix: z.array(priceChange.omit({ par: true }).extend({ produit: z.object({ id: z.number(), nom: z.string() }) })),
    total_changements_prix: z.number(),
    /** The VAT rates they changed on the invoices screen (ADR 0133), newest first. */
    changements_tva: z.array(
      z.object({
        date: z.string(),
        produit: z.object({ id: z.number(), nom: z.string() }),
        avant_bp: z.number(),
        apres_bp: z.number(),
        nature: z.enum(VAT_CHANGE_NATURES),
        motif: z.string(),
        /** A change of the law scheduled ahead (ADR 0140): when it takes or took effect; null when at once. */
        effet: z.string().nullable(),
        /** This entry is the member's cancellation of a scheduled change (dated when they cancelled it). */
        annulation: z.boolean(),
      }),
    ),
    total_changements_tva: z.number(),
    /** The rectifying invoices they issued on the invoices screen (ADR 0133), newest first. */
    factures_rectificatives: z.array(z.object({ date: z.string(), id_commande: z.number(), numero: z.string(), facture_remplacee: z.string() })),
    total_factures_rectificatives: z.number(),
  }),
});

export const sessionCalls = [loginCP, geoloc, register, loginToken, logoutToken, forgotPassword, me, updateMe, setOptin, setGroupe, loginSA, getDebug, getJournalSA, getJournalConseiller] as const;
