import { describe, expect, it } from "vitest";
import { NEW_SITE_SURVEY } from "@cabas/contracts";
import { checkSurveyAnswers, SURVEYS } from "./surveys.ts";

const survey = SURVEYS[NEW_SITE_SURVEY]!;

describe("survey answers", () => {
  it("reads each answer as its question's type says", () => {
    expect(checkSurveyAnswers(survey, { satisfaction: "4", facilite: "plus_facile", recommandation: "9", commentaire: "  Plus de recettes\r\nsvp " })).toEqual({
      ok: true,
      answers: { satisfaction: 4, facilite: "plus_facile", recommandation: 9, commentaire: "Plus de recettes\nsvp" },
    });
  });

  it("leaves an optional question unanswered and ignores fields of no question", () => {
    const checked = checkSurveyAnswers(survey, { satisfaction: 5, facilite: ["pareil", "autre"], recommandation: "0", intrus: "x" });
    expect(checked).toEqual({ ok: true, answers: { satisfaction: 5, facilite: "pareil", recommandation: 0, commentaire: null } });
  });

  it("names every missing or invalid answer", () => {
    const checked = checkSurveyAnswers(survey, { satisfaction: "6", facilite: "peut-être", commentaire: "x".repeat(1001) });
    expect(checked).toEqual({
      ok: false,
      errors: {
        satisfaction: ["Choisissez une note de 1 à 5."],
        facilite: ["Choisissez une des réponses proposées."],
        recommandation: ["Merci de répondre à cette question."],
        commentaire: ["Votre réponse ne peut pas dépasser 1\u202F000 caractères."],
      },
    });
    expect(checkSurveyAnswers(survey, { satisfaction: "4.5", facilite: "pareil", recommandation: "8" })).toMatchObject({ ok: false, errors: { satisfaction: ["Choisissez une note de 1 à 5."] } });
  });
});
