// What the product page says of the shopper's place on a reservation product's waiting list (ADR 0114), from the
// web-service's answer (maListeAttente, rejoindreListeAttente, quitterListeAttente).
import { frenchWeekdayTime } from "@cabas/contracts/client-values";
import { NO_BREAK_SPACE, typesetFrench } from "@cabas/contracts/french-typography";

/** `places_reservees`: units held for a told shopper until `jusqu_au` (ADR 0120); 0 otherwise. */
export type WaitlistEntry = { etat: "absent" | "en_attente" | "prevenu"; position: number | null; jusqu_au: string | null; places_reservees: number };

/** The entry an answer carries, or null when it is not one (a guest's refusal, a body of another shape). */
export function readWaitlistEntry(data: unknown): WaitlistEntry | null {
  if (typeof data !== "object" || data === null) return null;
  const { etat, position, jusqu_au, places_reservees } = data as Record<string, unknown>;
  if (etat !== "absent" && etat !== "en_attente" && etat !== "prevenu") return null;
  return {
    etat,
    position: typeof position === "number" ? position : null,
    jusqu_au: typeof jusqu_au === "string" ? jusqu_au : null,
    places_reservees: typeof places_reservees === "number" && places_reservees > 0 ? places_reservees : 0,
  };
}

/**
 * The units held for the shopper (ADR 0120) while their window is open at `nowMs`, else 0: the page's sold-out
 * button gives way to their own add-to-basket, within these units (ADR 0123). A window that has just ended is the
 * shelf's again, as the basket then refuses it.
 */
export function heldPlaces(entry: WaitlistEntry | null, nowMs: number): number {
  if (!entry || entry.etat !== "prevenu" || entry.places_reservees <= 0 || !entry.jusqu_au) return 0;
  return new Date(entry.jusqu_au).getTime() > nowMs ? entry.places_reservees : 0;
}

/**
 * What replaces « Indisponible » for the shopper a place is held for: until when it is theirs. Once the units held are
 * in their basket (`inBasket`), it says so rather than asking to add them again (QA of 2026-12-02): the window still
 * ends then, so the order must be placed by that time.
 */
export function heldPlaceNotice(until: string, places: number, inBasket = 0): string {
  const when = frenchWeekdayTime(new Date(until));
  if (inBasket >= places)
    return typesetFrench(
      places > 1
        ? `Vos ${places} réservations sont dans votre panier, gardées jusqu'au ${when} : commandez d'ici là.`
        : `Votre réservation est dans votre panier, gardée jusqu'au ${when} : commandez d'ici là.`,
    );
  return typesetFrench(`${heldUntil(places, when)} : ${places > 1 ? "ajoutez-les" : "ajoutez-la"} à votre panier.`);
}

const heldUntil = (places: number, when: string): string =>
  places > 1 ? `${places} réservations vous sont gardées jusqu'au ${when}` : `Une réservation vous est gardée jusqu'au ${when}`;

/**
 * A list's proposed replacement held for its owner (ADR 0137): the tile's words without what to do next, as the line's
 * button is « Remplacer » (in the list), not an add to the basket.
 */
export const heldPlaceUntil = (until: string, places: number): string => typesetFrench(`${heldUntil(places, frenchWeekdayTime(new Date(until)))}.`);

/**
 * The return parameter of a guest's « Connectez-vous » (ADR 0123): back on the product page after signing in, the box
 * offers the join on its focused button; joining still takes the shopper's click.
 */
export const WAITLIST_RETURN_PARAM = "liste-attente";
export const WAITLIST_RETURN_JOIN = "rejoindre";

/** The sign-in page that brings a guest back to the product's waiting list, ready to join. */
export const waitlistSignInHref = (signInPath: string, slug: string): string =>
  `${signInPath}?redirect=${encodeURIComponent(`/${slug}?${WAITLIST_RETURN_PARAM}=${WAITLIST_RETURN_JOIN}`)}`;

/** Whether the page's query (`location.search`) is a guest's return from signing in to join the list. */
export const asksToJoin = (search: string): boolean => new URLSearchParams(search).get(WAITLIST_RETURN_PARAM) === WAITLIST_RETURN_JOIN;

/** The page's address without the return parameter: once offered, a reload does not offer it again. */
export function withoutReturnParam(pathname: string, search: string, hash: string): string {
  const query = new URLSearchParams(search);
  query.delete(WAITLIST_RETURN_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ""}${hash}`;
}

/** Under the offer to join: what the list is for and how it is served. */
export const WAITLIST_HINT = typesetFrench(
  "Une réservation peut se libérer (une commande annulée ou réduite) : inscrivez-vous, nous écrivons aux personnes inscrites dans leur ordre d'arrivée, autant que de places libérées.",
);

/** A guest's text after the « Connectez-vous » link. */
export const WAITLIST_GUEST_AFTER_LINK = typesetFrench(
  "pour vous inscrire sur la liste d'attente : nous écrivons aux personnes inscrites dans leur ordre d'arrivée.",
);

/** « 1re », « 2e »: a position is feminine in French. */
export const ordinalPosition = (position: number): string => (position === 1 ? "1re" : `${position}e`);

/**
 * The line shown beside the buttons; null when the shopper is not on the list (the offer to join says it all).
 * `inBasket`: the product's units in the shopper's basket, which hold the place once added. `nowMs`: the page's clock
 * (ADR 0137); a held place whose window has ended by then says so instead of asking to add it.
 */
export function waitlistStatus(entry: WaitlistEntry, inBasket = 0, nowMs = Number.NEGATIVE_INFINITY): string | null {
  switch (entry.etat) {
    case "absent":
      return null;
    case "en_attente":
      return typesetFrench(
        `Vous êtes sur la liste d'attente, en ${ordinalPosition(entry.position ?? 1)}${NO_BREAK_SPACE}position : nous vous écrirons quand une réservation se libère.`,
      );
    case "prevenu":
      if (!entry.jusqu_au) return typesetFrench("Une réservation s'est libérée pour vous : nous vous avons écrit.");
      // Held for them (ADR 0120): nobody else can take it until then; told before places were held, it was not.
      if (entry.places_reservees > 0 && heldPlaces(entry, nowMs) === 0)
        return typesetFrench(
          `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous était gardée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))} : ce délai est passé.`,
        );
      return typesetFrench(
        entry.places_reservees > 0
          ? inBasket >= entry.places_reservees
            ? `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle est dans votre panier, gardée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))} : commandez d'ici là.`
            : `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous est gardée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))} : ajoutez-la à votre panier et commandez d'ici là.`
          : `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous est proposée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))}, tant qu'elle n'est pas prise.`,
      );
  }
}
