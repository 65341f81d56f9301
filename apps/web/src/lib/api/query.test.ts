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

  it("copes with a body that is not JSON", () => {
    expect(toApiResult(502, null)).toEqual({ ok: false, status: 502, message: "" });
  });
});
