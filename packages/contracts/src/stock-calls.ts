// The stock screen's calls (ADR 0126), beyond the specification, for staff with stock.write: find a product and read
// its stock per perimeter, then set a perimeter's stock after counting (checked against the number the staff member
// read) or add a delivery to it (added to whatever is there). Each change is recorded for the team's journal.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { euros, typedEuros } from "./money.ts";
import { reasonText } from "./reason-text.ts";
import { invalidEanText, isValidEan13 } from "./ean.ts";
import {
  DELIVERY_NOTE_CANCEL_REASON_MAX,
  DELIVERY_NOTE_MAX_LINES,
  DELIVERY_NOTE_REFERENCE_MAX,
  OFFER_OPEN_REASONS,
  OFFER_PRICE_MAX_CENTS,
  OFFER_SALE_REASONS,
  STOCK_JOURNAL_OPERATIONS,
  STOCK_JOURNAL_REASONS,
  STOCK_MAX,
  STOCK_REASONS,
  STOCK_REASON_LABELS,
  type StockReason,
} from "./client-values.ts";
import { frenchInteger } from "./french-typography.ts";
import { STOCK_WRITE_PERMISSION } from "./session-rules.ts";

export { STOCK_MAX, STOCK_REASONS, STOCK_REASON_LABELS, type StockReason };
export {
  DELIVERY_NOTE_CANCEL_REASON_MAX,
  DELIVERY_NOTE_MAX_LINES,
  DELIVERY_NOTE_REFERENCE_MAX,
  OFFER_OPEN_REASONS,
  OFFER_PRICE_MAX_CENTS,
  type OfferOpenReason,
  OFFER_SALE_REASONS,
  STOCK_JOURNAL_OPERATIONS,
  STOCK_JOURNAL_REASONS,
  STOCK_JOURNAL_REASON_LABELS,
  type OfferSaleReason,
  type StockJournalOperation,
  type StockJournalReason,
} from "./client-values.ts";

/** At most this many products answer one search; the screen asks for a closer name beyond. */
export const STOCK_SEARCH_LIMIT = 20;
/** The latest changes shown with each product. */
export const STOCK_HISTORY_LIMIT = 10;

/** fixer: the shelf set to `quantite` (after counting); livraison: `quantite` units added to the shelf. */
export const STOCK_OPERATIONS = ["fixer", "livraison"] as const;

/** A number of units typed in a field, from 0 to STOCK_MAX; `negative` says the refusal of a minus in the label's gender. */
const units = (label: string, negative: string) =>
  numberFromText(
    z
      .number({ error: notANumber(label) })
      .int({ error: `${label} doit être un nombre entier d'unités.` })
      .min(0, { error: negative })
      .max(STOCK_MAX, { error: `${label} ne peut pas dépasser ${frenchInteger(STOCK_MAX)} unités.` }),
  );

const stockChange = z.object({
  date: z.string(),
  /** fixer or livraison, as the call was made; retirer or remettre: the offer taken off sale or put back (setVenteProduit). */
  operation: z.enum(STOCK_JOURNAL_OPERATIONS),
  avant: z.number(),
  apres: z.number(),
  motif: z.enum(STOCK_JOURNAL_REASONS),
  /** The staff member; null once their account is gone. */
  par: z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() }).nullable(),
  perimetre: z.string(),
  /** ouvrir only: the price the offer was opened at (per unit, or per kilo for a product sold by weight). */
  prix: euros.nullable(),
  /** A delivery imported from a delivery note (ADR 0132): its reference; null otherwise. */
  bon: z.string().nullable(),
});

/** price: the regular price changed; promotion: a promotion set; arret: the promotion stopped (ADR 0138). */
export const PRICE_CHANGE_OPERATIONS = ["prix", "promotion", "arret"] as const;
export type PriceChangeOperation = (typeof PRICE_CHANGE_OPERATIONS)[number];

