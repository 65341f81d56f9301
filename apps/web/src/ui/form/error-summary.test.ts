import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { errorSummaryOf, fieldId, messageRepeatsErrors, summaryEntry, summaryIntro } from "./error-summary.ts";
import { FIELD_LABELS, fieldLabel } from "./field-labels.ts";

describe("summaryIntro", () => {
  it("counts the errors, singular and plural", () => {
    expect(summaryIntro(1)).toBe("Une erreur empêche l'envoi\u00A0:");
    expect(summaryIntro(2)).toBe("2 erreurs empêchent l'envoi\u00A0:");
  });

  it("keeps the colon on the line of its words (a no-break space, as French sets it)", () => {
    for (const count of [1, 3]) expect(PLAIN_SPACE_BEFORE_MARK.test(summaryIntro(count))).toBe(false);
  });
});

describe("messageRepeatsErrors", () => {
  it("sees the web-service's summary of the field errors (sentences joined, a period added)", () => {
    expect(
      messageRepeatsErrors("Le nom est obligatoire. Adresse e-mail invalide.", [
        "Le nom est obligatoire.",
        "Adresse e-mail invalide",
      ]),
    ).toBe(true);
    expect(messageRepeatsErrors("A. B. C. Corrigez aussi les autres champs signalés.", ["A.", "B.", "C.", "D."])).toBe(
      true,
    );
  });

  it("keeps a message that says something the errors do not", () => {
    expect(messageRepeatsErrors("Cette adresse e-mail a déjà un compte.", ["Le mot de passe est trop court."])).toBe(
      false,
    );
    expect(messageRepeatsErrors("Vérifiez les champs. Le nom est obligatoire.", ["Le nom est obligatoire."])).toBe(
      false,
    );
  });
});

describe("errorSummaryOf", () => {
  const errors = {
    email: ["Adresse e-mail invalide.", "Trop longue."],
    password: ["Le mot de passe est obligatoire."],
  };

  it("links each field's first error to the field's id in the form, without the message that only repeats them", () => {
    expect(
      errorSummaryOf({
        message: "Adresse e-mail invalide. Trop longue. Le mot de passe est obligatoire.",
        errors,
        scope: "_r_1_",
      }),
    ).toEqual({
      message: null,
      intro: "2 erreurs empêchent l'envoi\u00A0:",
      items: [
        { name: "email", label: "Adresse e-mail", text: "Adresse e-mail\u00A0: Adresse e-mail invalide.", href: "#_r_1_-email" },
        {
          name: "password",
          label: "Mot de passe",
          text: "Mot de passe\u00A0: Le mot de passe est obligatoire.",
          href: "#_r_1_-password",
        },
      ],
    });
  });

  it("links to the same id the form's field takes", () => {
    const [item] = errorSummaryOf({
      message: undefined,
      errors: { cp: ["Code postal inconnu."] },
      scope: "_r_9_",
    }).items;
    expect(item?.href).toBe(`#${fieldId("_r_9_", "cp")}`);
  });

  it("lists without a link the errors of names the form shows no field for, or outside a form with ids", () => {
    const summary = errorSummaryOf({
      message: "Refusé.",
      errors: { title: ["Nom requis."], quantity: ["Trop."] },
      scope: "s",
      linkable: ["title"],
    });
    expect(summary.items.map((i) => i.href)).toEqual(["#s-title", null]);
    expect(summary.message).toBe("Refusé.");
    expect(
      errorSummaryOf({ message: undefined, errors: { title: ["Nom requis."] }, scope: null }).items[0]?.href,
    ).toBeNull();
  });

  it("is the message alone when the refusal names no field", () => {
    expect(errorSummaryOf({ message: "Le service ne répond pas.", errors: {}, scope: "s" })).toEqual({
      message: "Le service ne répond pas.",
      intro: null,
      items: [],
    });
    expect(errorSummaryOf({ message: "Refusé.", errors: { nom: [] }, scope: "s" }).items).toEqual([]);
  });
});

describe("each entry names its field", () => {
  const EMOJI = "Ce champ contient un caractère que nos factures ne peuvent pas imprimer (😀) : écrivez-le en lettres latines.";

  it("tells apart two fields refused for the same reason (an emoji typed in Nom and in Ville)", () => {
    const summary = errorSummaryOf({
      message: EMOJI,
      errors: { nom: [EMOJI], ville: [EMOJI] },
      scope: "f",
    });
    const texts = summary.items.map((item) => item.text);
    expect(texts[0]?.startsWith("Nom\u00A0: Ce champ contient")).toBe(true);
    expect(texts[1]?.startsWith("Ville\u00A0: Ce champ contient")).toBe(true);
    expect(new Set(texts).size).toBe(2);
    // The message said the same sentence once: the list, whose entries differ now, says it instead.
    expect(summary.message).toBeNull();
  });

  it("takes the form's own label over the usual one, without « (facultatif) »", () => {
    const [item] = errorSummaryOf({
      message: undefined,
      errors: { nom: ["Trop long."] },
      scope: "f",
      labels: { nom: "Votre nom (facultatif)" },
    }).items;
    expect(item?.text).toBe("Votre nom\u00A0: Trop long.");
    expect(fieldLabel("telephone", { telephone: "Téléphone (facultatif)" })).toBe("Téléphone");
  });

  it("keeps the error alone for a name no form shows (a hidden id), and reads no inherited key as a label", () => {
    const [item] = errorSummaryOf({ message: "Refusé.", errors: { id_article: ["Produit inconnu."] }, scope: "f" }).items;
    expect(item).toMatchObject({ label: null, text: "Produit inconnu." });
    expect(fieldLabel("constructor")).toBeNull();
    expect(fieldLabel("toString", {})).toBeNull();
  });

  it("sets the colon after the name as French does", () => {
    expect(summaryEntry("Ville", "Champ obligatoire.")).toBe("Ville\u00A0: Champ obligatoire.");
    for (const label of Object.values(FIELD_LABELS)) expect(PLAIN_SPACE_BEFORE_MARK.test(summaryEntry(label, "Erreur."))).toBe(false);
  });

  it("knows a name for every field of the address and account forms", () => {
    const address = ["libelle", "prenom", "nom", "societe", "adresse", "complement", "code_postal", "ville", "digicode", "etage", "interphone", "telephone", "instructions"];
    const account = ["email", "password", "oldPassword", "newPassword", "civilite", "cp", "code_parrain", "raison_sociale", "siret", "tva"];
    for (const name of [...address, ...account]) expect(fieldLabel(name), name).not.toBeNull();
  });
});
