// Address calls: the customer's address book, the autocomplete check (address, postal code, referrer), choosing the
// basket's delivery and billing addresses (which may move the basket to another perimeter), edit and delete.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { unavailableProduct } from "./basket-calls.ts";
import { idParam } from "./catalogue.ts";
import { printedOnInvoice } from "./invoice-text.ts";
import { FRENCH_PHONE } from "./french-phone.ts";
import { civiliteField, postalCodeField } from "./session.ts";

const text = (label: string, max: number) => z.string().trim().max(max, { error: `${label} ne peut pas dépasser ${max} caractères.` });

/** An empty field is no value. */
const optional = (field: z.ZodType<string, string>) => field.optional().transform((v) => (v ? v : undefined));
const optionalText = (label: string, max: number) => optional(text(label, max));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .max(max, { error: `${label} ne peut pas dépasser ${max} caractères.` });

export { FRENCH_PHONE } from "./french-phone.ts";

export const formFlag = z
  .union([z.boolean(), z.literal("1"), z.literal("0"), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .transform((v) => v === true || v === "1" || v === "on" || v === "true");

/** The fields of an address as a form or a client sends them. */
export const addressFields = z.object({
  libelle: optionalText("Le nom de l'adresse", 60),
  civilite: civiliteField.optional().or(z.literal("").transform(() => undefined)),
  // The names, company, address lines and town are printed on invoices (ADR 0065).
  nom: printedOnInvoice(requiredText("Le nom", 80)),
  prenom: printedOnInvoice(requiredText("Le prénom", 80)),
  societe: optional(printedOnInvoice(text("La société", 120))),
  adresse: printedOnInvoice(requiredText("L'adresse", 200)),
  complement: optional(printedOnInvoice(text("Le complément d'adresse", 200))),
  code_postal: postalCodeField,
  ville: printedOnInvoice(requiredText("La ville", 120)),
  digicode: optionalText("Le digicode", 20),
  etage: optionalText("L'étage", 20),
  ascenseur: formFlag.optional(),
  interphone: optionalText("Le nom à l'interphone", 80),
  telephone: z
    .string({ error: "Le téléphone est obligatoire pour que le livreur puisse vous joindre." })
    .trim()
    .min(1, { error: "Le téléphone est obligatoire pour que le livreur puisse vous joindre." })
    .regex(FRENCH_PHONE, { error: "Le numéro de téléphone n'est pas valide (ex. 06 12 34 56 78)." }),
  instructions: optionalText("Les instructions de livraison", 500),
});
export type AddressFields = z.infer<typeof addressFields>;

export const addressView = z.object({
  id_adresse: z.number(),
  libelle: z.string().nullable(),
  civilite: z.string().nullable(),
  nom: z.string(),
  prenom: z.string(),
  societe: z.string().nullable(),
  adresse: z.string(),
  complement: z.string().nullable(),
  code_postal: z.string(),
  ville: z.string(),
  digicode: z.string().nullable(),
  etage: z.string().nullable(),
  ascenseur: z.boolean().nullable(),
  interphone: z.string().nullable(),
  telephone: z.string().nullable(),
  instructions: z.string().nullable(),
  livraison_defaut: z.boolean(),
  facturation_defaut: z.boolean(),
  /** Whether Cabas delivers this postal code (billing addresses may be anywhere). */
  livrable: z.boolean(),
});
export type AddressView = z.infer<typeof addressView>;

export const mesAdresses = defineCall({
  name: "mesAdresses",
  method: "GET",
  summary: "Les adresses du client (toutes, ou une seule avec id_adresse).",
  access: "customer",
  input: z.object({ token: z.string().max(200).optional(), id_adresse: idParam("L'adresse").optional() }),
  output: successShape({
    adresses: z.array(addressView),
    id_adresse_liv: z.number().nullable(),
    id_adresse_fac: z.number().nullable(),
    /**
     * Where the basket would go if its delivery address were deleted (ADR 0117): another delivered address of the
     * customer, `autre_zone` when it is in another delivery zone; null when none is left (or no delivery address).
     */
    livraison_apres_suppression: z.object({ id_adresse: z.number(), autre_zone: z.boolean() }).nullable(),
    /**
     * What deleting each address would do besides (ADR 0122): the basket's billing address afterwards
     * (`id_adresse_fac`, replaced when it was this one), and the address that would take over the delivery or billing
     * default this one holds (`livraison_defaut`, `facturation_defaut`; null: it holds none, or none can take it).
     */
    apres_suppression: z.array(
      z.object({
        id_adresse: z.number(),
        id_adresse_fac: z.number().nullable(),
        livraison_defaut: z.number().nullable(),
        facturation_defaut: z.number().nullable(),
      }),
    ),
  }),
});

export const AUTOCOMPLETE_TYPES = ["cp", "adresse", "parrain"] as const;

export const autocomplete = defineCall({
  name: "autocomplete",
  method: "POST",
  summary: "Vérifie un code postal (livré ou non, communes), une adresse ou un code parrain ; un refus porte un message à afficher en avertissement.",
  access: "public",
  input: z.object({
    type: z.enum(AUTOCOMPLETE_TYPES, { error: "Type de vérification inconnu : cp, adresse ou parrain." }).default("cp"),
    cp: postalCodeField.optional(),
    ville: z.string().trim().max(120).optional(),
    adresse: z.string().trim().max(200).optional(),
    code: z.string().trim().max(40).optional(),
  }),
  output: successShape({
    code_postal: z.string().nullable(),
    livrable: z.boolean(),
    id_perimetre: z.number().nullable(),
    perimetre: z.string().nullable(),
    communes: z.array(z.string()),
    /** The address as it will be used (commune spelled as the official list). */
    adresse: z.object({ adresse: z.string(), code_postal: z.string(), ville: z.string() }).nullable(),
  }),
});

export const setAdresses = defineCall({
  name: "setAdresses",
  method: "POST",
  summary: "Adresses de livraison et de facturation du panier (ou une nouvelle adresse) ; un autre code postal déplace le panier dans son périmètre.",
  access: "customer",
  /** Either ids of saved addresses, or the fields of a new delivery address (`adresse` present; checked as addressFields). */
  input: z
    .object({
      id_adresse_liv: idParam("L'adresse de livraison").optional(),
      id_adresse_fac: idParam("L'adresse de facturation").optional(),
      facturation_identique: formFlag.default(true),
    })
    .catchall(z.unknown()),
  output: successShape({
    token: z.string().nullable(),
    code_postal: z.string(),
    id_perimetre: z.number(),
    panier: z.unknown().nullable(),
    indispos: z.array(unavailableProduct),
    id_adresse_liv: z.number().nullable(),
    id_adresse_fac: z.number().nullable(),
  }),
});

export const updateAdresse = defineCall({
  name: "updateAdresse",
  method: "POST",
  summary: "Crée (sans id_adresse) ou modifie une adresse du client.",
  access: "customer",
  input: addressFields.extend({ id_adresse: idParam("L'adresse").optional() }),
  output: successShape({ adresse: addressView, adresses: z.array(addressView) }),
});

export const deleteAdresse = defineCall({
  name: "deleteAdresse",
  method: "POST",
  summary:
    "Supprime une adresse (refusé si une commande en cours l'utilise) ; le panier qu'elle livrait passe à une autre adresse livrée du client (de sa zone d'abord), ou n'a plus d'adresse de livraison ; celui qu'elle facturait est facturé à son adresse de livraison, sinon à une autre ; une autre adresse prend sa place par défaut.",
  access: "customer",
  input: z.object({ id_adresse: idParam("L'adresse") }),
  output: successShape({
    adresses: z.array(addressView),
    id_adresse_liv: z.number().nullable(),
    id_adresse_fac: z.number().nullable(),
    /** The deleted address was the basket's delivery address: the basket went to `adresse_livraison`, or has none. */
    etait_livraison_panier: z.boolean(),
    /** The basket's delivery address after the deletion, when the deleted one was it and another took its place. */
    adresse_livraison: addressView.nullable(),
    /** The basket moved to another delivery zone: its prices and stock are that zone's. */
    autre_zone: z.boolean(),
    code_postal: z.string().nullable(),
    id_perimetre: z.number().nullable(),
    /** Products of the basket not sold or out of stock in the new zone (as setAdresses). */
    indispos: z.array(unavailableProduct),
    /** The basket, when it moved zone. */
    panier: z.unknown().nullable(),
    /** The deleted address was the basket's billing address: it is now `adresse_facturation`, or none (ADR 0122). */
    etait_facturation_panier: z.boolean(),
    /** The basket's billing address after the deletion, when the deleted one was it and another took its place. */
    adresse_facturation: addressView.nullable(),
    /** The address that became the delivery default, the deleted one's place (null: it was not the default, or none can be). */
    livraison_defaut: addressView.nullable(),
    /** The address that became the billing default, the deleted one's place. */
    facturation_defaut: addressView.nullable(),
  }),
});

export const addressCalls = [mesAdresses, autocomplete, setAdresses, updateAdresse, deleteAdresse] as const;
