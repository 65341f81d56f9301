// The « Signaler un problème » part of a delivered order's page: each product named as the order's lines name it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { OrderDetail } from "@cabas/contracts";
import { ClaimSection } from "./claim-section.tsx";

vi.mock("server-only", () => ({}));
vi.mock("../../ui/modal/modal-context.ts", () => ({ useModal: () => ({ openModal: () => {}, closeModal: () => {} }) }));
vi.mock("./actions.ts", () => ({ claimAction: async () => ({ status: "idle" }) }));

const delivered = {
  id_commande: 7,
  statut: "delivered",
  lignes: [{ id_article: 3, nom: "Eau minérale naturelle plate 1,5 L", quantite: 2 }],
  reclames: {},
  reclamations: [],
  reclamation_jusqu_au: "2026-12-08T10:00:00.000Z",
} as unknown as OrderDetail;

describe("ClaimSection", () => {
  it("names each product typeset, « 1,5 L » on one line, and keeps the field's label as the name is stored", () => {
    const html = renderToStaticMarkup(<ClaimSection order={delivered} />);
    expect(html).toContain("Eau minérale naturelle plate 1,5\u00A0L (au plus 2)");
    expect(html).toContain('aria-label="Quantité concernée : Eau minérale naturelle plate 1,5 L"');
  });
});
