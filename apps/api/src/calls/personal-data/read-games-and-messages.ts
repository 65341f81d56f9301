// The export's games (challenges joined, advent-calendar and cinema-contest plays), messages to customer service,
// zone-opening alerts and the waiting lists of products sold on reservation. Messages and alerts are read by account only: one sent signed out names an address anyone
// could have typed (ADR 0048), so it is not given to whoever holds that address's account.
import { asc, eq } from "drizzle-orm";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { amountOrNull, iso, isoOrNull } from "./export-values.ts";

type GamePart = Pick<
  PersonalDataExport,
  "defis" | "calendrier_de_l_avent" | "concours_cinema" | "messages_au_service_client" | "alertes_ouverture_de_zone" | "listes_d_attente_reservations"
>;

export async function readGamePart(tx: Database, userId: number): Promise<GamePart> {
  const entries = await tx
    .select({ entry: schema.challengeEntries, title: schema.challenges.title })
    .from(schema.challengeEntries)
    .innerJoin(schema.challenges, eq(schema.challenges.id, schema.challengeEntries.challengeId))
    .where(eq(schema.challengeEntries.userId, userId))
    .orderBy(asc(schema.challengeEntries.joinedAt), asc(schema.challengeEntries.id));
  const calendar = await tx
    .select({ play: schema.calendarPlays, voucherCode: schema.vouchers.code })
    .from(schema.calendarPlays)
    .leftJoin(schema.vouchers, eq(schema.vouchers.id, schema.calendarPlays.voucherId))
    .where(eq(schema.calendarPlays.userId, userId))
    .orderBy(asc(schema.calendarPlays.playedAt), asc(schema.calendarPlays.id));
  const cinema = await tx
    .select({ play: schema.cinemaContestPlays, title: schema.cinemaContests.title })
    .from(schema.cinemaContestPlays)
    .innerJoin(schema.cinemaContests, eq(schema.cinemaContests.id, schema.cinemaContestPlays.contestId))
    .where(eq(schema.cinemaContestPlays.userId, userId))
    .orderBy(asc(schema.cinemaContestPlays.playedAt), asc(schema.cinemaContestPlays.id));
  const messages = await tx
    .select()
    .from(schema.contactMessages)
    .where(eq(schema.contactMessages.userId, userId))
    .orderBy(asc(schema.contactMessages.createdAt), asc(schema.contactMessages.id));
  const alerts = await tx
    .select()
    .from(schema.zoneOpeningAlerts)
    .where(eq(schema.zoneOpeningAlerts.userId, userId))
    .orderBy(asc(schema.zoneOpeningAlerts.createdAt), asc(schema.zoneOpeningAlerts.id));
  const waitlist = schema.reservationWaitlist;
  const lines = await tx
    .select({ entry: waitlist, product: schema.products.name, perimeter: schema.perimeters.name })
    .from(waitlist)
    .innerJoin(schema.products, eq(schema.products.id, waitlist.productId))
    .innerJoin(schema.perimeters, eq(schema.perimeters.id, waitlist.perimeterId))
    .where(eq(waitlist.userId, userId))
    .orderBy(asc(waitlist.createdAt), asc(waitlist.id));
  return {
    defis: entries.map(({ entry, title }) => ({
      id_defi: entry.challengeId,
      titre: title,
      inscrit_le: iso(entry.joinedAt),
      recompense_le: isoOrNull(entry.rewardedAt),
      recompense: amountOrNull(entry.rewardCents),
    })),
    calendrier_de_l_avent: calendar.map(({ play, voucherCode }) => ({
      annee: play.year,
      jour: play.day,
      joue_le: iso(play.playedAt),
      gagne: play.won,
      lot: amountOrNull(play.prizeCents),
      bon_achat: voucherCode,
    })),
    concours_cinema: cinema.map(({ play, title }) => ({
      concours: title,
      jour: play.playedOn,
      joue_le: iso(play.playedAt),
      gagne: play.won,
      e_billet: play.ticketCode,
    })),
    messages_au_service_client: messages.map((m) => ({
      id_message: m.id,
      email: m.email,
      nom: m.name,
      sujet: m.subject,
      id_commande: m.orderId,
      message: m.message,
      envoye_le: iso(m.createdAt),
    })),
    alertes_ouverture_de_zone: alerts.map((a) => ({
      email: a.email,
      code_postal: a.postalCode,
      demandee_le: iso(a.createdAt),
      prevenu_le: isoOrNull(a.notifiedAt),
    })),
    listes_d_attente_reservations: lines.map(({ entry, product, perimeter }) => ({
      id_produit: entry.productId,
      produit: product,
      perimetre: perimeter,
      inscrit_le: iso(entry.createdAt),
      prevenu_le: isoOrNull(entry.notifiedAt),
      reservable_jusqu_au: isoOrNull(entry.offerEndsAt),
      places_gardees: entry.heldUnits,
    })),
  };
}
