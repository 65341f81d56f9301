// Review, delivery-rating and survey calls: thin handlers over review-store.ts (reads, ownership, writes) and
// review-rules.ts (who may review or rate, averages). Public review answers are shared through review-cache.ts.
import { and, eq } from "drizzle-orm";
import {
  getAvis,
  getAvisADonner,
  getAvisClient,
  getMonAvis,
  getSurvey,
  postNotationLivreur,
  postSurvey,
  setMonAvis,
} from "@cabas/contracts";
import { schema } from "@cabas/db";
import { AppError, conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { customerOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { summaryOfFieldErrors } from "../../http/validation.ts";
import { findBannedContent } from "./banned-content.ts";
import { invalidateReviewCache, withReviewCache } from "./review-cache.ts";
import { getModerationCall, setModerationCall } from "./moderation-calls.ts";
import { courierRatingPermission, reviewPermission } from "./review-rules.ts";
import {
  deliveriesToRate,
  insertCourierRating,
  latestDelivery,
  wasDelivered,
  myReviews,
  ownedOrder,
  productsToReview,
  publishedReviews,
  reviewedProduct,
  saveReview,
  shopReviews,
  toCourierRatingView,
  toMyReview,
} from "./review-store.ts";
import { checkSurveyAnswers, SURVEYS } from "./surveys.ts";

const { courierRatings, surveyResponses } = schema;



/** Refuses texts with coarse words, contact details or links, naming the field to change. */
function checkPublishable(fields: Record<string, string | null>): void {
  for (const [name, text] of Object.entries(fields)) {
    const banned = text ? findBannedContent(text) : null;
    if (banned) throw new AppError("UNPROCESSABLE", banned.message, { fieldErrors: { [name]: [banned.message] } });
  }
}

function surveyOf(code: string) {
  const survey = SURVEYS[code];
  if (!survey) throw notFound("Ce sondage n'existe pas.");
  return survey;
}

export const getAvisCall = withReviewCache(
  implement(getAvis, async ({ db, input, now }) => {
    // The product's check (404 when unknown) runs beside the reviews' read, not before it: the product page waits on it.
    const [, reviews] = await Promise.all([reviewedProduct(db, input.id_article), publishedReviews(db, input.id_article, input.page, now())]);
    return { id_article: input.id_article, ...reviews };
  }),
);

export const getAvisClientCall = withReviewCache(implement(getAvisClient, async ({ db, input, now }) => shopReviews(db, input.page, now())));

export const getMonAvisCall = implement(getMonAvis, async ({ db, input, principal }) => {
  const customer = customerOf(principal);
  if (input.id_article === undefined) return { avis: await myReviews(db, customer.userId), produit: null, peut_donner_avis: null };
  const [produit, avis] = await Promise.all([reviewedProduct(db, input.id_article), myReviews(db, customer.userId, input.id_article)]);
  const received = avis.length > 0 || (await latestDelivery(db, customer.userId, input.id_article)) !== null;
  return { avis, produit, peut_donner_avis: received };
});

// A review and a delivery's rating are the customer's own opinion: refused to staff acting as them, in the shop's
// one wording (« … ne peut pas donner d'avis en son nom. », ADR 0048).
const REVIEWING = "donner d'avis";

export const setMonAvisCall = implement(setMonAvis, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const product = await reviewedProduct(db, input.id_article);
  const proof = await latestDelivery(db, customer.userId, input.id_article);
  // Without a line received, a delivered one means every unit of it was claimed as missing.
  const permission = reviewPermission(proof, proof === null && (await wasDelivered(db, customer.userId, input.id_article)));
  if (!permission.ok) throw unprocessable(permission.message);
  checkPublishable({ titre: input.titre, texte: input.texte });
  const { row, created, wasPublished } = await saveReview(db, {
    userId: customer.userId,
    productId: input.id_article,
    proof: permission.value,
    text: { rating: input.note, title: input.titre, body: input.texte },
    at: now(),
  });
  // A published review changed goes back to moderation: it leaves the product's page until checked again.
  if (wasPublished) invalidateReviewCache(db);
  return {
    message: created
      ? "Merci ! Votre avis sera publié après sa relecture par notre équipe."
      : "Votre avis est modifié : il sera publié après une nouvelle relecture par notre équipe.",
    avis: toMyReview(row, product),
  };
}, { customerOwnAct: REVIEWING });

export const getAvisADonnerCall = implement(getAvisADonner, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const [toReview, livraisons] = await Promise.all([productsToReview(db, customer.userId, input.page), deliveriesToRate(db, customer.userId, now())]);
  return { ...toReview, page: input.page, livraisons };
});

