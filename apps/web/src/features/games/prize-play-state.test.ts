import { describe, expect, it } from "vitest";
import type { CinemaDialog } from "@cabas/contracts";
import { keepShownResult, type PrizePlayState } from "./prize-play-state.ts";

const win: CinemaDialog = {
  view: "CONCOURS_CINE_GAGNANT",
  payload: { titre: "Bravo, vous avez gagné !", textes: [], couleur_texte: "#FFFFFF", couleur_fond: "#1D2A4D", lot: { libelle: "2 places de cinéma", valeur: 24, code_billet: "CINE-ABCD-EFGH" } },
};
const refused: PrizePlayState = { status: "error", message: "Vous avez déjà joué aujourd'hui : revenez demain pour retenter votre chance !" };

describe("keepShownResult", () => {
  it("keeps today's result when a second play (a double-click) is refused after it", () => {
    const played: PrizePlayState = { status: "success", dialog: win };
    expect(keepShownResult(played, refused)).toBe(played);
  });

  it("shows the refusal when no result was shown in this form", () => {
    expect(keepShownResult({ status: "idle" }, refused)).toBe(refused);
    expect(keepShownResult({ status: "error", message: "Le jeu est fermé." }, refused)).toBe(refused);
  });
});
