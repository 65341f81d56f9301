// Notepads ("blocs-notes"): a title and free text, one thing to buy a line; reading one matches each line to
// products of the shop (mesBlocsNotes with blocnote_id). Create, edit and delete are the customer's own.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam, pageParam, productCard } from "./catalogue.ts";
import { NOTEPAD_TEXT_MAX, NOTEPAD_TITLE_MAX } from "./client-values.ts";
import { frenchInteger } from "./french-typography.ts";

export { NOTEPAD_TEXT_MAX, NOTEPAD_TITLE_MAX };

/** A customer keeps at most this many notepads. */
export const MAX_NOTEPADS = 20;
/** Reading a notepad searches products for its first lines only (a page of them at a time), each giving a few products. */
export const MAX_MATCHED_LINES = 100;
export const PRODUCTS_PER_LINE = 3;
/**
 * Reading a notepad shows its matched lines by pages of this many (?page=N): 100 lines of 3 products rendered a page
 * of 1.67 MB (300 tiles), 20 lines one of 390 KB (60 tiles; a search page of 20 tiles is 166 KB), and a reading
 * searches 20 lines rather than 100.
 */
export const NOTEPAD_LINES_PER_PAGE = 20;

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
  /**
   * The page's lines with their products: NOTEPAD_LINES_PER_PAGE of the first MAX_MATCHED_LINES (nb_lignes may be
   * more).
   */
  lignes: z.array(notepadLine),
  /** The page shown (a page past the last shows the last), and how many the matched lines fill (at least 1). */
  page: z.number(),
  pages: z.number(),
});
export type NotepadDetail = z.infer<typeof notepadDetail>;

export const mesBlocsNotes = defineCall({
  name: "mesBlocsNotes",
  method: "GET",
  summary: "Les blocs-notes du client, du plus récemment modifié au plus ancien ; avec blocnote_id, ce bloc-notes et les produits trouvés pour chaque ligne.",
  access: "customer",
  input: z.object({ blocnote_id: notepadId.optional(), page: pageParam, id_perimetre: idParam("Le périmètre").optional() }),
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
