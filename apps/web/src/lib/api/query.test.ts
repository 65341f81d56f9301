import { describe, expect, it } from "vitest";
import { toApiResult, toSearchParams } from "./query.ts";

describe("API query and answers", () => {
  it("puts every defined input field in the query string", () => {
    const params = toSearchParams({
      slug: "la-marque",
      id_perimetre: 3,
      bio: true,
      promo: false,
      none: undefined,
      nul: null,
    });
    expect(params.toString()).toBe("slug=la-marque&id_perimetre=3&bio=1&promo=0");
  });

  it("repeats array fields", () => {
    expect(toSearchParams({ ids: [1, 2] }).toString()).toBe("ids=1&ids=2");
  });

  it("accepts a success answer and keeps its data", () => {
    expect(toApiResult(200, { success: true, message: "", page: { slug: "faq" } })).toEqual({
      ok: true,
      data: { success: true, message: "", page: { slug: "faq" } },
    });
  });

  it("reports a refusal with its status, French message and field errors", () => {
    expect(toApiResult(404, { success: false, message: "Page introuvable." })).toEqual({
      ok: false,
      status: 404,
      message: "Page introuvable.",
    });
    expect(
      toApiResult(400, { success: false, message: "Requête invalide.", errors: { slug: ["Obligatoire."] } }),
    ).toMatchObject({
      ok: false,
      status: 400,
      errors: { slug: ["Obligatoire."] },
    });
  });

  it("keeps what a refusal names beside its message", () => {
    expect(toApiResult(422, { success: false, message: "Votre panier est devenu la commande n° 7…", id_commande: 7 })).toEqual({
      ok: false,
      status: 422,
      message: "Votre panier est devenu la commande n° 7…",
      details: { id_commande: 7 },
    });
  });

  it("treats a 200 carrying success:false as a business refusal", () => {
    expect(toApiResult(200, { success: false, message: "Non." })).toEqual({ ok: false, status: 422, message: "Non." });
  });

  it("typesets the web-service's messages with French spacing, and keeps a success's data as it is", () => {
    const refusal = toApiResult(422, {
      success: false,
      message: "Ce code est expiré : choisissez-en un autre !",
      errors: { code: ["Code inconnu ; vérifiez-le ?"] },
    });
    expect(refusal).toMatchObject({
      message: "Ce code est expiré\u00A0: choisissez-en un autre\u202F!",
      errors: { code: ["Code inconnu\u202F; vérifiez-le\u202F?"] },
    });
    const body = { success: true, message: "Votre panier a été vidé !", panier: { nom: "Course : semaine" } };
    expect(toApiResult(200, body)).toEqual({
      ok: true,
      data: { success: true, message: "Votre panier a été vidé\u202F!", panier: { nom: "Course : semaine" } },
    });
    // An address or a time has no space before its mark: left as it is.
    expect(toApiResult(422, { success: false, message: "Écrivez à service@cabas.fr avant 10:30." })).toMatchObject({
      message: "Écrivez à service@cabas.fr avant 10:30.",
    });
  });

  it("copes with a body that is not JSON", () => {
    expect(toApiResult(502, null)).toEqual({ ok: false, status: 502, message: "" });
  });
});
