// Content calls: site settings, homepage, static pages, FAQ, jobs, messages, marketing, delivery zones and fees.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { productCard, categoryLink, recipeCard, packCard } from "./catalogue.ts";
import { euros } from "./money.ts";

const slugParam = z
  .string({ error: "Le paramètre « slug » est obligatoire." })
  .trim()
  .min(1, { error: "Le paramètre « slug » est obligatoire." })
  .max(200, { error: "Le paramètre « slug » est trop long." });

const idPerimetreParam = numberFromText(z
  .number({ error: notANumber("Le périmètre") })
  .int({ error: "Le périmètre doit être un nombre entier." })
  .positive({ error: "Ce périmètre n'existe pas." })
  .max(2_147_483_647, { error: "Le périmètre est inconnu." }));

export const siteOptions = z.object({
  isUnderMaintenance: z.boolean(),
  maintenance: z.string().nullable(),
});

export const siteSettings = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  socialImage: z.string(),
  themeColor: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  options: siteOptions,
  locales: z.object({ default: z.string(), declared: z.array(z.string()), rtl: z.array(z.string()) }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const getConfiguration = defineCall({
  name: "getConfiguration",
  method: "GET",
  summary: "Réglages du site : métadonnées, contact, maintenance, langues.",
  access: "public",
  input: z.object({}),
  output: successShape({ settings: siteSettings }),
});

export const homepageBlock = z.discriminatedUnion("type", [
  z.object({
    id: z.number(),
    type: z.literal("hero"),
    title: z.string().nullable(),
    heading: z.string(),
    text: z.string(),
    cta: z.object({ label: z.string(), href: z.string() }).nullable(),
  }),
  z.object({
    id: z.number(),
    type: z.literal("reassurance"),
    title: z.string().nullable(),
    items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
  }),
  z.object({ id: z.number(), type: z.literal("categories"), title: z.string().nullable(), categories: z.array(categoryLink) }),
  z.object({
    id: z.number(),
    type: z.literal("products"),
    title: z.string().nullable(),
    mode: z.string(),
    products: z.array(productCard),
  }),
  z.object({ id: z.number(), type: z.literal("recipes"), title: z.string().nullable(), recipes: z.array(recipeCard) }),
  z.object({ id: z.number(), type: z.literal("packs"), title: z.string().nullable(), packs: z.array(packCard) }),
  z.object({
    id: z.number(),
    type: z.literal("banner"),
    title: z.string().nullable(),
    heading: z.string(),
    text: z.string(),
    link: z.object({ label: z.string(), href: z.string() }).nullable(),
  }),
  z.object({ id: z.number(), type: z.literal("text"), title: z.string().nullable(), body: z.string() }),
]);
export type HomepageBlock = z.infer<typeof homepageBlock>;

export const getHomepage = defineCall({
  name: "getHomepage",
  method: "GET",
  summary: "Blocs de la page d'accueil, produits au prix du périmètre.",
  access: "public",
  input: z.object({ id_perimetre: idPerimetreParam.optional() }),
  output: successShape({ blocks: z.array(homepageBlock) }),
});

export const staticPage = z.object({
  slug: z.string(),
  kind: z.enum(["corporate", "legal", "editorial"]),
  title: z.string(),
  summary: z.string(),
  /** Light Markdown: `##`/`###` headings, `-` bullets, paragraphs, `[label](/path)` links. */
  body: z.string(),
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPage>;

export const getStaticPage = defineCall({
  name: "getStaticPage",
  method: "GET",
  summary: "Une page de contenu ou une page légale, par son slug.",
  access: "public",
  input: z.object({ slug: slugParam }),
  output: successShape({ page: staticPage }),
});

export const companyFacts = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const getMentionsLegales = defineCall({
  name: "getMentionsLegales",
  method: "GET",
  summary: "Mentions légales de l'éditeur.",
  access: "public",
  input: z.object({}),
  output: successShape({ page: staticPage, company: companyFacts }),
});

export const faqEntry = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export const getFAQ = defineCall({
  name: "getFAQ",
  method: "GET",
  summary: "Questions fréquentes, par rubrique.",
  access: "public",
  input: z.object({}),
  output: successShape({ categories: z.array(z.object({ name: z.string(), entries: z.array(faqEntry) })) }),
});

export const job = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  location: z.string(),
  contract: z.string(),
  team: z.string(),
  description: z.string(),
  publishedAt: z.string(),
});
export const getJobs = defineCall({
  name: "getJobs",
  method: "GET",
  summary: "Offres d'emploi ouvertes.",
  access: "public",
  input: z.object({}),
  output: successShape({ jobs: z.array(job) }),
});

export const siteMessage = z.object({
  id: z.number(),
  text: z.string(),
  link: z.string().nullable(),
  tone: z.string(),
});
export const getMessages = defineCall({
  name: "getMessages",
  method: "GET",
  summary:
    "Messages de la barre d'information, en cours de validité, dits pour le périmètre du visiteur (id_perimetre, sinon le code postal cp, sinon le cookie ID_PERIMETRE, sinon le périmètre par défaut) : l'offre de livraison offerte donne le seuil de sa zone.",
  access: "public",
  input: z.object({
    id_perimetre: idPerimetreParam.optional(),
    cp: z.string().regex(/^[0-9]{5}$/, { error: "Le code postal doit compter 5 chiffres." }).optional(),
  }),
  output: successShape({ messages: z.array(siteMessage) }),
});

export const marketingBlock = z.object({
  id: z.number(),
  slot: z.string(),
  title: z.string(),
  body: z.string(),
  icon: z.string().nullable(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export const getContenuMkt = defineCall({
  name: "getContenuMkt",
  method: "GET",
  summary: "Blocs marketing d'un emplacement (home, panier, checkout, compte).",
  access: "public",
  input: z.object({
    slot: z
      .string()
      .trim()
      .max(60, { error: "L'emplacement est trop long." })
      .regex(/^[a-z0-9-]*$/, { error: "L'emplacement ne doit contenir que des lettres minuscules, chiffres et tirets." })
      .optional(),
  }),
  output: successShape({ blocks: z.array(marketingBlock) }),
});

export const announcement = z.object({
  key: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export const getCoraAuchan = defineCall({
  name: "getCoraAuchan",
  method: "GET",
  summary: "Annonce réseau à afficher dans une fenêtre (vue CORA_AUCHAN), si active.",
  access: "public",
  input: z.object({}),
  output: successShape({ announcement: announcement.nullable() }),
});

export const feeBand = z.object({ min: euros, fee: euros, label: z.string().nullable() });
export const perimeterFees = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  minimum: euros,
  freeDeliveryFrom: euros.nullable(),
  express: euros,
  bands: z.array(feeBand),
});
export type PerimeterFees = z.infer<typeof perimeterFees>;
export const getFraisLivraison = defineCall({
  name: "getFraisLivraison",
  method: "GET",
  summary: "Frais de livraison par tranche de panier, minimum de commande, par périmètre.",
  access: "public",
  input: z.object({
    id_perimetre: idPerimetreParam.optional(),
    cp: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, { error: "Le code postal doit compter 5 chiffres." })
      .optional(),
  }),
  output: successShape({ perimetres: z.array(perimeterFees) }),
});

export const deliverableCommune = z.object({
  name: z.string(),
  slug: z.string(),
  inseeCode: z.string(),
  postalCodes: z.array(z.string()),
});
export const deliverableZone = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  departements: z.array(z.object({ code: z.string(), name: z.string(), slug: z.string(), communes: z.array(deliverableCommune) })),
});
export type DeliverableZone = z.infer<typeof deliverableZone>;
export const getZonesLivrables = defineCall({
  name: "getZonesLivrables",
  method: "GET",
  summary: "Zones livrées : périmètres, départements, communes et codes postaux.",
  access: "public",
  input: z.object({}),
  output: successShape({ zones: z.array(deliverableZone) }),
});

export const redirect = defineCall({
  name: "redirect",
  method: "GET",
  summary: "Vérifie une cible de redirection : chemin interne ou hôte autorisé, jamais une redirection ouverte.",
  access: "public",
  input: z.object({
    t: z
      .string({ error: "La cible de redirection est obligatoire." })
      .trim()
      .min(1, { error: "La cible de redirection est obligatoire." })
      .max(2048, { error: "La cible de redirection est trop longue." }),
  }),
  output: successShape({ url: z.string(), internal: z.boolean() }),
});

export const contentCalls = [
  getConfiguration,
  getHomepage,
  getStaticPage,
  getMentionsLegales,
  getFAQ,
  getJobs,
  getMessages,
  getContenuMkt,
  getCoraAuchan,
  getFraisLivraison,
  getZonesLivrables,
  redirect,
] as const;