/** One change of an offer's price or promotion, in the product's history and the team journal (ADR 0138). */
export const priceChange = z.object({
  date: z.string(),
  operation: z.enum(PRICE_CHANGE_OPERATIONS),
  perimetre: z.string(),
  /** The staff member; null once their account is gone. */
  par: z.object({ id: z.number(), prenom: z.string(), nom: z.string(), email: z.string() }).nullable(),
  prix_avant: euros,
  prix_apres: euros,
  /** The promotion before and after the change, with its days and reference price. */
  promotion_avant: z.object({ prix: euros, debut: z.string().nullable(), fin: z.string().nullable() }).nullable(),
  promotion_apres: z.object({ prix: euros, debut: z.string().nullable(), fin: z.string().nullable(), reference: euros }).nullable(),
});

/** What staff type to find a product on the back-office screens (stock, VAT rates): its name, EAN or number. */
export const staffProductQuery = z
  .string({ error: "Saisissez le nom, l'EAN ou le n° du produit." })
  .trim()
  .min(1, { error: "Saisissez le nom, l'EAN ou le n° du produit." })
  .max(100, { error: "La recherche tient en 100 caractères." });

export const getStockProduits = defineCall({
  name: "getStockProduits",
  method: "GET",
  summary:
    "Retrouve un produit par son nom, son EAN ou son n° et donne son stock dans chaque périmètre : unités en rayon, unités gardées pour la liste d'attente, vente sur réservation, et ses derniers changements de stock (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  // 13 digits are read as an EAN: a wrong check digit is a typing slip, said as such (ADR 0139), not « no product ».
  input: z.object({
    q: staffProductQuery.superRefine((typed, ctx) => {
      if (/^\d{13}$/.test(typed) && !isValidEan13(typed)) ctx.addIssue({ code: "custom", message: `${invalidEanText(typed).charAt(0).toUpperCase()}${invalidEanText(typed).slice(1)}` });
    }),
  }),
  output: successShape({
    produits: z.array(
      z.object({
        id: z.number(),
        nom: z.string(),
        ean: z.string(),
        slug: z.string(),
        sur_reservation: z.boolean(),
        /** Priced by the kilo (variable weight): an offer opened for it is priced per kilo. */
        vendu_au_poids: z.boolean(),
        /** The perimeters where it is not sold, where the screen can open an offer (ADR 0132). */
        autres_perimetres: z.array(z.object({ id_perimetre: z.number(), perimetre: z.string() })),
        perimetres: z.array(
          z.object({
            id_perimetre: z.number(),
            perimetre: z.string(),
            /** Units on the shelf, for anyone: what the screen sets or adds to. */
            stock: z.number(),
            /** Units held for customers told by the waiting list (ADR 0120), off the shelf until they order or pass. */
            gardees: z.number(),
            /** People waiting for a place, not told yet. */
            en_attente: z.number(),
            /** False when the offer is withdrawn from sale there (`in_stock`): stock added is not sold until it is back. */
            en_vente: z.boolean(),
            /** Its price, per unit or per kilo for a product sold by weight, promotion aside. */
            prix: euros,
            /** Its promotion running or set ahead (ADR 0138), null without one (an ended one is history). */
            promotion: z
              .object({
                prix: euros,
                /** When it starts and ends (the instant after its last Paris day). */
                debut: z.string().nullable(),
                fin: z.string().nullable(),
                /** Its reference price: the lowest price applied in the 30 days before it (L112-1-1). */
                reference: euros,
              })
              .nullable(),
            /** The prices as read, sent back with a price change (setPrixProduit) so a colleague's change meanwhile refuses it. */
            prix_lu: z.string(),
          }),
        ),
        changements: z.array(stockChange),
        /** Its latest price and promotion changes (ADR 0138), newest first. */
        changements_prix: z.array(priceChange),
      }),
    ),
    /** More products matched than listed: the screen asks for a closer search. */
    autres: z.boolean(),
  }),
});

/** The offer a stock screen's change answers about: the product and the perimeter, by id and by name. */
const changedOffer = { id_produit: z.number(), produit: z.string(), id_perimetre: z.number(), perimetre: z.string() };

