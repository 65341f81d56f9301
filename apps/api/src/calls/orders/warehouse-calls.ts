// getCommandesEntrepot and setCommandeEntrepot: the warehouse screen's calls (ADR 0094), for staff with orders.dispatch.
// The list reads the orders in the warehouse's hands; a move is moveOrder, the same as `npm run orders`.
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  centsToEuros,
  getCommandesEntrepot,
  getListePreparation,
  setCommandeEntrepot,
  WAREHOUSE_PAGE_SIZE,
  type WarehouseAction,
  type WarehouseState,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import type { OrderCommand, OrderStatus } from "../../domain/order-status.ts";
import { childrenBy } from "../personal-data/export-values.ts";
import { moveOrder, moveSummary } from "./order-warehouse.ts";
import { markPhoneRefundDone, phoneRefundReport, phoneRefundsOwed } from "./phone-refund.ts";
import {
  markReturnAfterRefundChecked,
  markReturnedDebitPaid,
  returnCheckedReport,
  returnedDebitPaidReport,
  returnedDebits,
  returnsAfterRefund,
} from "./sepa-returns.ts";
import { returnCallOut, returnCallsOf } from "./return-calls.ts";
import { pickingBySlot, pickingGifts, pickingLines, slotStartsOnParisDay } from "./picking-list.ts";
import { giftsOfOrders, type ChosenGift } from "../games/gift-store.ts";
import { staffSignature } from "../session/staff-signature.ts";
import { conflict } from "../../http/app-error.ts";

const { orders, orderLines, orderEvents, deliverySlots, users } = schema;

/** The statuses the warehouse moves, by the name the screen gives them. */
const STATUS_OF: Record<WarehouseState, OrderStatus> = { a_confirmer: "pending_payment", validee: "placed", en_preparation: "preparing", en_livraison: "out_for_delivery" };
const STATE_OF: Record<OrderStatus, WarehouseState | "livree" | "annulee"> = {
  pending_payment: "a_confirmer",
  placed: "validee",
  preparing: "en_preparation",
  out_for_delivery: "en_livraison",
  delivered: "livree",
  cancelled: "annulee",
};
const COMMAND_OF: Record<Exclude<WarehouseAction, "rembourser" | "encaisser_impaye" | "verifier_retour">, OrderCommand> = {
  confirmer_paiement: "confirm_payment",
  preparer: "prepare",
  expedier: "ship",
  livrer: "deliver",
  annuler: "cancel",
};
const PAYMENT_OF = { card: "carte", sepa: "sepa", phone: "telephone", benefits: "avantages" } as const;

const matched = sql<number>`count(*) over ()`.mapWith(Number);

/** « Léa Martin »: who made a step from the screen; null for the customer's, the shop's and the command's steps. */
const staffName = (step: { prenom: string | null; nom: string | null }): string | null =>
  [step.prenom, step.nom].filter(Boolean).join(" ") || null;

/** A text field of an order's address snapshot ("" when absent). */
const addressText = (address: Record<string, unknown>, key: string): string => {
  const value = address[key];
  return typeof value === "string" ? value : "";
};

/** The customer's name on an order's delivery address, or the company's. */
const clientOf = (address: Record<string, unknown>): string =>
  [addressText(address, "prenom"), addressText(address, "nom")].filter(Boolean).join(" ") || addressText(address, "company");

/** Orders moving in the warehouse, and those paid by phone waiting for staff to confirm the payment. */
const IN_HAND_STATUSES: readonly OrderStatus[] = ["placed", "preparing", "out_for_delivery"];
const inWarehouse = (status: OrderStatus | undefined) => {
  const phoneToConfirm = and(eq(orders.status, "pending_payment"), eq(orders.paymentMethod, "phone"));
  if (status === "pending_payment") return phoneToConfirm;
  return status ? eq(orders.status, status) : or(inArray(orders.status, [...IN_HAND_STATUSES]), phoneToConfirm);
};

/**
 * The orders in the warehouse's hands (placed, preparing, out for delivery) and those paid by phone whose payment
 * staff have to confirm (a card's waits for its bank, not for staff), soonest slot first, at most `limit`, with their
 * lines and complements. Complements are not listed on their own: they ride with their order.
 */
