// Delivery-slot calls: the slot grid (for the basket, or public by postal code), holding a slot for the basket,
// and reservations made ahead without a basket (addRdvResa / getRdvResa / cancelRdvResa).
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { euros } from "./money.ts";
import { postalCodeField } from "./session.ts";
import { ranOutSlot } from "./ran-out-slot.ts";

export const SLOT_STATES = ["disponible", "complet", "ferme"] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** One two-hour slot as the grid shows it. */
export const slotView = z.object({
  id_tranche: z.number(),
  /** Paris calendar day, YYYY-MM-DD. */
  date: z.string(),
  debut: z.string(),
  fin: z.string(),
  /** "7 h – 9 h" */
  libelle: z.string(),
  express: z.boolean(),
  /** What the slot adds to the delivery fee (peak surcharge plus express fee), in euros. */
  prix: euros,
  frais_express: euros,
  /** disponible: places left; complet: no place; ferme: past its booking cut-off. */
  etat: z.enum(SLOT_STATES),
  /** Held by this basket or reserved by this customer. */
  choisi: z.boolean(),
});
export type SlotView = z.infer<typeof slotView>;

export const slotDay = z.object({
  date: z.string(),
  /** "lundi 23 novembre" */
  libelle: z.string(),
  creneaux: z.array(slotView),
});
export type SlotDay = z.infer<typeof slotDay>;

/** The slot a basket holds: a 60-minute hold, or the customer's reservation it uses. */
export const heldSlot = z.object({
  id_tranche: z.number(),
  type: z.enum(["hold", "reservation", "order"]),
  date_livraison: z.string(),
  /** "lundi 23 novembre, 7 h – 9 h" */
  libelle_tranche: z.string(),
  express: z.boolean(),
  prix: euros,
  frais_express: euros,
  /** When the hold ends (ISO); null for an order. */
  fin_reservation: z.string().nullable(),
  /** "14 h 32" for a hold; "mardi 1er décembre à 23 h" for a reservation made ahead (its cut-off). */
  fin_reservation_libelle: z.string().nullable(),
});
export type HeldSlotView = z.infer<typeof heldSlot>;


export const slotReservation = z.object({
  id_reservation: z.number(),
  id_tranche: z.number(),
  date: z.string(),
  libelle_tranche: z.string(),
  debut: z.string(),
  fin: z.string(),
  express: z.boolean(),
  prix: euros,
  /** The reservation is released at this moment (the slot's cut-off) unless an order uses it. */
  fin_reservation: z.string(),
  fin_reservation_libelle: z.string(),
  perimetre: z.string(),
});
export type SlotReservation = z.infer<typeof slotReservation>;

const slotIdField = idParam("Le créneau");

const gridShape = {
  id_perimetre: z.number(),
  perimetre: z.string(),
  jours: z.array(slotDay),
};

export const getCreneaux = defineCall({
  name: "getCreneaux",
  method: "GET",
  summary: "Créneaux de livraison du périmètre du panier, par jour, avec le créneau tenu et la fin de sa réservation.",
  access: "session",
  input: z.object({}),
  output: successShape({ ...gridShape, id_panier: z.number(), creneau: heldSlot.nullable(), creneau_expire: ranOutSlot.nullable() }),
});

export const getCreneauxByCP = defineCall({
  name: "getCreneauxByCP",
  method: "GET",
  summary: "Créneaux de livraison d'un code postal (public, sans session).",
  access: "public",
  input: z.object({ cp: postalCodeField }),
  output: successShape({ ...gridShape, code_postal: z.string(), communes: z.array(z.string()) }),
});

export const setCreneaux = defineCall({
  name: "setCreneaux",
  method: "POST",
  summary: "Tient un créneau pour le panier pendant 60 minutes (invités compris) ; le précédent est libéré.",
  access: "session",
  input: z.object({ id_tranche: slotIdField }),
  output: successShape({ id_panier: z.number(), creneau: heldSlot, panier: z.unknown().nullable() }),
});

export const getCreneauxResa = defineCall({
  name: "getCreneauxResa",
  method: "GET",
  summary: "Créneaux réservables à l'avance pour un code postal (par défaut, celui de la session).",
  access: "public",
  input: z.object({ cp: postalCodeField.optional() }),
  output: successShape({ ...gridShape, code_postal: z.string().nullable() }),
});

export const addRdvResa = defineCall({
  name: "addRdvResa",
  method: "POST",
  summary: "Réserve un créneau à l'avance, sans panier ; libéré à l'heure limite de commande s'il n'est pas utilisé.",
  access: "customer",
  input: z.object({ id_tranche: slotIdField }),
  output: successShape({ reservation: slotReservation, reservations: z.array(slotReservation) }),
});

export const cancelRdvResa = defineCall({
  name: "cancelRdvResa",
  method: "POST",
  summary: "Annule une réservation de créneau.",
  access: "customer",
  input: z.object({ id_reservation: idParam("La réservation") }),
  output: successShape({ reservations: z.array(slotReservation) }),
});

export const getRdvResa = defineCall({
  name: "getRdvResa",
  method: "GET",
  summary: "Les réservations de créneau en cours du client.",
  access: "customer",
  input: z.object({}),
  output: successShape({ reservations: z.array(slotReservation) }),
});

export const slotCalls = [getCreneaux, getCreneauxByCP, setCreneaux, getCreneauxResa, addRdvResa, cancelRdvResa, getRdvResa] as const;
