// A survey's questions are the web-service's sentences (« … à un proche ? »): shown typeset.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Survey } from "@cabas/contracts";
import { SurveyForm } from "./survey-form.tsx";

vi.mock("server-only", () => ({}));
vi.mock("./actions.ts", () => ({ answerSurveyAction: async () => ({ status: "idle" }) }));

const survey = {
  code: "nouveau-site",
  titre: "Votre avis sur le nouveau site",
  introduction: "",
  questions: [
    { id: "recommandation", libelle: "Recommanderiez-vous Cabas à un proche ?", type: "note", min: 0, max: 10, obligatoire: true, choix: [], libelles_extremes: ["pas du tout", "certainement"] },
    { id: "commentaire", libelle: "Que pourrions-nous améliorer ?", type: "texte", max: 1000, obligatoire: false, choix: [], libelles_extremes: null },
  ],
} as unknown as Survey;

describe("SurveyForm", () => {
  it("typesets each question: its « ? » keeps its line", () => {
    const html = renderToStaticMarkup(<SurveyForm survey={survey} />);
    expect(html).toContain("Recommanderiez-vous Cabas à un proche\u202F?");
    expect(html).toContain("Que pourrions-nous améliorer\u202F? (facultatif)");
  });

  it("groups the digits of a text's length as French does (« 1 000 », narrow no-break space)", () => {
    const html = renderToStaticMarkup(<SurveyForm survey={survey} />);
    expect(html).toContain("1\u202F000\u00A0caractères au plus.");
    expect(html).not.toContain("1000 caractères");
  });
});
