// Shopping lists: products and quantities a customer keeps for next time (mesListes and the list calls), merged,
// put in the basket in one go, their unavailable products replaced in one list or in all; and the customer's
// products (myProducts) and which lists hold a product (isProductInList). Decisions: docs/adr/0026.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { defineCall, queryFlag, successShape } from "./call.ts";
import { productNotAdded, quantityField } from "./basket-calls.ts";
import { basketShape } from "./basket.ts";
import { idParam, productCard } from "./catalogue.ts";
import { LIST_NAME_MAX, LIST_NAME_MIN, MAX_LINE_QUANTITY, MERGED_LIST_DEFAULT_NAME } from "./client-values.ts";
import { euros } from "./money.ts";
import { heldPlace } from "./waitlist-calls.ts";

export { LIST_NAME_MAX, LIST_NAME_MIN, MERGED_LIST_DEFAULT_NAME };
/** A customer keeps at most this many lists, each of at most MAX_LIST_LINES products. */
export const MAX_LISTS = 50;
export const MAX_LIST_LINES = 300;
export const MY_PRODUCTS_PAGE_SIZE = 20;

export const listNameField = (label = "Le nom de la liste") =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(LIST_NAME_MIN, { error: `${label} doit faire au moins ${LIST_NAME_MIN} caractères.` })
    .max(LIST_NAME_MAX, { error: `${label} ne peut pas dépasser ${LIST_NAME_MAX} caractères.` });

/** A quantity put in a list: at least one. */
const listQuantity = numberFromText(z
  .number({ error: notANumber("La quantité") })
  .int({ error: "La quantité doit être un nombre entier." })
  .min(1, { error: "La quantité doit être d'au moins 1." })
  .max(MAX_LINE_QUANTITY, { error: `La quantité ne peut pas dépasser ${MAX_LINE_QUANTITY}.` }));

/** Ids sent as a form's repeated field, a comma-separated text or a JSON array. */
/** `label` names the whole (« Les listes »), `each` one of its ids (« Une des listes »), so either sentence agrees. */
const idList = (label: string, each: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").map((s) => s.trim()).filter(Boolean) : v === undefined || v === null ? [] : v),
    z.array(idParam(each), { error: `${label} : une liste d'identifiants est attendue.` }),
  );

export const listSummary = z.object({
  list_id: z.number(),
  title: z.string(),
  /** Products in the list. */
  nb_articles: z.number(),
  /** What the list's available products cost today where the customer is (estimate for sold-by-weight ones). */
  total: euros,
  /** Products of the list not sold or out of stock where the customer is. */
  nb_indisponibles: z.number(),
  modifiee: z.string(),
});
export type ListSummary = z.infer<typeof listSummary>;

export const listLine = z.object({
  ligne_id: z.number(),
  article_id: z.number(),
  quantity: z.number(),
  nom: z.string(),
  /** The product's card where the customer is; null when it is not sold there. */
  produit: productCard.nullable(),
  disponible: z.boolean(),
  /** Why it cannot be bought now (French), when it is not available. */
  raison: z.string().nullable(),
  /** For an unavailable product: close products to put in its place (replaceProductInList). */
  remplacements: z.array(productCard),
});
export type ListLine = z.infer<typeof listLine>;

export const listDetail = listSummary.extend({
  lignes: z.array(listLine),
  /**
   * The places a waiting list holds for the list's owner among the proposed replacements (extension Cabas, ADR 0137):
   * the page says until when, as the product's tile does.
   */
  places_gardees: z.array(heldPlace),
});
export type ListDetail = z.infer<typeof listDetail>;

export const mesListes = defineCall({
  name: "mesListes",
  method: "GET",
  summary: "Les listes du client (résumé de chacune) ; avec list_id, le détail de cette liste (produits, disponibilité, remplaçants).",
  access: "customer",
  input: z.object({ list_id: idParam("La liste").optional() }),
  output: successShape({ listes: z.array(listSummary), liste: listDetail.nullable() }),
});

export const addList = defineCall({
  name: "addList",
  method: "POST",
  summary:
    "Crée une liste (title) ; avec article_id, y met ce produit (quantity, 1 par défaut) ; avec panier=1, y met les produits du panier en cours, avec leurs quantités.",
  access: "customer",
  input: z
    .object({
      title: listNameField(),
      article_id: idParam("Le produit").optional(),
      quantity: listQuantity.default(1),
      panier: queryFlag.default(false),
    })
    .refine((v) => !(v.panier && v.article_id !== undefined), { error: "Choisissez un produit ou le panier, pas les deux.", path: ["panier"] }),
  output: successShape({ liste: listDetail, listes: z.array(listSummary) }),
});

export const UPDATE_LIST_ACTIONS = ["rename", "add", "set_quantity", "remove"] as const;

export const updateListInput = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("rename"), list_id: idParam("La liste"), title: listNameField() }),
    z.object({ action: z.literal("add"), list_id: idParam("La liste"), article_id: idParam("Le produit"), quantity: listQuantity.default(1) }),
    z
      .object({
        action: z.literal("set_quantity"),
        list_id: idParam("La liste"),
        ligne_id: idParam("La ligne").optional(),
        article_id: idParam("Le produit").optional(),
        quantity: quantityField,
      })
      .refine((v) => v.ligne_id !== undefined || v.article_id !== undefined, {
        error: "Indiquez la ligne (ligne_id) ou le produit (article_id).",
        path: ["ligne_id"],
      }),
    z.object({ action: z.literal("remove"), list_id: idParam("La liste"), ligne_id: idParam("La ligne") }),
  ],
  { error: "Action inconnue : rename, add, set_quantity ou remove." },
);

