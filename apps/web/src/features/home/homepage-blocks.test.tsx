// The home page's headings are the seed's editorial text, typeset where shown like the rest of the page (ADR 0070):
// « Programme de fidélité : 2 % reversés » keeps its colon and its « % » on their words' line.
import type { TFunction } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { HomepageBlock } from "@cabas/contracts";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { HomepageBlocks } from "./homepage-blocks.tsx";

// The blocks module reaches the catalogue's server-only readers through the product grid, which a banner never uses.
vi.mock("server-only", () => ({}));

const t = ((key: string) => key) as unknown as TFunction;

describe("the home page's banner", () => {
  it("typesets its heading", () => {
    const banner = {
      id: 7,
      type: "banner",
      title: null,
      heading: "Programme de fidélité : 2 % reversés en euros",
      text: "Sur chaque commande livrée, Cabas vous reverse 2 % de son montant.",
      href: "/programme-de-fidelite-cabas",
      linkLabel: "Découvrir le programme",
    } as unknown as HomepageBlock;
    const html = renderToStaticMarkup(<HomepageBlocks blocks={[banner]} t={t} />);
    expect(html).toContain("Programme de fidélité\u00A0: 2\u00A0% reversés en euros");
    expect(html.replace(/<[^>]+>/g, "")).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