export async function warehouseOrders(db: Database, filter: { status?: OrderStatus; day?: string }, limit: number) {
  const rows = await db
    .select({
      id: orders.id,
      replacesOrderId: orders.replacesOrderId,
      status: orders.status,
      address: orders.deliveryAddress,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      authorisedCents: orders.authorisedCents,
      finalCents: orders.finalCents,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      isExpress: deliverySlots.isExpress,
      matched,
    })
    .from(orders)
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .where(
      and(
        inWarehouse(filter.status),
        isNull(orders.parentOrderId),
        filter.day ? slotStartsOnParisDay(filter.day) : undefined,
      ),
    )
    .orderBy(asc(deliverySlots.startsAt), asc(orders.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const [lines, complements, lastSteps, gifts] = ids.length === 0
    ? [[], [], [], new Map<number, ChosenGift>()]
    : await Promise.all([
        db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.name)),
        db
          .select({ id: orders.id, parentId: orders.parentOrderId })
          .from(orders)
          .where(and(inArray(orders.parentOrderId, ids), inArray(orders.status, [...IN_HAND_STATUSES])))
          .orderBy(asc(orders.id)),
        // Each order's latest step, and the staff member who made it from this screen, if one did.
        db
          .selectDistinctOn([orderEvents.orderId], { orderId: orderEvents.orderId, at: orderEvents.createdAt, prenom: users.prenom, nom: users.nom })
          .from(orderEvents)
          .leftJoin(users, eq(users.id, orderEvents.staffUserId))
          .where(inArray(orderEvents.orderId, ids))
          .orderBy(orderEvents.orderId, desc(orderEvents.id)),
        // The thank-you gift the customer chose, to pack with the order.
        giftsOfOrders(db, rows),
      ]);
  const linesOf = childrenBy(lines, (line) => line.orderId);
  const complementsOf = childrenBy(complements, (complement) => complement.parentId ?? 0);
  const lastStepOf = childrenBy(lastSteps, (step) => step.orderId);
  return {
    total: rows[0]?.matched ?? 0,
    orders: rows.map((row) => ({
      ...row,
      lines: linesOf(row.id),
      complements: complementsOf(row.id).map((c) => c.id),
      lastStep: lastStepOf(row.id)[0] ?? null,
      gift: gifts.get(row.id)?.gift.title ?? null,
    })),
  };
}

export const getCommandesEntrepotCall = implement(getCommandesEntrepot, async ({ db, input }) => {
  const [{ orders: list, total }, refunds, unpaid, afterRefund] = await Promise.all([
    warehouseOrders(db, { status: input.etat ? STATUS_OF[input.etat] : undefined, day: input.jour }, WAREHOUSE_PAGE_SIZE),
    phoneRefundsOwed(db, WAREHOUSE_PAGE_SIZE),
    returnedDebits(db, WAREHOUSE_PAGE_SIZE),
    returnsAfterRefund(db, WAREHOUSE_PAGE_SIZE),
  ]);
  const calls = await returnCallsOf(db, unpaid.map((debit) => debit.orderId));
  return {
    commandes: list.map((order) => ({
      id: order.id,
      etat: STATE_OF[order.status] as WarehouseState,
      client: clientOf(order.address),
      code_postal: addressText(order.address, "postalCode"),
      ville: addressText(order.address, "city"),
      creneau: { debut: order.startsAt.toISOString(), fin: order.endsAt.toISOString(), express: order.isExpress },
      paiement: PAYMENT_OF[order.paymentMethod],
      montant: centsToEuros(order.totalCents),
      autorise: centsToEuros(order.authorisedCents),
      montant_final: order.finalCents === null ? null : centsToEuros(order.finalCents),
      lignes: order.lines.map((line) => ({
        id_produit: line.productId,
        nom: line.name,
        quantite: line.quantity,
        poids_variable: line.variableWeight,
        poids_estime: line.variableWeight ? line.estimatedWeightGrams : null,
        poids_pese: line.finalWeightGrams,
      })),
      complements: order.complements,
      cadeau: order.gift,
      derniere_etape: order.lastStep && { le: order.lastStep.at.toISOString(), par: staffName(order.lastStep) },
    })),
    total,
    remboursements: refunds.map((refund) => ({
      id_commande: refund.orderId,
      client: clientOf(refund.address),
      montant: centsToEuros(refund.cents),
      annulee_le: refund.cancelledAt.toISOString(),
    })),
    impayes: unpaid.map((debit) => ({
      id_commande: debit.orderId,
      client: clientOf(debit.address),
      montant_du: centsToEuros(debit.cents),
      type: debit.kind,
      motif: debit.reason,
      le: debit.returnedAt.toISOString(),
      relances: debit.remindersSent,
      derniere_relance_le: debit.remindedAt?.toISOString() ?? null,
      appels: calls.get(debit.orderId)?.calls ?? 0,
      dernier_appel: calls.has(debit.orderId) ? returnCallOut(calls.get(debit.orderId)!.last) : null,
    })),
    retours_apres_remboursement: afterRefund.map((debit) => ({
      id_commande: debit.orderId,
      client: clientOf(debit.address),
      montant: centsToEuros(debit.cents),
      type: debit.kind,
      motif: debit.reason,
      le: debit.returnedAt.toISOString(),
    })),
  };
});

