// The food-bank campaign's words are written by staff in the back office: printed typeset, as a static page's are.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { DonationSection } from "./donation-form.tsx";

vi.mock("./basket-form.tsx", () => ({ BasketForm: ({ children }: { children: ReactNode }) => <form>{children}</form> }));

const campaign = {
  id: 1,
  title: "Collecte d'hiver : Banques Alimentaires",
  description: "Ajoutez un don à votre commande : chaque euro aide ! Le montant est reversé intégralement.",
  partner: "Banques Alimentaires",
  suggested: [2, 5, 10],
  startsAt: "2026-11-24T00:00:00.000Z",
  endsAt: "2027-03-01T00:00:00.000Z",
};

describe("DonationSection", () => {
  it("keeps the campaign's « : » and « ! » on the line of the word before them", () => {
    const html = renderToStaticMarkup(<DonationSection campaign={campaign} donationCents={0} />);
    expect(html).toContain("Ajoutez un don à votre commande\u00a0: chaque euro aide\u202f!");
    expect(html).toContain("Collecte d&#x27;hiver\u00a0: Banques Alimentaires");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