export const postNotationLivreurCall = implement(postNotationLivreur, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const at = now();
  const order = await ownedOrder(db, customer.userId, input.id_commande);
  const [already] = await db.select({ id: courierRatings.id }).from(courierRatings).where(eq(courierRatings.orderId, order.id));
  const alreadyRated = () => conflict("Vous avez déjà noté la livraison de cette commande : merci !");
  if (already) throw alreadyRated();
  const permission = courierRatingPermission(order, at);
  if (!permission.ok) throw unprocessable(permission.message);
  checkPublishable({ commentaire: input.commentaire });
  const row = await insertCourierRating(
    db,
    order,
    customer.userId,
    { rating: input.note, punctuality: input.ponctualite, courtesy: input.amabilite, comment: input.commentaire, publishConsent: input.publier },
    at,
  );
  if (!row) throw alreadyRated();
  // Every rating counts in the shop's average.
  invalidateReviewCache(db);
  return {
    message:
      row.commentStatus === "pending"
        ? "Merci pour votre note ! Votre commentaire sera publié sur la page Avis clients après sa relecture."
        : "Merci pour votre note ! Elle nous aide à améliorer nos livraisons.",
    notation: toCourierRatingView(row),
  };
}, { customerOwnAct: REVIEWING });

export const getSurveyCall = implement(getSurvey, async ({ db, input, principal }) => {
  const sondage = surveyOf(input.code);
  const userId = principal?.kind === "customer" ? principal.userId : null;
  const answered =
    userId !== null &&
    (await db.select({ id: surveyResponses.id }).from(surveyResponses).where(and(eq(surveyResponses.userId, userId), eq(surveyResponses.surveyCode, sondage.code))))
      .length > 0;
  return { sondage, peut_repondre: userId !== null && !answered, deja_repondu: answered };
});

// A survey's answers are the customer's own opinion: staff acting as them may not give them (ADR 0048).
export const postSurveyCall = implement(postSurvey, async ({ db, input, principal, now }) => {
  const customer = customerOf(principal);
  const { code, ...fields } = input;
  const survey = surveyOf(code);
  const checked = checkSurveyAnswers(survey, fields);
  if (!checked.ok) {
    throw new AppError("INVALID_DATA", summaryOfFieldErrors(checked.errors), { fieldErrors: checked.errors });
  }
  const [row] = await db
    .insert(surveyResponses)
    .values({ userId: customer.userId, surveyCode: survey.code, answers: checked.answers, createdAt: now() })
    .onConflictDoNothing({ target: [surveyResponses.userId, surveyResponses.surveyCode] })
    .returning({ id: surveyResponses.id });
  if (!row) throw conflict("Vous avez déjà répondu à ce sondage : merci !");
  return { message: "Merci pour vos réponses !", code: survey.code };
}, { customerOwnAct: "répondre" });

export const reviewCallImplementations: readonly CallImplementation[] = [
  getAvisCall,
  getAvisClientCall,
  getMonAvisCall,
  setMonAvisCall,
  getAvisADonnerCall,
  postNotationLivreurCall,
  getSurveyCall,
  postSurveyCall,
  getModerationCall,
  setModerationCall,
];
