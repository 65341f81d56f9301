// French consumer law (L221-5 and L221-28 of the Code de la consommation): before ordering, the shopper is told when the
// withdrawal right applies and that perishable food is excluded, not only in the CGV behind a link.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { WithdrawalNotice } from "./withdrawal-notice.tsx";

vi.mock("@/ui/modal/view-link", () => ({ ViewLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));

describe("WithdrawalNotice", () => {
  it("says perishable food has no withdrawal right, the other products 14 days from delivery, and links the CGV's article", () => {
    const html = renderToStaticMarkup(<WithdrawalNotice />);
    expect(html).toContain("denrées périssables");
    expect(html).toContain("L221-28");
    expect(html).toContain("14\u00a0jours");
    expect(html).toContain('href="/conditions-generales-de-vente"');
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
