// The cinema prize contest (« Jeu concours cinéma »): Cabas's two calls beyond the specification, which names only
// its page and dialogs. One play a day per customer during the contest's window; a win is an e-ticket for two cinema
// seats. Decisions: docs/adr/0035.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { prizeDialogPayload } from "./game-calls.ts";
import { euros } from "./money.ts";

export const CINEMA_WIN_VIEW = "CONCOURS_CINE_GAGNANT";
export const CINEMA_LOSE_VIEW = "CONCOURS_CINE_PERDANT";
export const CINEMA_RULES_VIEW = "REGLEMENT_JEU_CINE";

export const cinemaPrize = z.object({
  libelle: z.string(),
  /** What one prize is worth (TTC). */
  valeur: euros,
  /** The e-ticket's code (CINE-XXXX-XXXX); null when the prize is only described. */
  code_billet: z.string().nullable(),
});
export type CinemaPrize = z.infer<typeof cinemaPrize>;

export const cinemaDialog = z.object({
  view: z.enum([CINEMA_WIN_VIEW, CINEMA_LOSE_VIEW]),
  payload: prizeDialogPayload(cinemaPrize),
});
export type CinemaDialog = z.infer<typeof cinemaDialog>;

export const cinemaTicket = z.object({
  code: z.string(),
  /** ISO 8601. */
  gagne_le: z.string(),
});

/** avant: not started; ouvert: plays accepted; termine: over; absent: no contest at all. */
export const cinemaContestState = z.enum(["avant", "ouvert", "termine", "absent"]);

export const cinemaContestView = z.object({
  titre: z.string(),
  etat: cinemaContestState,
  /** Why the game is closed, or what to do today (French). */
  message: z.string(),
  /** First and last day of the contest (YYYY-MM-DD, Paris); null when there is no contest. */
  premier_jour: z.string().nullable(),
  dernier_jour: z.string().nullable(),
  lot: cinemaPrize,
  lots_total: z.number(),
  lots_restants: z.number(),
  /** One chance in this many, while prizes remain. */
  une_chance_sur: z.number(),
  couleur_texte: z.string(),
  couleur_fond: z.string(),
  /** The contest's rules (Markdown). */
  reglement: z.string(),
  /** Whether the caller can play now (signed in, open, not played today). */
  peut_jouer: z.boolean(),
  /** The customer played today (false for a visitor). */
  joue_aujourd_hui: z.boolean(),
  /** Today's play told as its dialog, so a page without scripts shows the same result; null before playing. */
  partie_du_jour: cinemaDialog.nullable(),
  /** The customer's winning e-tickets, newest first (empty for a visitor). */
  billets: z.array(cinemaTicket),
});
export type CinemaContestView = z.infer<typeof cinemaContestView>;

export const getConcoursCine = defineCall({
  name: "getConcoursCine",
  method: "GET",
  summary:
    "Le jeu concours cinéma (extension Cabas) : dates, lot, lots restants, chances, couleurs et règlement ; pour un client connecté, s'il a joué aujourd'hui et ses e-billets gagnés.",
  access: "public",
  input: z.object({}),
  output: successShape({ concours: cinemaContestView, connecte: z.boolean() }),
});

export const playConcoursCine = defineCall({
  name: "playConcoursCine",
  method: "POST",
  summary:
    "Joue au jeu concours cinéma (extension Cabas ; une fois par jour et par client, gratuit sans obligation d'achat) : gagné (un e-billet, aussi envoyé par e-mail) ou perdu ; la réponse nomme la fenêtre à montrer.",
  access: "customer",
  input: z.object({}),
  output: successShape({ gagne: z.boolean(), modal: cinemaDialog, concours: cinemaContestView }),
});

export const cinemaCalls = [getConcoursCine, playConcoursCine] as const;
