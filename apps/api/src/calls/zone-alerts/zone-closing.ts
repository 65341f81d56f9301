// Closing a postal code to delivery again (the zones screen, ADR 0099): its communes leave the perimeter that delivered
// them, so visitors there are told Cabas does not deliver them (and may ask to be told when it does again, ADR 0038),
// and a basket cannot be ordered to an address there any more (the checkout's area check, ADR 0064). Orders already
// placed are a promise: while any remains to be delivered there, the code is not closed.
import { and, asc, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { CLOSING_REASON_TOO_SHORT, frenchWeekday } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, unprocessable } from "../../http/app-error.ts";
import { IN_PROGRESS } from "../orders/order-store.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { zoneClosedMail } from "./zone-alert-mails.ts";
import { postalCodeLock } from "./zone-opening.ts";


export type ZoneClosing = {
  postalCode: string;
  perimeter: { id: number; name: string };
  /** The communes the perimeter no longer delivers. */
  communes: string[];
  /** Baskets being filled with a delivery address in the postal code: each one's customer is e-mailed. */
  baskets: number;
};

/** Why a postal code with orders still to deliver cannot be closed: how many, and the last one's day. */
export function ordersToDeliverRefusal(postalCode: string, orders: number, lastDay: Date | null): string {
  const day = lastDay ? frenchWeekday(lastDay) : null;
  return orders === 1
    ? `1 commande reste à livrer au ${postalCode}${day ? `, le ${day}` : ""} : fermez-le après sa livraison, ou annulez-la sur l'écran de l'entrepôt. Rien n'a été fermé.`
    : `${orders} commandes restent à livrer au ${postalCode}${day ? `, la dernière le ${day}` : ""} : fermez-le après leur livraison, ou annulez-les sur l'écran de l'entrepôt. Rien n'a été fermé.`;
}

/** What the team reads once a code is closed, on the screen and from `npm run zones -- fermer`. */
export function closingMessage(closed: ZoneClosing): string {
  const baskets =
    closed.baskets === 0
      ? "Aucun panier en cours n'avait d'adresse de livraison dans ce code postal."
      : `${closed.baskets} panier${closed.baskets > 1 ? "s" : ""} en cours ${closed.baskets > 1 ? "ont" : "a"} une adresse de livraison dans ce code postal : ${closed.baskets > 1 ? "leurs clients, prévenus par e-mail, devront" : "son client, prévenu par e-mail, devra"} en choisir une autre.`;
  return `Cabas ne livre plus le ${closed.postalCode} (${closed.communes.join(", ")}) depuis « ${closed.perimeter.name} ». ${baskets}`;
}

/** `shopUrl`: the storefront's address, for the e-mail each customer whose basket goes there receives. */
export async function closePostalCode(
  db: Database,
  args: { postalCode: string; reason: string; now: Date; closedByUserId: number | null; shopUrl: string },
): Promise<ZoneClosing> {
  const { postalCode, reason, now, closedByUserId, shopUrl } = args;
  if (!/^[0-9]{5}$/.test(postalCode)) throw unprocessable("Le code postal doit compter 5 chiffres.");
  const why = reason.trim();
  if ([...why].length < 3) throw unprocessable(CLOSING_REASON_TOO_SHORT);
  return db.transaction(async (tx) => {
    // The opening's lock: an opening and a closing of one code never cross.
    await postalCodeLock(tx, postalCode);
    const delivered = await tx
      .select({ commune: schema.postalCodes.commune, perimeterId: schema.perimeters.id, perimeter: schema.perimeters.name })
      .from(schema.postalCodes)
      .innerJoin(schema.perimeters, eq(schema.perimeters.id, schema.postalCodes.perimeterId))
      .where(eq(schema.postalCodes.code, postalCode))
      .orderBy(asc(schema.postalCodes.commune));
    const [first] = delivered;
    if (!first) throw conflict(`Cabas ne livre pas le ${postalCode} : il n'y a rien à fermer.`);

    const addressCode = sql`${schema.orders.deliveryAddress} ->> 'postalCode'`;
    const [due] = await tx
      .select({ orders: count(), lastDay: max(schema.deliverySlots.startsAt) })
      .from(schema.orders)
      .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, schema.orders.slotId))
      .where(
        and(
          sql`${addressCode} = ${postalCode}`,
          inArray(schema.orders.status, IN_PROGRESS),
          // One delivery each: a complement rides with its order, a modification awaiting payment replaces one.
          isNull(schema.orders.parentOrderId),
          sql`not (${schema.orders.status} = 'pending_payment' and ${schema.orders.replacesOrderId} is not null)`,
        ),
      );
    if (due && due.orders > 0) throw conflict(ordersToDeliverRefusal(postalCode, due.orders, due.lastDay));

    // The baskets being filled to an address there, each an account's (addresses are accounts'): its customer is told.
    const filling = await tx
      .select({ email: schema.users.email, prenom: schema.users.prenom })
      .from(schema.baskets)
      .innerJoin(schema.addresses, eq(schema.addresses.id, schema.baskets.deliveryAddressId))
      .innerJoin(schema.users, eq(schema.users.id, schema.baskets.userId))
      .where(and(eq(schema.baskets.status, "active"), eq(schema.addresses.postalCode, postalCode)));
    const baskets = filling.length;
    for (const customer of filling)
      if (!isErasedEmail(customer.email)) await enqueueJob(tx, MAIL_JOB, zoneClosedMail(customer.email, customer.prenom, postalCode, shopUrl), now);
    await tx.delete(schema.postalCodes).where(eq(schema.postalCodes.code, postalCode));
    await tx.insert(schema.postalCodeClosings).values({
      postalCode,
      perimeterId: first.perimeterId,
      closedAt: now,
      closedByUserId,
      reason: why,
      communesRemoved: delivered.length,
      basketsAffected: baskets,
    });
    return { postalCode, perimeter: { id: first.perimeterId, name: first.perimeter }, communes: delivered.map((d) => d.commune), baskets };
  });
}
