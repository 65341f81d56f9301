// A game's result (its dialog, and its page without scripts): the web-service's or the page's texts shown typeset.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ResultSection } from "./result-section.tsx";
import { PrizePanel } from "./views/prize-panel.tsx";

vi.mock("../../ui/modal/views/view-parts.tsx", () => ({ ModalTitle: ({ children }: { children: React.ReactNode }) => <h2>{children}</h2> }));

const result = {
  titre: "Bravo, vous avez gagné !",
  textes: ["mais le jeu concours continue jusqu'au 24 décembre !", "Votre gain : 5 € sur votre cagnotte."],
  couleur_texte: "#FFFFFF",
  couleur_fond: "#C0392B",
};

describe("a game's result", () => {
  it("typesets its title and texts, in its page and in its dialog: « ! », « : » and « € » keep their line", () => {
    for (const html of [
      renderToStaticMarkup(<ResultSection view="CALENDRIER_NOEL_GAGNANT" {...result} />),
      renderToStaticMarkup(<PrizePanel {...result} code={null} />),
    ]) {
      expect(html).toContain("Bravo, vous avez gagné\u202F!");
      expect(html).toContain("jusqu&#x27;au 24 décembre\u202F!");
      expect(html).toContain("Votre gain\u00A0: 5\u00A0€ sur votre cagnotte.");
    }
  });
});
