// The waiting list of a product sold on reservation whose reservations are all taken: Cabas's calls beyond the
// specification, which only has isReservable. A signed-in customer joins, reads their place, and leaves; when places
// free up, the people waiting are told by e-mail in their order, each place held for them a while. Decisions:
// docs/adr/0114, 0120.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { RESERVATION_WAITLISTS_PERMISSION } from "./session-rules.ts";

/** absent: not on the list; en_attente: waiting, at `position`; prevenu: a place was offered, to reserve until `jusqu_au`. */
export const WAITLIST_STATES = ["absent", "en_attente", "prevenu"] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

const waitlistInput = z.object({ id_produit: idParam("Le produit") });

const waitlistOutput = successShape({
  id_produit: z.number(),
  etat: z.enum(WAITLIST_STATES),
  /** 1 for the next to be told; null unless waiting. */
  position: z.number().nullable(),
  /** The end of the told customer's window to reserve (ISO); null unless told. */
  jusqu_au: z.string().nullable(),
  /**
   * Units held for the told customer until `jusqu_au`, off the shelf for everyone else (ADR 0120); 0 unless told (and
   * for a customer told before places were held).
   */
  places_reservees: z.number().int().nonnegative(),
});

export const maListeAttente = defineCall({
  name: "maListeAttente",
  method: "GET",
  summary:
    "La place du client sur la liste d'attente d'un produit sur réservation : absent, en attente (position) ou prévenu (jusqu'à quand réserver, et les places gardées pour lui jusque-là) (extension Cabas).",
  access: "customer",
  input: waitlistInput,
  output: waitlistOutput,
});

export const rejoindreListeAttente = defineCall({
  name: "rejoindreListeAttente",
  method: "POST",
  summary:
    "Inscrit le client sur la liste d'attente d'un produit sur réservation dont toutes les réservations sont prises ; la réponse donne sa position (extension Cabas).",
  access: "customer",
  input: waitlistInput,
  output: waitlistOutput,
});

export const quitterListeAttente = defineCall({
  name: "quitterListeAttente",
  method: "POST",
  summary: "Retire le client de la liste d'attente d'un produit sur réservation ; la place gardée pour un client prévenu passe aussitôt à la personne suivante (extension Cabas).",
  access: "customer",
  input: waitlistInput,
  output: waitlistOutput,
});

/** A place a waiting list holds for the customer, as a product tile reads it: the units and until when (ADR 0131). */
export const heldPlace = z.object({
  id_produit: z.number(),
  /** Units held for the customer on top of the shelf, off it for everyone else (ADR 0120); always above 0. */
  places_reservees: z.number().int().positive(),
  /** The end of the customer's window (ISO), still to come when read. */
  jusqu_au: z.string(),
});

/**
 * Every place held for the customer in the perimeter they shop in, read once per page by the storefront's tiles (the
 * catalogue's pages are shared, ADR 0032): the product page's maListeAttente is per product.
 */
export const mesPlacesGardees = defineCall({
  name: "mesPlacesGardees",
  method: "GET",
  summary:
    "Les réservations gardées pour le client par les listes d'attente dans son périmètre (id_perimetre, sinon le cookie ID_PERIMETRE, sinon celui du compte) : produit, places gardées et jusqu'à quand, fenêtres en cours seulement (extension Cabas).",
  access: "customer",
  input: z.object({ id_perimetre: idParam("Le périmètre").optional() }),
  output: successShape({ places: z.array(heldPlace) }),
});

/** One person on a line, as the staff screen shows them: waiting at `position`, or told until `jusqu_au`. */
const waitlistPerson = z.object({
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  etat: z.enum(["en_attente", "prevenu"]),
  /** 1 for the next to be told; null once told. */
  position: z.number().nullable(),
  /** When they joined (ISO). */
  inscrit_le: z.string(),
  /** When they were told, and until when the place is theirs (ISO); null while waiting. */
  prevenu_le: z.string().nullable(),
  jusqu_au: z.string().nullable(),
  places_reservees: z.number().int().nonnegative(),
});

/** The waiting lists, for customer service (the staff screen of ADR 0120): one per product and perimeter with someone in line. */
export const getListesAttente = defineCall({
  name: "getListesAttente",
  method: "GET",
  summary:
    "Les listes d'attente des produits sur réservation, par produit et par périmètre : les personnes inscrites dans leur ordre (nom, e-mail, position, date d'inscription), qui est prévenu et jusqu'à quand (extension Cabas, permission waitlists.read).",
  access: "staff",
  permission: RESERVATION_WAITLISTS_PERMISSION,
  input: z.object({}),
  output: successShape({
    listes: z.array(
      z.object({
        id_produit: z.number(),
        produit: z.string(),
        slug: z.string(),
        perimetre: z.string(),
        /** Units on the shelf for anyone (held places are off it). */
        stock: z.number(),
        personnes: z.array(waitlistPerson),
      }),
    ),
  }),
});

export const waitlistCalls = [maListeAttente, rejoindreListeAttente, quitterListeAttente, mesPlacesGardees, getListesAttente] as const;
