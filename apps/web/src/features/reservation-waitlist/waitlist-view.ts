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

/** The line shown beside the buttons; null when the shopper is not on the list (the offer to join says it all). */
export function waitlistStatus(entry: WaitlistEntry): string | null {
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
      return typesetFrench(
        entry.places_reservees > 0
          ? `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous est gardée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))} : ajoutez-la à votre panier et commandez d'ici là.`
          : `Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous est proposée jusqu'au ${frenchWeekdayTime(new Date(entry.jusqu_au))}, tant qu'elle n'est pas prise.`,
      );
  }
}
