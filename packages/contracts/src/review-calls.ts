// Reviews and surveys: product reviews by customers who received the product (getAvis, getMonAvis, setMonAvis,
// getAvisADonner), the rating of a delivered order's delivery that makes the shop's reviews page (postNotationLivreur,
// getAvisClient), and surveys (getSurvey, postSurvey). Reviews are published after moderation. Decisions: ADR 0027.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { formFlag } from "./address-calls.ts";
import { REVIEW_MODERATION_PERMISSION } from "./session-rules.ts";
import { idParam, media, pageParam } from "./catalogue.ts";
import { COURIER_COMMENT_MAX, RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN } from "./client-values.ts";
import { frenchInteger } from "./french-typography.ts";

export { COURIER_COMMENT_MAX, RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN };

/** A delivery can be rated for this many days after it was delivered. */
export const COURIER_RATING_DAYS = 30;
/** Published reviews are shown this many to a page (the product page shows the first page). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_TO_GIVE_PAGE_SIZE = 24;
/** A review (or a delivery rating) is shown, and counted in averages, for this many years after it was written. */
export const REVIEW_PUBLICATION_YEARS = 3;
export const NEW_SITE_SURVEY = "NOUVEAU_SITE_SONDAGE";

/** How a review stands: waiting for moderation, published, or rejected (with the reason). */
export const REVIEW_STATUSES = ["en_attente", "publie", "refuse"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  en_attente: "En attente de validation",
  publie: "Publié",
  refuse: "Refusé",
};

/** Why a moderator refuses a review; the customer is told (article D111-18 du Code de la consommation). */
export const REJECTION_REASONS = ["hors_sujet", "injurieux", "donnees_personnelles", "publicite", "incomprehensible"] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  hors_sujet: "Votre avis ne porte pas sur le produit (ou la livraison) lui-même.",
  injurieux: "Votre avis contient des propos injurieux, discriminatoires ou diffamatoires.",
  donnees_personnelles: "Votre avis contient des données personnelles (nom, adresse, téléphone, e-mail).",
  publicite: "Votre avis contient de la publicité ou un lien vers un autre site.",
  incomprehensible: "Votre avis est incompréhensible.",
};

export const ratingField = (label: string) =>
  numberFromText(z
    // No star ticked sends nothing or "": the same words as a rating out of range, for a star picker.
    .number({ error: `${label} : choisissez de ${RATING_MIN} à ${RATING_MAX} étoiles.` })
    .int({ error: `${label} doit être un nombre entier d'étoiles.` })
    .min(RATING_MIN, { error: `${label} : choisissez de ${RATING_MIN} à ${RATING_MAX} étoiles.` })
    .max(RATING_MAX, { error: `${label} : choisissez de ${RATING_MIN} à ${RATING_MAX} étoiles.` }));

/** Forms send line breaks as CRLF: counted as one character, as the text area shows them. */
const textField = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .overwrite((text) => text.replace(/\r\n?/g, "\n").trim())
    .min(min, { error: `${label} doit faire au moins ${min} caractères.` })
    .max(max, { error: `${label} ne peut pas dépasser ${frenchInteger(max)} caractères.` });

export const reviewTitleField = textField("Le titre", REVIEW_TITLE_MIN, REVIEW_TITLE_MAX);
export const reviewTextField = textField("Votre avis", REVIEW_TEXT_MIN, REVIEW_TEXT_MAX);

/** The product a review is about, as the review pages show it. */
export const reviewedProduct = z.object({ id: z.number(), slug: z.string(), nom: z.string(), image: media });
export type ReviewedProduct = z.infer<typeof reviewedProduct>;

