// The invoices screen's calls (ADR 0133), beyond the specification, for staff with invoices.write: find a product and
// read its VAT rate and the changes made to it, set another French rate (checked against the rate read, saying whether
// it corrects an error or follows the law), list the invoices to rectify and the rectifying invoices issued, issue
// one (once per order, whoever clicks), and download one.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { numberFromText } from "./decimal-number.ts";
import { reasonText } from "./reason-text.ts";
import { VAT_CHANGE_NATURES, VAT_CHANGE_NATURE_LABELS, VAT_CHANGE_REASON_MAX, VAT_RATES_BP, VAT_RATE_LABELS, type VatChangeNature, type VatRateBp } from "./client-values.ts";
import { INVOICES_WRITE_PERMISSION } from "./session-rules.ts";
import { staffProductQuery } from "./stock-calls.ts";
import { parisDay } from "./warehouse-calls.ts";

export { VAT_CHANGE_NATURES, VAT_CHANGE_NATURE_LABELS, VAT_CHANGE_REASON_MAX, VAT_RATES_BP, VAT_RATE_LABELS, type VatChangeNature, type VatRateBp };

/** At most this many products answer one search; the screen asks for a closer name beyond. */
export const VAT_SEARCH_LIMIT = 20;
/** The latest rate changes shown with each product, and the rectifying invoices listed as issued. */
export const VAT_HISTORY_LIMIT = 10;
export const RECTIFYING_INVOICES_LISTED = 50;

/** One of the French rates, typed as text by a form or sent as a number. */
const vatRate = (missing: string) =>
  numberFromText(
    z
      .number({ error: missing })
      .refine((bp): bp is VatRateBp => (VAT_RATES_BP as readonly number[]).includes(bp), { error: "Choisissez l'un des taux français : 20 %, 10 %, 5,5 % ou 2,1 %." }),
  );

const staffMember = z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() }).nullable();

export const vatRateChange = z.object({
  date: z.string(),
  avant_bp: z.number(),
  apres_bp: z.number(),
  nature: z.enum(VAT_CHANGE_NATURES),
  motif: z.string(),
  /** The staff member; null once their account is gone. */
  par: staffMember,
  /** A change of the law scheduled ahead (ADR 0140): the instant it takes or took effect (a Paris 00:00); else null. */
  effet: z.string().nullable(),
  /** A scheduled change cancelled before its date: when, and by whom. */
  annule: z.object({ date: z.string(), par: staffMember }).nullable(),
});

/** The change of the law scheduled and still to come for a product (one at a time), with what cancels it. */
export const scheduledVatChange = z.object({ id: z.number(), date_effet: z.string(), apres_bp: z.number(), motif: z.string(), par: staffMember });

export const getTauxTva = defineCall({
  name: "getTauxTva",
  method: "GET",
  summary:
    "Retrouve un produit par son nom, son EAN ou son n° et donne son taux de TVA et ses derniers changements de taux, correction ou changement de la loi (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({ q: staffProductQuery }),
  output: successShape({
    produits: z.array(
      z.object({
        id: z.number(),
        nom: z.string(),
        ean: z.string(),
        slug: z.string(),
        /** The rate in force now, a change of the law scheduled ahead counted from its date. */
        taux_bp: z.number(),
        programme: scheduledVatChange.nullable(),
        changements: z.array(vatRateChange),
      }),
    ),
    /** More products matched than listed: the screen asks for a closer search. */
    autres: z.boolean(),
  }),
});

export const setTauxTva = defineCall({
  name: "setTauxTva",
  method: "POST",
  summary:
    "Change le taux de TVA d'un produit (refusé s'il a changé depuis sa lecture : taux_vu_bp), avec sa nature — correction d'une erreur, dont les factures émises à l'ancien taux sont à rectifier, ou changement de la loi — et son motif ; les paniers et les commandes livrées ensuite prennent le nouveau taux (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({
    id_produit: idParam("Le produit"),
    taux_bp: vatRate("Choisissez le nouveau taux."),
    /** The rate the staff member read before choosing, so a colleague's change meanwhile is not erased. */
    taux_vu_bp: vatRate("Le taux lu manque : rechargez la page avant de changer le taux."),
    nature: z.enum(VAT_CHANGE_NATURES, { error: "Dites si le taux corrige une erreur ou suit un changement de la loi." }),
    motif: reasonText({
      missing: "Indiquez le motif du changement (le texte de loi, la fiche du fournisseur…).",
      short: "Le motif est trop court : dites en quelques mots pourquoi le taux change.",
      long: `Le motif tient en ${VAT_CHANGE_REASON_MAX} caractères.`,
      max: VAT_CHANGE_REASON_MAX,
    }),
  }),
  output: successShape({
    id_produit: z.number(),
    produit: z.string(),
    avant_bp: z.number(),
    apres_bp: z.number(),
    nature: z.enum(VAT_CHANGE_NATURES),
    /** The orders whose invoice is now to be rectified for this product (0 after a change of the law). */
    a_rectifier: z.number(),
  }),
});

