// An order's articles table (the order's page, the recap before payment): names shown as the basket shows them.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticlesTable } from "./order-parts.tsx";

describe("ArticlesTable", () => {
  it("typesets a product's name and its weighed note: « 1,5 L » and « 172 g » keep their line", () => {
    const html = renderToStaticMarkup(
      <ArticlesTable
        caption="Articles"
        rows={[
          { key: 1, name: "Eau minérale naturelle plate 1,5 L", quantity: 2, amount: 1.3 },
          { key: 2, name: "Pommes Gala (172 g pesés)", quantity: 1, amount: 0.36 },
        ]}
      />,
    );
    expect(html).toContain("Eau minérale naturelle plate 1,5\u00A0L");
    expect(html).toContain("Pommes Gala (172\u00A0g pesés)");
  });
});
