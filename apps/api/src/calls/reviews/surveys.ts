// The shop's surveys (written here until a back-office edits them) and the check of a customer's answers against
// a survey's questions: each answer is read as its question's type says, and a refusal names the question.
import { NEW_SITE_SURVEY, type Survey, type SurveyQuestion } from "@cabas/contracts";
import { frenchInteger } from "@cabas/contracts/french-typography";

const question = (q: Partial<SurveyQuestion> & Pick<SurveyQuestion, "id" | "libelle" | "type">): SurveyQuestion => ({
  obligatoire: false,
  min: null,
  max: null,
  libelles_extremes: null,
  choix: [],
  ...q,
});

export const SURVEYS: Readonly<Record<string, Survey>> = {
  [NEW_SITE_SURVEY]: {
    code: NEW_SITE_SURVEY,
    titre: "Votre avis sur le nouveau site",
    introduction: "Cabas fait peau neuve. Deux minutes pour nous dire ce que vous en pensez ? Vos réponses restent anonymes pour nos équipes.",
    questions: [
      question({
        id: "satisfaction",
        libelle: "Dans l'ensemble, êtes-vous satisfait(e) du nouveau site ?",
        type: "note",
        obligatoire: true,
        min: 1,
        max: 5,
        libelles_extremes: ["Pas du tout satisfait(e)", "Très satisfait(e)"],
      }),
      question({
        id: "facilite",
        libelle: "Trouver vos produits est-il plus facile qu'avant ?",
        type: "choix",
        obligatoire: true,
        choix: [
          { valeur: "plus_facile", libelle: "Plus facile" },
          { valeur: "pareil", libelle: "Ni plus ni moins" },
          { valeur: "moins_facile", libelle: "Moins facile" },
          { valeur: "premiere_visite", libelle: "Je découvre Cabas" },
        ],
      }),
      question({
        id: "recommandation",
        libelle: "Recommanderiez-vous Cabas à un proche ?",
        type: "note",
        obligatoire: true,
        min: 0,
        max: 10,
        libelles_extremes: ["Pas du tout", "Certainement"],
      }),
      question({ id: "commentaire", libelle: "Que pourrions-nous améliorer ?", type: "texte", max: 1000 }),
    ],
  },
};

export type SurveyAnswers = Record<string, string | number | null>;

export type CheckedAnswers = { ok: true; answers: SurveyAnswers } | { ok: false; errors: Record<string, string[]> };

/** One value of a form field: the first of a repeated field, trimmed; empty when absent. */
function single(raw: unknown): string {
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
}

function answerTo(q: SurveyQuestion, raw: unknown): { value: string | number | null } | { error: string } {
  const text = single(raw);
  if (text === "") return q.obligatoire ? { error: "Merci de répondre à cette question." } : { value: null };
  switch (q.type) {
    case "note": {
      const n = Number(text);
      const min = q.min ?? 1;
      const max = q.max ?? 5;
      if (!/^-?\d+$/.test(text) || n < min || n > max) return { error: `Choisissez une note de ${min} à ${max}.` };
      return { value: n };
    }
    case "choix":
      return q.choix.some((c) => c.valeur === text) ? { value: text } : { error: "Choisissez une des réponses proposées." };
    case "texte": {
      const max = q.max ?? 1000;
      return text.length > max ? { error: `Votre réponse ne peut pas dépasser ${frenchInteger(max)} caractères.` } : { value: text };
    }
  }
}

/** Reads the answers to every question of the survey from the fields sent; fields of no question are ignored. */
export function checkSurveyAnswers(survey: Survey, fields: Record<string, unknown>): CheckedAnswers {
  const answers: SurveyAnswers = {};
  const errors: Record<string, string[]> = {};
  for (const q of survey.questions) {
    const result = answerTo(q, fields[q.id]);
    if ("error" in result) errors[q.id] = [result.error];
    else answers[q.id] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}
