// Customer-service calls: thin handlers over contact.ts, claims.ts, abandoned-baskets.ts and offer-text.ts.
import { and, asc, gt, isNull, lte, or } from "drizzle-orm";
import { deletePanierAbandonne, getOffres, tracking } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { requireCustomer } from "../orders/card-calls.ts";
import { principalPerimeterId } from "../slots/visitor-perimeter.ts";
import { abandonedBaskets, deleteAbandonedBasket } from "./abandoned-baskets.ts";
import { sendMRFormCall } from "./claims.ts";
import { sendContactFormCall } from "./contact.ts";
import { describeOffer } from "./offer-text.ts";

export const deletePanierAbandonneCall = implement(deletePanierAbandonne, async ({ db, input, principal, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  await deleteAbandonedBasket(db, userId, input.id_panier, at);
  return { message: "Panier supprimé.", paniers: await abandonedBaskets(db, userId, await principalPerimeterId(db, principal), at, 50) };
});

export const trackingCall = implement(tracking, async ({ db, input, now }) => {
  const inserted = await db
    .insert(schema.affiliateVisits)
    .values({ partner: input.partenaire, campaign: input.campagne || null, landingPath: input.page, visitKey: input.visite, createdAt: now() })
    .onConflictDoNothing({ target: schema.affiliateVisits.visitKey })
    .returning({ id: schema.affiliateVisits.id });
  return { enregistree: inserted.length > 0 };
});

export const getOffresCall = implement(getOffres, async ({ db, now }) => {
  const at = now();
  const { advantageCodes: codes } = schema;
  const rows = await db
    .select()
    .from(codes)
    .where(and(or(isNull(codes.startsAt), lte(codes.startsAt, at)), or(isNull(codes.endsAt), gt(codes.endsAt, at))))
    .orderBy(asc(codes.endsAt), asc(codes.code));
  return { offres: rows.map(describeOffer) };
});

export const serviceCallImplementations: readonly CallImplementation[] = [
  sendContactFormCall,
  sendMRFormCall,
  deletePanierAbandonneCall,
  trackingCall,
  getOffresCall,
];