export const setStockProduit = defineCall({
  name: "setStockProduit",
  method: "POST",
  summary:
    "Fixe le stock en rayon d'un produit dans un périmètre (refusé si le stock a changé depuis sa lecture : stock_vu) ou y ajoute une livraison, avec son motif ; les places libérées d'un produit sur réservation sont aussitôt proposées à sa liste d'attente (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z
    .object({
      id_produit: idParam("Le produit"),
      id_perimetre: idParam("Le périmètre"),
      operation: z.enum(STOCK_OPERATIONS, { error: "Choisissez : fixer le stock ou ajouter une livraison." }),
      /** fixer: the new stock (0 to STOCK_MAX); livraison: the units received (1 to STOCK_MAX). */
      quantite: units("La quantité", "La quantité ne peut pas être négative."),
      /** fixer only: the stock the staff member read before typing, so a colleague's change meanwhile is not erased. */
      stock_vu: units("Le stock lu", "Le stock lu ne peut pas être négatif.").optional(),
      motif: z.enum(STOCK_REASONS, { error: "Choisissez le motif du changement." }),
    })
    .superRefine((value, ctx) => {
      if (value.operation === "livraison" && value.quantite < 1)
        ctx.addIssue({ code: "custom", path: ["quantite"], message: "Une livraison ajoute au moins 1 unité." });
      if (value.operation === "fixer" && value.stock_vu === undefined)
        ctx.addIssue({ code: "custom", path: ["stock_vu"], message: "Le stock lu manque : rechargez la page avant de fixer le stock." });
    }),
  output: successShape({
    ...changedOffer,
    avant: z.number(),
    apres: z.number(),
    /** People waiting for a place, whose line was given the units added at once (0 when none wait or nothing was added). */
    liste_attente: z.number(),
  }),
});

/** retirer: the offer taken off sale in the perimeter (`in_stock` false); remettre: put back on sale. */
export const OFFER_SALE_OPERATIONS = ["retirer", "remettre"] as const;

export const setVenteProduit = defineCall({
  name: "setVenteProduit",
  method: "POST",
  summary:
    "Retire de la vente l'offre d'un produit dans un périmètre, ou l'y remet, avec son motif ; remise en vente avec des unités en rayon, ses places sont aussitôt proposées à sa liste d'attente (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z.object({
    id_produit: idParam("Le produit"),
    id_perimetre: idParam("Le périmètre"),
    operation: z.enum(OFFER_SALE_OPERATIONS, { error: "Choisissez : retirer de la vente ou remettre en vente." }),
    motif: z.enum(OFFER_SALE_REASONS, { error: "Choisissez le motif du retrait ou de la remise en vente." }),
  }),
  output: successShape({
    ...changedOffer,
    en_vente: z.boolean(),
    /** Units on the shelf, unchanged by the call. */
    stock: z.number(),
    /** People waiting whose line was given the shelf's units at once (0 unless put back on sale with units). */
    liste_attente: z.number(),
  }),
});

/** A price typed in euros on the stock screen (« 3,20 », « 12 € »): required, above 0, at most OFFER_PRICE_MAX_CENTS. */
const offerPrice = typedEuros("Le prix doit être supérieur à 0 €.").superRefine((cents, ctx) => {
  if (cents === undefined) ctx.addIssue({ code: "custom", message: "Saisissez le prix de vente : 3,20 par exemple." });
  else if (cents > OFFER_PRICE_MAX_CENTS)
    ctx.addIssue({ code: "custom", message: `Le prix ne peut pas dépasser ${frenchInteger(OFFER_PRICE_MAX_CENTS / 100)} € : vérifiez la saisie.` });
});

const DAY = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\/(\d{1,2})\/(\d{4}))$/;

/** A Paris day typed or picked (« 2026-12-24 » from a date field, « 24/12/2026 »), as 2026-12-24; `what` names it in refusals. */
const parisDay = (what: string) =>
  z
    .string({ error: `Choisissez ${what}.` })
    .trim()
    .transform((text, ctx) => {
      const m = DAY.exec(text);
      const [year, month, day] = m ? (m[1] ? [m[1], m[2], m[3]] : [m[6], m[5], m[4]]).map(Number) : [];
      const date = year && month && day ? new Date(Date.UTC(year, month - 1, day)) : null;
      if (!date || date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) {
        ctx.addIssue({ code: "custom", message: `${what[0]?.toUpperCase()}${what.slice(1)} est illisible : 24/12/2026 par exemple.` });
        return z.NEVER;
      }
      return date.toISOString().slice(0, 10);
    });

