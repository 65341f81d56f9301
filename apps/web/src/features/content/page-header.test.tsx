// The heading of a page whose title comes from the database (a static page's, ADR 0070): typeset like its body.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { PageHeader } from "./page-header.tsx";

vi.mock("../../i18n/server.ts", () => ({ getT: async () => (key: string) => key }));

const textOf = (html: string, tag: string, attributes = "") =>
  new RegExp(`<${tag}${attributes}[^>]*>([^<]*)</${tag}>`).exec(html)?.[1] ?? "";

describe("PageHeader", () => {
  it("keeps « ? » and « : » of a title on the line of the word before them, in the h1 and the breadcrumb", async () => {
    const html = renderToStaticMarkup(await PageHeader({ title: "Comment ça marche ?", lead: "Offre nouveau client : conditions" }));
    expect(textOf(html, "h1")).toBe("Comment ça marche\u202F?");
    expect(textOf(html, "li", ' aria-current="page"')).toBe("Comment ça marche\u202F?");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