export const setCommandeEntrepotCall = implement(setCommandeEntrepot, async ({ db, input, principal, now, config }) => {
  const staff = staffOf(principal);
  if (input.action === "rembourser") {
    const refund = await markPhoneRefundDone(db, {
      orderId: input.id_commande,
      agent: await staffSignature(db, staff),
      reference: input.reference ?? "",
      now: now(),
      staffUserId: staff.userId,
    });
    // Marked before (a second click, another adviser): the first record stands, and the screen says so.
    if (!refund.marked) throw conflict(phoneRefundReport(refund));
    return { message: phoneRefundReport(refund), statut: "remboursee" as const, encaisse: null, montant_final: null, a_rembourser: null, rembourse: centsToEuros(refund.cents) };
  }
  if (input.action === "encaisser_impaye") {
    const paid = await markReturnedDebitPaid(db, {
      orderId: input.id_commande,
      agent: await staffSignature(db, staff),
      reference: input.reference ?? "",
      now: now(),
      staffUserId: staff.userId,
    });
    if (!paid.marked) throw conflict(returnedDebitPaidReport(paid));
    return { message: returnedDebitPaidReport(paid), statut: "impaye_regle" as const, encaisse: centsToEuros(paid.cents), montant_final: null, a_rembourser: null, rembourse: null };
  }
  if (input.action === "verifier_retour") {
    const checked = await markReturnAfterRefundChecked(db, {
      orderId: input.id_commande,
      agent: await staffSignature(db, staff),
      note: input.reference ?? "",
      now: now(),
    });
    if (!checked.marked) throw conflict(returnCheckedReport(checked));
    return { message: returnCheckedReport(checked), statut: "retour_verifie" as const, encaisse: null, montant_final: null, a_rembourser: null, rembourse: null };
  }
  const result = await moveOrder(
    { db, provider: config.payments.provider, now: now(), publicUrl: config.publicUrl },
    input.id_commande,
    COMMAND_OF[input.action],
    {
      ...(input.pesees?.size ? { weights: input.pesees } : {}),
      ...(input.plafond ? { cap: true } : {}),
      ...(input.montant === undefined ? {} : { phoneCents: input.montant }),
      staffUserId: staff.userId,
    },
  );
  const state = STATE_OF[result.to as OrderStatus];
  if (state === "a_confirmer") throw new Error(`moveOrder ended on an unexpected status: ${result.to}`);
  return {
    message: moveSummary(result),
    statut: state,
    encaisse: result.phoneTakenCents === undefined ? null : centsToEuros(result.phoneTakenCents),
    montant_final: result.finalCents === null ? null : centsToEuros(result.finalCents),
    a_rembourser: result.phoneRefundCents ? centsToEuros(result.phoneRefundCents) : null,
    rembourse: null,
  };
});

export const getListePreparationCall = implement(getListePreparation, async ({ db, input }) => {
  const lines = await pickingLines(db, input.jour);
  const slots = pickingBySlot(lines);
  const gifts = await pickingGifts(db, lines, slots);
  return {
    jour: input.jour,
    creneaux: slots.map((slot) => ({
      id: slot.slotId,
      perimetre: slot.perimeter,
      debut: slot.startsAt.toISOString(),
      fin: slot.endsAt.toISOString(),
      express: slot.isExpress,
      commandes: slot.orderIds,
      rayons: slot.aisles.map((aisle) => ({
        rayon: aisle.aisle,
        articles: aisle.items.map((item) => ({
          id_produit: item.productId,
          nom: item.name,
          quantite: item.quantity,
          poids_variable: item.variableWeight,
          poids_estime: item.estimatedGrams,
          commandes: item.orders.map((order) => ({ id_commande: order.orderId, quantite: order.quantity })),
        })),
      })),
      cadeaux: (gifts.get(slot.slotId) ?? []).map((entry) => ({ cadeau: entry.gift, commandes: entry.orderIds })),
    })),
  };
});
