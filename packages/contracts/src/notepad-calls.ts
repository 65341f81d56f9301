// Notepads ("blocs-notes"): a title and free text, one thing to buy a line; reading one matches each line to
// products of the shop (mesBlocsNotes with blocnote_id). Create, edit and delete are the customer's own.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam, productCard } from "./catalogue.ts";
import { NOTEPAD_TEXT_MAX, NOTEPAD_TITLE_MAX } from "./client-values.ts";
import { frenchInteger } from "./french-typography.ts";

export { NOTEPAD_TEXT_MAX, NOTEPAD_TITLE_MAX };

/** A customer keeps at most this many notepads. */
export const MAX_NOTEPADS = 20;
/** Reading a notepad searches products for its first lines only, each giving a few products. */
export const MAX_MATCHED_LINES = 100;
export const PRODUCTS_PER_LINE = 3;

export const notepadTitleField = z
  .string({ error: "Le titre est obligatoire." })
  .trim()
  .min(1, { error: "Le titre est obligatoire." })
  .max(NOTEPAD_TITLE_MAX, { error: `Le titre ne peut pas dépasser ${NOTEPAD_TITLE_MAX} caractères.` });

/** Forms send line breaks as CRLF: counted as one character, as the text area shows them. */
export const notepadTextField = z
  .string({ error: "Le texte doit être du texte." })
  .overwrite((text) => text.replace(/\r\n?/g, "\n").trim())
  // « 5 000 » as the form's hint writes it (fr-FR groups thousands with a narrow no-break space), not « 5000 ».
  .max(NOTEPAD_TEXT_MAX, { error: `Le texte ne peut pas dépasser ${frenchInteger(NOTEPAD_TEXT_MAX)} caractères.` });

const notepadId = idParam("Le bloc-notes");

export const notepadSummary = z.object({
  blocnote_id: z.number(),
  titre: z.string(),
  texte: z.string(),
  /** Lines naming something to buy (empty lines and bare bullets aside). */
  nb_lignes: z.number(),
  /** ISO 8601. */
  modifie: z.string(),
});
export type NotepadSummary = z.infer<typeof notepadSummary>;

export const notepadLine = z.object({
  /** The line as written, without its bullet. */
  texte: z.string(),
  /** What was searched: the line without its quantity. */
  recherche: z.string(),
  /** Read from "2 baguettes", "2x …" or "… x3"; 1 when none is written. */
  quantite: z.number(),
  /**
   * Up to PRODUCTS_PER_LINE products found by the shop's search, priced where the customer is; with a count
   * written, the ones that give it with the least left over first (« 6 oeufs »: a box of 6 before 18 quail eggs).
   */
  produits: z.array(productCard),
  /** What the first product's button adds: the packs of a multi-pack that cover `quantite` (3 bottles: 1 pack of 6). */
  quantite_proposee: z.number(),
  /** « 1 pack de 6 pour 3 demandés » when that differs from the count written; null otherwise (first product). */
  precision_quantite: z.string().nullable(),
  /** For each product of `produits`, in the same order: what its button adds and what that gives. */
  propositions: z.array(z.object({ id_article: z.number(), quantite: z.number(), precision: z.string().nullable() })),
});
export type NotepadLine = z.infer<typeof notepadLine>;

export const notepadDetail = notepadSummary.extend({
  /** The first MAX_MATCHED_LINES lines with their products (nb_lignes may be more). */
  lignes: z.array(notepadLine),
});
export type NotepadDetail = z.infer<typeof notepadDetail>;

export const mesBlocsNotes = defineCall({
  name: "mesBlocsNotes",
  method: "GET",
  summary: "Les blocs-notes du client, du plus récemment modifié au plus ancien ; avec blocnote_id, ce bloc-notes et les produits trouvés pour chaque ligne.",
  access: "customer",
  input: z.object({ blocnote_id: notepadId.optional(), id_perimetre: idParam("Le périmètre").optional() }),
  output: successShape({ blocs_notes: z.array(notepadSummary), bloc_note: notepadDetail.nullable() }),
});

export const createBlocNotes = defineCall({
  name: "createBlocNotes",
  method: "POST",
  summary: `Crée un bloc-notes (titre et texte, une chose à acheter par ligne) ; ${MAX_NOTEPADS} au plus par client.`,
  access: "customer",
  input: z.object({ titre: notepadTitleField, texte: notepadTextField.default("") }),
  output: successShape({ bloc_note: notepadSummary }),
});

export const updateBlocNotes = defineCall({
  name: "updateBlocNotes",
  method: "POST",
  summary: "Modifie le titre et/ou le texte d'un bloc-notes du client.",
  access: "customer",
  input: z
    .object({ blocnote_id: notepadId, titre: notepadTitleField.optional(), texte: notepadTextField.optional() })
    .refine((v) => v.titre !== undefined || v.texte !== undefined, {
      error: "Indiquez le nouveau titre ou le nouveau texte.",
      path: ["titre"],
    }),
  output: successShape({ bloc_note: notepadSummary }),
});

export const deleteBlocNotes = defineCall({
  name: "deleteBlocNotes",
  method: "POST",
  summary: "Supprime un bloc-notes du client ; la réponse donne ceux qui restent.",
  access: "customer",
  input: z.object({ blocnote_id: notepadId }),
  output: successShape({ blocs_notes: z.array(notepadSummary) }),
});

export const notepadCalls = [mesBlocsNotes, createBlocNotes, updateBlocNotes, deleteBlocNotes] as const;
