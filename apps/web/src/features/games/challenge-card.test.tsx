// A challenge's card shows the team's title and description typeset: they come from the database with ordinary
// spaces (« Achetez 3 produits bio : 2 € dans votre cagnotte. » read so on /defis, QA 2026-12-02).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ChallengeView } from "@cabas/contracts";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { ChallengeCard } from "./challenge-card.tsx";

vi.mock("./actions.ts", () => ({ joinChallengeAction: async () => ({}) }));
vi.mock("./game-form.tsx", () => ({ GameForm: ({ submit, submitLabel }: { submit: string; submitLabel: string }) => <button aria-label={submitLabel}>{submit}</button> }));

const defi = {
  id_defi: 1,
  titre: "Le bio : trois fois mieux",
  description: "Achetez 3 produits bio : 2 € dans votre cagnotte.",
  image: { icon: "seedling", url: "/defis/bio.svg" },
  type: "produits",
  objectif: 3,
  recompense: 2,
  debut: "2026-11-25T23:00:00.000Z",
  fin: "2026-12-19T08:00:00.000Z",
  produits_concernes: false,
  participation: null,
} as unknown as ChallengeView;

describe("ChallengeCard", () => {
  it("typesets the title and the description, and keeps the join button's accessible name plain", () => {
    const html = renderToStaticMarkup(<ChallengeCard defi={defi} signedIn signInHref="/authentification" />);
    expect(html).toContain("Achetez 3 produits bio\u00A0: 2\u00A0€ dans votre cagnotte.");
    expect(html).toContain("Le bio\u00A0: trois fois mieux</h3>");
    expect(html.replace(/aria-label="[^"]*"/g, "")).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