export const updateList = defineCall({
  name: "updateList",
  method: "POST",
  summary:
    "Modifie une liste : rename (title), add (article_id, quantity : ajoutée à celle de la liste), set_quantity (ligne_id ou article_id, quantity ; 0 retire), remove (ligne_id).",
  access: "customer",
  input: updateListInput,
  output: successShape({
    liste: listDetail,
    /** An add that would have gone past MAX_LINE_QUANTITY: the line holds the maximum, the message says so. */
    quantite_limitee: z.boolean(),
  }),
});

export const deleteList = defineCall({
  name: "deleteList",
  method: "POST",
  summary: "Supprime une liste du client.",
  access: "customer",
  input: z.object({ list_id: idParam("La liste") }),
  output: successShape({ listes: z.array(listSummary) }),
});

export const mergeList = defineCall({
  name: "mergeList",
  method: "POST",
  summary:
    "Réunit plusieurs listes (ids) en une nouvelle (list_name) : les quantités d'un même produit s'additionnent ; merge_type 0 supprime les listes initiales, 1 les conserve.",
  access: "customer",
  input: z.object({
    ids: idList("Les listes", "Une des listes")
      .pipe(z.array(z.number()).min(2, { error: "Choisissez au moins deux listes à réunir." }))
      .refine((ids) => new Set(ids).size === ids.length, { error: "Une même liste est choisie deux fois." }),
    merge_type: numberFromText(z
      .number({ error: "Choisissez de supprimer ou de conserver les listes initiales." })
      .pipe(z.union([z.literal(0), z.literal(1)], { error: "Choisissez de supprimer (0) ou de conserver (1) les listes initiales." })))
      .default(0),
    list_name: listNameField("Le nom de la nouvelle liste").default(MERGED_LIST_DEFAULT_NAME),
  }),
  output: successShape({
    lists: z.array(listSummary),
    list_id: z.number(),
    /** Products whose quantities added up past MAX_LINE_QUANTITY: the merged line holds the maximum. */
    quantites_limitees: z.array(z.object({ article_id: z.number(), nom: z.string() })),
  }),
});

export const loadList = defineCall({
  name: "loadList",
  method: "POST",
  summary: "Met les produits d'une liste au panier (tous, ou ligne_ids) : quantités ajoutées à celles du panier ; les indisponibles sont signalés.",
  access: "customer",
  input: z.object({ list_id: idParam("La liste"), ligne_ids: idList("Les lignes", "Une des lignes").optional() }),
  output: successShape({ ajoutes: z.number(), indispos: z.array(productNotAdded), panier: basketShape }),
});

export const replaceProductInList = defineCall({
  name: "replaceProductInList",
  method: "POST",
  summary: "Remplace un produit par un autre dans une liste (même quantité ; ajoutée si le nouveau y est déjà).",
  access: "customer",
  input: z.object({ list_id: idParam("La liste"), old_article_id: idParam("Le produit remplacé"), new_article_id: idParam("Le produit de remplacement") }),
  output: successShape({ liste: listDetail }),
});

export const replaceAllProductInList = defineCall({
  name: "replaceAllProductInList",
  method: "POST",
  summary: "Remplace un produit par un autre dans toutes les listes du client qui le contiennent.",
  access: "customer",
  input: z.object({ old_article_id: idParam("Le produit remplacé"), new_article_id: idParam("Le produit de remplacement") }),
  output: successShape({ listes: z.array(listSummary), remplacements: z.number() }),
});

export const myProducts = defineCall({
  name: "myProducts",
  method: "GET",
  summary: "Mes produits : ceux que le client a déjà commandés, les plus souvent commandés d'abord, vendus là où il est ; et ceux de ses listes (en_liste).",
  access: "customer",
  input: z.object({
    page: numberFromText(z
      .number({ error: notANumber("La page") })
      .int({ error: "La page doit être un nombre entier." })
      .min(1, { error: "La page commence à 1." })
      .max(500, { error: "Cette page n'existe pas." }))
      .default(1),
  }),
  output: successShape({
    produits: z.array(productCard.extend({ fois_commande: z.number() })),
    total: z.number(),
    page: z.number(),
    /** Ids of the products in at least one of the customer's lists. */
    en_liste: z.array(z.number()),
  }),
});

export const isProductInList = defineCall({
  name: "isProductInList",
  method: "GET",
  summary: "Les listes du client qui contiennent un produit (article_id), avec sa quantité dans chacune.",
  access: "customer",
  input: z.object({ article_id: idParam("Le produit") }),
  output: successShape({
    in_list: z.boolean(),
    listes: z.array(z.object({ list_id: z.number(), title: z.string(), quantity: z.number() })),
  }),
});

export const listCalls = [
  mesListes,
  addList,
  updateList,
  deleteList,
  mergeList,
  loadList,
  replaceProductInList,
  replaceAllProductInList,
  myProducts,
  isProductInList,
] as const;
