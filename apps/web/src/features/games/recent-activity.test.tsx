// The account's recent activity: the web-service's titles (« Avis sur « … » : 4/5 ») shown typeset.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { RecentActivity } from "./recent-activity.tsx";

vi.mock("./game-data.ts", () => ({
  readActivity: async () => ({
    ok: true,
    data: {
      activites: [
        { date: "2026-12-01T13:32:00.000Z", titre: "Avis sur « Eau minérale naturelle plate 1,5 L » : 4/5", lien: "/historique-de-mes-avis-produit", montant: null, detail: "« Rafraîchissante ! », publié" },
        { date: "2026-12-01T09:00:00.000Z", titre: "Calendrier de l'Avent : case du 1er décembre ouverte", lien: null, montant: null, detail: null },
      ],
    },
  }),
}));

describe("RecentActivity", () => {
  it("typesets each title and detail: « : », « ! » and a name inside « » keep their line", async () => {
    const html = renderToStaticMarkup(await RecentActivity({}));
    expect(html).toContain("Avis sur «\u00A0Eau minérale naturelle plate 1,5\u00A0L\u00A0»\u00A0: 4/5");
    expect(html).toContain("Calendrier de l&#x27;Avent\u00A0: case du 1er décembre ouverte");
    expect(html).toContain("«\u00A0Rafraîchissante\u202F!\u00A0», publié");
  });
});