export const setPrixProduit = defineCall({
  name: "setPrixProduit",
  method: "POST",
  summary:
    "Change le prix d'un produit dans un périmètre (en euros, à l'unité ou au kilo pour un produit au poids), y lance une promotion (prix promotionnel, premier et dernier jour, heure de Paris ; son prix de référence est le plus bas pratiqué dans les 30 jours avant elle) ou l'arrête ; refusé si les prix ont changé depuis leur lecture (prix_lu) (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z
    .object({
      id_produit: idParam("Le produit"),
      id_perimetre: idParam("Le périmètre"),
      operation: z.enum(PRICE_CHANGE_OPERATIONS, { error: "Choisissez : changer le prix, lancer une promotion ou l'arrêter." }),
      /** The prices the screen read (getStockProduits' prix_lu). */
      prix_lu: z.string({ error: "Les prix lus manquent : rechargez la page avant de les changer." }).min(1, { error: "Les prix lus manquent : rechargez la page avant de les changer." }),
      /** prix: the new regular price, euros as typed. */
      prix: z.string().pipe(offerPrice).optional(),
      /** promotion: its price, euros as typed. */
      prix_promo: z.string().pipe(typedEuros("Le prix promotionnel doit être supérieur à 0 €.")).optional(),
      /** promotion: its first day (today when absent) and its last day, Paris days. */
      debut: parisDay("le premier jour de la promotion").optional(),
      fin: parisDay("le dernier jour de la promotion").optional(),
    })
    .superRefine((value, ctx) => {
      if (value.operation === "prix" && value.prix === undefined) ctx.addIssue({ code: "custom", path: ["prix"], message: "Saisissez le nouveau prix : 3,20 par exemple." });
      if (value.operation === "promotion" && value.prix_promo === undefined)
        ctx.addIssue({ code: "custom", path: ["prix_promo"], message: "Saisissez le prix promotionnel : 2,50 par exemple." });
      if (value.operation === "promotion" && value.fin === undefined)
        ctx.addIssue({ code: "custom", path: ["fin"], message: "Choisissez le dernier jour de la promotion." });
    }),
  output: successShape({
    ...changedOffer,
    prix: euros,
    promotion: z.object({ prix: euros, debut: z.string().nullable(), fin: z.string().nullable(), reference: euros }).nullable(),
  }),
});

export const setOffreProduit = defineCall({
  name: "setOffreProduit",
  method: "POST",
  summary:
    "Met en vente un produit dans un périmètre où il n'était pas vendu, à un prix saisi en euros (à l'unité, ou au kilo pour un produit au poids), sans promotion, avec un stock de départ facultatif et un motif (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z.object({
    id_produit: idParam("Le produit"),
    id_perimetre: idParam("Le périmètre"),
    /** Euros as typed (« 3,20 », « 12 € »), read as cents. */
    prix: z.string({ error: "Saisissez le prix de vente : 3,20 par exemple." }).pipe(offerPrice),
    /** Units on the shelf at once (0 when absent). */
    stock_initial: units("Le stock de départ", "Le stock de départ ne peut pas être négatif.").optional(),
    motif: z.enum(OFFER_OPEN_REASONS, { error: "Choisissez le motif de la mise en vente." }),
  }),
  output: successShape({
    ...changedOffer,
    prix: euros,
    /** The price per kilo, litre or piece, as the catalogue computes it for the product's card. */
    prix_unitaire: z.object({ value: euros, unit: z.enum(["kg", "l", "pièce"]) }),
    stock: z.number(),
    liste_attente: z.number(),
  }),
});

