// Customer-service calls: thin handlers over contact.ts, claims.ts, abandoned-baskets.ts and offer-text.ts.
import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { deletePanierAbandonne, getOffres, getPicking, SUBSTITUTION_LABELS, SUBSTITUTION_PREFS, tracking } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { requireCustomer } from "../orders/card-calls.ts";
import { principalPerimeterId } from "../slots/visitor-perimeter.ts";
import { abandonedBaskets, deleteAbandonedBasket } from "./abandoned-baskets.ts";
import { sendMRFormCall } from "./claims.ts";
import { getReclamationsCommandeCall, getReclamationsEnExamenCall, reviserReclamationCall, setReclamationCall } from "./claim-review-calls.ts";
import { sendContactFormCall } from "./contact.ts";
import { describeOffer } from "./offer-text.ts";
import { notFound } from "../../http/app-error.ts";
import { EXPRESS_LEAD_MINUTES } from "../../domain/slot-rules.ts";
import { VARIABLE_WEIGHT_MARGIN_BP } from "../../domain/payment-amounts.ts";
import { toStaticPage } from "../content/pages.ts";

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

/** The editorial picking page with the facts it states, read from the perimeters rather than written in its text. */
export const getPickingCall = implement(getPicking, async ({ db }) => {
  const [page] = await db.select().from(schema.staticPages).where(eq(schema.staticPages.slug, "picking")).limit(1);
  if (!page) throw notFound("Cette page n'existe pas.");
  const zones = await db.select().from(schema.perimeters).orderBy(asc(schema.perimeters.name));
  return {
    page: toStaticPage(page),
    entrepots: zones.map((z) => ({ perimetre: z.name, entrepot: z.warehouse, heure_limite_heures: z.cutoffHours, express_minutes: EXPRESS_LEAD_MINUTES })),
    marge_poids_variable: VARIABLE_WEIGHT_MARGIN_BP / 100,
    remplacements: SUBSTITUTION_PREFS.map((code) => ({ code, libelle: SUBSTITUTION_LABELS[code] })),
  };
});

export const serviceCallImplementations: readonly CallImplementation[] = [
  sendContactFormCall,
  sendMRFormCall,
  getReclamationsEnExamenCall,
  setReclamationCall,
  getReclamationsCommandeCall,
  reviserReclamationCall,
  deletePanierAbandonneCall,
  trackingCall,
  getOffresCall,
  getPickingCall,
];
