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

  it("typesets the web-service's sentences and status labels inside a success's data, not the customer's texts nor names", () => {
    const body = {
      success: true,
      message: "",
      avantages: { codeAvantage: { hasCodeAvantage: true, condition: { ret: true, texte: "Code BIENVENUE10 appliqué : 10 € offerts." } } },
      calendrier: { titre: "Calendrier : 2026", message: "Revenez demain !" },
      erreurs: [{ code: "stock", message: "« Lait » est en rupture de stock : retirez-le du panier." }],
      lignes: [{ nom: "Lait 1,5 L", raison: "« Lait 1,5 L » est en rupture de stock." }],
      bloc_note: { titre: "Courses : samedi", texte: "farine ; sucre !" },
      filleuls: [{ email: "ami@exemple.fr", statut_libelle: "Invitation envoyée : en attente de son inscription" }],
      commandes: [{ id_commande: 7, libelle_statut: "Annulée : rien n'est débité" }],
    };
    const result = toApiResult<typeof body>(200, body);
    expect(result).toEqual({
      ok: true,
      data: {
        ...body,
        avantages: { codeAvantage: { hasCodeAvantage: true, condition: { ret: true, texte: "Code BIENVENUE10 appliqué\u00A0: 10\u00A0€ offerts." } } },
        calendrier: { titre: "Calendrier : 2026", message: "Revenez demain\u202F!" },
        erreurs: [{ code: "stock", message: "«\u00A0Lait\u00A0» est en rupture de stock\u00A0: retirez-le du panier." }],
        lignes: [{ nom: "Lait 1,5 L", raison: "«\u00A0Lait 1,5\u00A0L\u00A0» est en rupture de stock." }],
        filleuls: [{ email: "ami@exemple.fr", statut_libelle: "Invitation envoyée\u00A0: en attente de son inscription" }],
        commandes: [{ id_commande: 7, libelle_statut: "Annulée\u00A0: rien n'est débité" }],
      },
    });
    // A notepad's text goes back into its form: typeset, it would be saved with no-break spaces.
    if (result.ok) expect(result.data.bloc_note).toBe(body.bloc_note);
  });

  it("typesets slot labels and times (« 10 h – 12 h ») and voucher labels, not an address's name nor a card's", () => {
    const slot = { id_tranche: 3, date: "2026-11-28", debut: "", fin: "", libelle: "10 h – 12 h", express: false };
    const body = {
      success: true,
      message: "",
      jours: [{ date: "2026-11-28", libelle: "samedi 28 novembre", creneaux: [slot] }],
      creneau: { id_tranche: 3, libelle_tranche: "samedi 28 novembre, 10 h – 12 h", fin_reservation_libelle: "14 h 32" },
      reservations: [{ id_reservation: 1, libelle_tranche: "lundi 30 novembre, 7 h 30 – 9 h 30", fin_reservation_libelle: "dimanche 29 novembre à 23 h" }],
      bons_achat: [{ code: "NOEL-5", libelle: "Un bon d'achat de 5 € dès 40 € d'achats", montant: 5, statut: "utilisable" }],
      calendrier: { cases: [{ jour: 3, lot: "Un bon d'achat de 5 € dès 40 € d'achats" }] },
      adresses: [{ id_adresse: 2, libelle: "Bureau : 3 h de route" }],
      cartes: [{ id_empreinte: "x", libelle_carte: "Visa : 10 h" }],
    };
    const result = toApiResult<typeof body>(200, body);
    expect(result).toEqual({
      ok: true,
      data: {
        ...body,
        jours: [{ date: "2026-11-28", libelle: "samedi 28 novembre", creneaux: [{ ...slot, libelle: "10\u00A0h\u00A0– 12\u00A0h" }] }],
        creneau: { id_tranche: 3, libelle_tranche: "samedi 28 novembre, 10\u00A0h\u00A0– 12\u00A0h", fin_reservation_libelle: "14\u00A0h\u00A032" },
        reservations: [
          {
            id_reservation: 1,
            libelle_tranche: "lundi 30 novembre, 7\u00A0h\u00A030\u00A0– 9\u00A0h\u00A030",
            fin_reservation_libelle: "dimanche 29 novembre à 23\u00A0h",
          },
        ],
        bons_achat: [{ code: "NOEL-5", libelle: "Un bon d'achat de 5\u00A0€ dès 40\u00A0€ d'achats", montant: 5, statut: "utilisable" }],
        calendrier: { cases: [{ jour: 3, lot: "Un bon d'achat de 5\u00A0€ dès 40\u00A0€ d'achats" }] },
      },
    });
    // An address's and a card's names are the customer's and go back into forms: as typed.
    if (result.ok) {
      expect(result.data.adresses).toBe(body.adresses);
      expect(result.data.cartes).toBe(body.cartes);
    }
  });

  it("copes with a body that is not JSON", () => {
    expect(toApiResult(502, null)).toEqual({ ok: false, status: 502, message: "" });
  });
});