export const importBonLivraison = defineCall({
  name: "importBonLivraison",
  method: "POST",
  summary:
    "Importe un bon de livraison pour un périmètre : des lignes « EAN;quantité » (ou séparées par une tabulation ou une virgule, avec ou sans ligne d'en-tête), toutes vérifiées puis ajoutées au stock ensemble ou pas du tout ; une même référence n'est importée qu'une fois par périmètre (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z.object({
    id_perimetre: idParam("Le périmètre"),
    reference: z
      .string({ error: "Saisissez la référence du bon de livraison." })
      .trim()
      .min(1, { error: "Saisissez la référence du bon de livraison." })
      .max(DELIVERY_NOTE_REFERENCE_MAX, { error: `La référence tient en ${DELIVERY_NOTE_REFERENCE_MAX} caractères.` }),
    /** The note's text: one line per product, « EAN;quantité ». */
    lignes: z
      .string({ error: "Collez les lignes du bon : EAN;quantité, une par ligne." })
      .max(DELIVERY_NOTE_MAX_LINES * 40, { error: `Un bon tient en ${frenchInteger(DELIVERY_NOTE_MAX_LINES)} lignes.` }),
  }),
  output: successShape({
    id_bon: z.number(),
    reference: z.string(),
    id_perimetre: z.number(),
    perimetre: z.string(),
    /** Lines of products read (a product on two lines counts two). */
    lignes: z.number(),
    unites: z.number(),
    produits: z.number(),
    /** People waiting whose lines were given the units added at once. */
    liste_attente: z.number(),
  }),
});

export const annulerBonLivraison = defineCall({
  name: "annulerBonLivraison",
  method: "POST",
  summary:
    "Annule un bon de livraison importé par erreur : ses quantités sont retirées du stock de chaque produit, toutes ou aucune, avec un motif ; refusé si un produit n'a plus en rayon ce que le bon a ajouté (unités vendues ou gardées pour la liste d'attente) ou si le bon est déjà annulé. Le bon reste listé, annulé, et sa référence peut être importée à nouveau (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z.object({
    id_bon: idParam("Le bon de livraison"),
    motif: reasonText({
      missing: "Indiquez pourquoi le bon est annulé (mauvais périmètre, bon d'un autre magasin…).",
      short: "Le motif est trop court : dites en quelques mots pourquoi le bon est annulé.",
      long: `Le motif tient en ${DELIVERY_NOTE_CANCEL_REASON_MAX} caractères.`,
      max: DELIVERY_NOTE_CANCEL_REASON_MAX,
    }),
  }),
  output: successShape({
    id_bon: z.number(),
    reference: z.string(),
    id_perimetre: z.number(),
    perimetre: z.string(),
    /** Units taken back from the shelves, and from how many products. */
    unites: z.number(),
    produits: z.number(),
  }),
});

/** The latest delivery notes imported, shown on the stock screen. */
export const DELIVERY_NOTES_SHOWN = 10;

export const getBonsLivraison = defineCall({
  name: "getBonsLivraison",
  method: "GET",
  summary: "Les périmètres, et les derniers bons de livraison importés sur l'écran du stock (extension Cabas, permission stock.write).",
  access: "staff",
  permission: STOCK_WRITE_PERMISSION,
  input: z.object({}),
  output: successShape({
    perimetres: z.array(z.object({ id_perimetre: z.number(), perimetre: z.string() })),
    bons: z.array(
      z.object({
        id: z.number(),
        reference: z.string(),
        id_perimetre: z.number(),
        perimetre: z.string(),
        date: z.string(),
        par: z.object({ id: z.number(), prenom: z.string(), nom: z.string() }).nullable(),
        lignes: z.number(),
        unites: z.number(),
        produits: z.number(),
        /** Cancelled (ADR 0139): when, by whom (null once their account is gone), why; null while it stands. */
        annulation: z
          .object({ date: z.string(), par: z.object({ id: z.number(), prenom: z.string(), nom: z.string() }).nullable(), motif: z.string() })
          .nullable(),
      }),
    ),
  }),
});

export const stockCalls = [getStockProduits, setStockProduit, setVenteProduit, setOffreProduit, setPrixProduit, importBonLivraison, annulerBonLivraison, getBonsLivraison] as const;