export const programmerTauxTva = defineCall({
  name: "programmerTauxTva",
  method: "POST",
  summary:
    "Programme un changement de la loi sur le taux de TVA d'un produit : le nouveau taux s'applique aux commandes livrées à partir du jour dit, à 0 h (heure de Paris), de demain à deux ans ; jusque-là le taux actuel s'applique. Un seul changement programmé à la fois par produit (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({
    id_produit: idParam("Le produit"),
    taux_bp: vatRate("Choisissez le nouveau taux."),
    taux_vu_bp: vatRate("Le taux lu manque : rechargez la page avant de changer le taux."),
    date_effet: z.string({ error: "Indiquez la date d'effet." }).trim().min(1, { error: "Indiquez la date d'effet.", abort: true }).pipe(parisDay),
    motif: reasonText({
      missing: "Indiquez le motif du changement (le texte de loi, la fiche du fournisseur…).",
      short: "Le motif est trop court : dites en quelques mots pourquoi le taux change.",
      long: `Le motif tient en ${VAT_CHANGE_REASON_MAX} caractères.`,
      max: VAT_CHANGE_REASON_MAX,
    }),
  }),
  output: successShape({ id_produit: z.number(), produit: z.string(), avant_bp: z.number(), apres_bp: z.number(), date_effet: z.string() }),
});

export const annulerTauxTvaProgramme = defineCall({
  name: "annulerTauxTvaProgramme",
  method: "POST",
  summary:
    "Annule un changement de taux de TVA programmé, avant sa date d'effet ; l'annulation est inscrite au journal de l'équipe (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({ id_changement: idParam("Le changement programmé") }),
  output: successShape({ id_produit: z.number(), produit: z.string(), apres_bp: z.number(), date_effet: z.string() }),
});

const rectifiedLine = z.object({ nom: z.string(), montant: z.number(), taux_facture_bp: z.number(), taux_applicable_bp: z.number() });

export const getFacturesRectificatives = defineCall({
  name: "getFacturesRectificatives",
  method: "GET",
  summary:
    "Les commandes dont la facture porte un produit à un autre taux de TVA que celui qu'il devait avoir (facture d'avant l'ADR 0068, ou taux corrigé depuis comme une erreur), et les dernières factures rectificatives émises (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({}),
  output: successShape({
    a_rectifier: z.array(
      z.object({
        id_commande: z.number(),
        facture: z.string(),
        date_facture: z.string(),
        client: z.string(),
        lignes: z.array(rectifiedLine),
        /** Total VAT as the invoice printed it, and as the rectifying invoice will: same total TTC. */
        tva_facturee: z.number(),
        tva_rectifiee: z.number(),
      }),
    ),
    emises: z.array(
      z.object({
        id_commande: z.number(),
        numero: z.string(),
        date: z.string(),
        facture_remplacee: z.string(),
        lignes: z.array(rectifiedLine),
        /** Who issued it on the screen; null from accounting's command, or once their account is gone. */
        par: staffMember,
      }),
    ),
    total_emises: z.number(),
  }),
});

export const emettreFactureRectificative = defineCall({
  name: "emettreFactureRectificative",
  method: "POST",
  summary:
    "Émet la facture rectificative d'une commande de la liste, comme la commande npm run invoices -- rectifier : numérotée à la suite des factures, envoyée au client avec son PDF ; une seule par commande, un second clic dit qu'elle est déjà émise (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({ id_commande: idParam("La commande") }),
  output: successShape({
    id_commande: z.number(),
    numero: z.string(),
    /** True when it had already been issued (a second click, a colleague, the command): nothing more was issued. */
    deja_emise: z.boolean(),
  }),
});

export const downloadFactureRectificative = defineCall({
  name: "downloadFactureRectificative",
  method: "GET",
  summary: "Télécharge la facture rectificative d'une commande, n=numéro de commande (PDF), pour l'équipe (extension Cabas, permission invoices.write).",
  access: "staff",
  permission: INVOICES_WRITE_PERMISSION,
  input: z.object({ n: idParam("La commande") }),
  output: successShape({}),
});

export const invoiceCalls = [getTauxTva, setTauxTva, programmerTauxTva, annulerTauxTvaProgramme, getFacturesRectificatives, emettreFactureRectificative, downloadFactureRectificative] as const;
