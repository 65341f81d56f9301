import { describe, expect, it } from "vitest";
import { closedModal, modalReducer } from "./modal-state.ts";
import { sizeOf } from "./modal-views.ts";

describe("modal host state", () => {
  it("opens a view with its payload and closes it", () => {
    const open = modalReducer(closedModal, {
      type: "open",
      view: "INFO",
      payload: { title: "Livraison", text: "Demain." },
    });
    expect(open).toMatchObject({
      status: "open",
      view: "INFO",
      payload: { title: "Livraison", text: "Demain." },
      size: "normal",
    });
    expect(modalReducer(open, { type: "close" })).toEqual(closedModal);
  });

  it("shows one dialog at a time: opening another replaces the first", () => {
    const first = modalReducer(closedModal, { type: "open", view: "INFO", payload: { title: "A", text: "a" } });
    const second = modalReducer(first, { type: "open", view: "CONFIRM", payload: { message: "Sûr ?" } });
    expect(second).toMatchObject({ status: "open", view: "CONFIRM", size: "auto" });
    expect(second.status === "open" && first.status === "open" && second.seq).toBe(2);
  });

  it("opens the games' prize dialogs at the prize size and the contest's rules large", () => {
    const lost = { titre: "Ce n'est pas pour cette fois…", textes: [], couleur_texte: "#FFFFFF", couleur_fond: "#1D2A4D", lot: null };
    expect(modalReducer(closedModal, { type: "open", view: "CONCOURS_CINE_PERDANT", payload: lost })).toMatchObject({ status: "open", payload: lost, size: "prize" });
    expect(sizeOf("CONCOURS_CINE_GAGNANT")).toBe("prize");
    expect(sizeOf("CALENDRIER_NOEL_GAGNANT")).toBe("prize");
    expect(sizeOf("REGLEMENT_JEU_CINE")).toBe("large");
  });

  it("opens the lists' and notepads' confirmations as generic auto-sized dialogs, and the merge in its own", () => {
    const confirm = { title: "Supprimer la liste", message: "Supprimer la liste « Apéro » ?" };
    for (const view of ["DELETE_LIST", "DELETE_BLOCNOTES", "LOAD_LIST"] as const)
      expect(modalReducer(closedModal, { type: "open", view, payload: confirm })).toMatchObject({ status: "open", view, size: "auto" });
    expect(modalReducer(closedModal, { type: "open", view: "MERGE_LIST", payload: { ids: ["1", "2"] } })).toMatchObject({ status: "open", size: "normal" });
  });

  it("opens the payment views, the card deletion and phone payment ones as generic auto-sized dialogs", () => {
    const card = { id_empreinte: "tok_12345678", libelle_carte: "Perso", marque: "visa", derniers_chiffres: "4242" };
    expect(modalReducer(closedModal, { type: "open", view: "ADD_CARD" })).toMatchObject({ status: "open", size: "normal" });
    expect(modalReducer(closedModal, { type: "open", view: "DELETE_CARD", payload: { card } })).toMatchObject({
      status: "open",
      payload: { card },
      size: "auto",
    });
    expect(
      modalReducer(closedModal, { type: "open", view: "CONFIRM_PAIEMENT_TEL", payload: { telephone: "06 12 34 56 78", onConfirm: () => {} } }),
    ).toMatchObject({ status: "open", size: "auto" });
  });

  it("sizes generic dialog views automatically and the others by view", () => {
    expect(sizeOf("CONFIRM_SIMPLE")).toBe("auto");
    expect(sizeOf("DELETE_CARD")).toBe("auto");
    expect(sizeOf("CGV")).toBe("large");
    expect(sizeOf("VIDEO_YOUTUBE")).toBe("xlarge");
    expect(sizeOf("ZONES")).toBe("large");
    expect(sizeOf("CORA_AUCHAN")).toBe("normal");
  });
});