/** Average and count of ratings, and how many gave each number of stars (5 down to 1). */
export const ratingSummary = z.object({
  /** One decimal; null when there is no rating yet. */
  note_moyenne: z.number().nullable(),
  nombre: z.number(),
  repartition: z.array(z.object({ note: z.number(), nombre: z.number() })),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const publicReview = z.object({
  id: z.number(),
  note: z.number(),
  titre: z.string(),
  texte: z.string(),
  /** First name and initial: « Chloé D. ». */
  auteur: z.string(),
  /** ISO 8601: when the review was written (or last changed). */
  date: z.string(),
  /** ISO 8601: when the author received the product (the experience the review is about). */
  date_experience: z.string().nullable(),
  /** Always true: only customers who received the product may review it. */
  verifie: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const myReview = z.object({
  id: z.number(),
  produit: reviewedProduct,
  note: z.number(),
  titre: z.string(),
  texte: z.string(),
  statut: z.enum(REVIEW_STATUSES),
  statut_libelle: z.string(),
  /** Why it was refused (French), when it was. */
  motif_refus: z.string().nullable(),
  /** ISO 8601. */
  depose_le: z.string(),
  modifie_le: z.string(),
  publie_le: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReview>;

export const getAvis = defineCall({
  name: "getAvis",
  method: "GET",
  summary: "Les avis publiés d'un produit (id_article) : note moyenne, nombre, répartition par étoiles et avis du plus récent au plus ancien.",
  access: "public",
  input: z.object({ id_article: idParam("Le produit"), page: pageParam }),
  output: successShape({
    id_article: z.number(),
    ...ratingSummary.shape,
    avis: z.array(publicReview),
    page: z.number(),
    pages: z.number(),
  }),
});

export const getMonAvis = defineCall({
  name: "getMonAvis",
  method: "GET",
  summary:
    "Les avis produit du client, du plus récent au plus ancien, avec leur statut ; avec id_article, son avis sur ce produit, le produit et s'il peut en donner un.",
  access: "customer",
  input: z.object({ id_article: idParam("Le produit").optional() }),
  output: successShape({
    avis: z.array(myReview),
    /** With id_article: the product. */
    produit: reviewedProduct.nullable(),
    /** With id_article: whether the customer received it in a delivered order (and so may review it). */
    peut_donner_avis: z.boolean().nullable(),
  }),
});

export const setMonAvis = defineCall({
  name: "setMonAvis",
  method: "POST",
  summary:
    "Dépose ou modifie l'avis du client sur un produit reçu (note 1 à 5, titre, texte) ; l'avis part en validation avant publication.",
  access: "customer",
  input: z.object({
    id_article: idParam("Le produit"),
    note: ratingField("La note"),
    titre: reviewTitleField,
    texte: reviewTextField,
  }),
  output: successShape({ avis: myReview }),
});

export const productToReview = reviewedProduct.extend({
  /** The latest delivered order holding it, and when it was delivered (ISO 8601). */
  id_commande: z.number(),
  livre_le: z.string(),
});
export type ProductToReview = z.infer<typeof productToReview>;

export const deliveryToRate = z.object({ id_commande: z.number(), livree_le: z.string(), nb_articles: z.number() });
export type DeliveryToRate = z.infer<typeof deliveryToRate>;

export const getAvisADonner = defineCall({
  name: "getAvisADonner",
  method: "GET",
  summary:
    "Les produits reçus dans des commandes livrées que le client n'a pas encore notés (les plus récemment livrés d'abord), et ses livraisons des 30 derniers jours à noter.",
  access: "customer",
  input: z.object({ page: pageParam }),
  output: successShape({
    produits: z.array(productToReview),
    total: z.number(),
    page: z.number(),
    livraisons: z.array(deliveryToRate),
  }),
});

export const courierRatingView = z.object({
  id_commande: z.number(),
  note: z.number(),
  ponctualite: z.number(),
  amabilite: z.number(),
  commentaire: z.string().nullable(),
  /** Whether the customer agreed to show the comment on the shop's reviews page. */
  publier: z.boolean(),
  /** The comment's moderation when it is to be published; null when it stays private. */
  statut_commentaire: z.enum(REVIEW_STATUSES).nullable(),
  note_le: z.string(),
});
export type CourierRatingView = z.infer<typeof courierRatingView>;

export const postNotationLivreur = defineCall({
  name: "postNotationLivreur",
  method: "POST",
  summary:
    "Note la livraison d'une commande livrée du client (note, ponctualité, amabilité de 1 à 5, commentaire) ; une fois par commande, dans les 30 jours. Le commentaire est publié sur la page Avis clients après validation si le client l'accepte (publier).",
  access: "customer",
  input: z.object({
    id_commande: idParam("La commande"),
    note: ratingField("La note de la livraison"),
    ponctualite: ratingField("La note de ponctualité"),
    amabilite: ratingField("La note d'amabilité"),
    commentaire: z
      .string({ error: "Le commentaire doit être du texte." })
      .overwrite((text) => text.replace(/\r\n?/g, "\n").trim())
      .max(COURIER_COMMENT_MAX, { error: `Le commentaire ne peut pas dépasser ${frenchInteger(COURIER_COMMENT_MAX)} caractères.` })
      .optional()
      .transform((v) => (v ? v : null)),
    publier: formFlag.default(false),
  }),
  output: successShape({ notation: courierRatingView }),
});

export const shopReview = z.object({
  id: z.number(),
  note: z.number(),
  ponctualite: z.number(),
  amabilite: z.number(),
  commentaire: z.string(),
  auteur: z.string(),
  /** ISO 8601: when it was written, and when the order was delivered. */
  date: z.string(),
  date_experience: z.string().nullable(),
});
export type ShopReview = z.infer<typeof shopReview>;

export const getAvisClient = defineCall({
  name: "getAvisClient",
  method: "GET",
  summary:
    "Les avis des clients sur Cabas : la moyenne de toutes les notes de livraison, et les commentaires publiés avec l'accord de leurs auteurs, du plus récent au plus ancien.",
  access: "public",
  input: z.object({ page: pageParam }),
  output: successShape({
    ...ratingSummary.shape,
    ponctualite_moyenne: z.number().nullable(),
    amabilite_moyenne: z.number().nullable(),
    avis: z.array(shopReview),
    page: z.number(),
    pages: z.number(),
  }),
});

// ——— Surveys ———

export const surveyCodeField = z
  .string({ error: "Le sondage est obligatoire." })
  .trim()
  .min(1, { error: "Le sondage est obligatoire." })
  .max(60, { error: "Ce sondage n'existe pas." })
  .regex(/^[A-Z0-9_]+$/, { error: "Ce sondage n'existe pas." });

export const surveyQuestion = z.object({
  id: z.string(),
  libelle: z.string(),
  /** note: a whole number from min to max; choix: one of `choix`; texte: free text up to max characters. */
  type: z.enum(["note", "choix", "texte"]),
  obligatoire: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Labels of the ends of a rating scale (« Pas du tout », « Tout à fait »). */
  libelles_extremes: z.tuple([z.string(), z.string()]).nullable(),
  choix: z.array(z.object({ valeur: z.string(), libelle: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const survey = z.object({ code: z.string(), titre: z.string(), introduction: z.string(), questions: z.array(surveyQuestion) });
export type Survey = z.infer<typeof survey>;

export const getSurvey = defineCall({
  name: "getSurvey",
  method: "GET",
  summary: "Le sondage à remplir (code, NOUVEAU_SITE_SONDAGE par défaut) : ses questions, et si le client y a déjà répondu.",
  access: "public",
  input: z.object({ code: surveyCodeField.default(NEW_SITE_SURVEY) }),
  output: successShape({
    sondage: survey,
    /** A signed-in customer may answer once; a guest is asked to sign in. */
    peut_repondre: z.boolean(),
    deja_repondu: z.boolean(),
  }),
});

/** A survey's answers arrive as one field per question id, beside `code`; they are checked against the survey. */
export const postSurvey = defineCall({
  name: "postSurvey",
  method: "POST",
  summary: "Envoie les réponses du client à un sondage (code, puis un champ par question) ; une seule fois par client et par sondage.",
  access: "customer",
  input: z.object({ code: surveyCodeField }).catchall(z.unknown()),
  output: successShape({ code: z.string() }),
});

/** How many items the moderation screen shows at once, oldest first (`total` says how many wait). */
export const MODERATION_PAGE_SIZE = 50;
export const MODERATION_TARGETS = ["avis", "commentaire"] as const;

/** What waits for a moderator (ADR 0092): Cabas's call beyond the specification, for staff who moderate reviews. */
export const getModeration = defineCall({
  name: "getModeration",
  method: "GET",
  summary:
    "Avis produits et commentaires de livraison en attente de modération, du plus ancien au plus récent (extension Cabas, permission reviews.moderate).",
  access: "staff",
  permission: REVIEW_MODERATION_PERMISSION,
  input: z.object({}),
  output: successShape({
    a_moderer: z.array(
      z.object({
        cible: z.enum(MODERATION_TARGETS),
        id: z.number(),
        note: z.number(),
        sujet: z.string(),
        titre: z.string().nullable(),
        texte: z.string(),
        date: z.string(),
      }),
    ),
    total: z.number(),
    /** Of `total`, the product reviews and the delivery comments: the screen counts each by its name. */
    total_avis: z.number(),
    total_commentaires: z.number(),
  }),
});

/** A moderator publishes a review or a delivery comment, or refuses it with the reason its author is shown (ADR 0092). */
export const setModeration = defineCall({
  name: "setModeration",
  method: "POST",
  summary:
    "Publie ou refuse un avis produit ou un commentaire de livraison en attente (extension Cabas, permission reviews.moderate) ; un refus donne le motif montré à son auteur.",
  access: "staff",
  permission: REVIEW_MODERATION_PERMISSION,
  input: z
    .object({
      cible: z.enum(MODERATION_TARGETS, { error: "Indiquez ce qui est modéré : avis ou commentaire." }),
      id: numberFromText(z.number({ error: notANumber("Le numéro") }).int({ error: "Le numéro doit être un nombre entier." }).positive({ error: "Le numéro doit être positif." }).max(2_147_483_647, { error: "Ce numéro n'existe pas." })),
      decision: z.enum(["publier", "refuser"], { error: "Décision inconnue : publier ou refuser." }),
      motif: z.enum(REJECTION_REASONS, { error: "Motif de refus inconnu." }).optional(),
    })
    .refine((v) => v.decision !== "refuser" || v.motif !== undefined, { message: "Choisissez le motif du refus : il est montré à l'auteur.", path: ["motif"] })
    .refine((v) => v.decision !== "publier" || v.motif === undefined, { message: "Une publication ne prend pas de motif.", path: ["motif"] }),
  output: successShape({ statut: z.enum(REVIEW_STATUSES) }),
});

export const reviewCalls = [getAvis, getMonAvis, setMonAvis, getAvisADonner, postNotationLivreur, getAvisClient, getSurvey, postSurvey, getModeration, setModeration] as const;
