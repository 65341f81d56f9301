import { describe, expect, it } from "vitest";
import { classifyHref, parseInline, parseMarkdown } from "./parse.ts";

describe("light Markdown parsing", () => {
  it("reads headings, paragraphs and lists", () => {
    const blocks = parseMarkdown(
      ["## Livraison", "Nous livrons", "du lundi au samedi.", "", "### Créneaux", "- Matin", "- Soir", "", "Fin."].join(
        "\n",
      ),
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 2, content: [{ kind: "text", text: "Livraison" }] },
      { kind: "paragraph", content: [{ kind: "text", text: "Nous livrons du lundi au samedi." }] },
      { kind: "heading", level: 3, content: [{ kind: "text", text: "Créneaux" }] },
      { kind: "list", items: [[{ kind: "text", text: "Matin" }], [{ kind: "text", text: "Soir" }]] },
      { kind: "paragraph", content: [{ kind: "text", text: "Fin." }] },
    ]);
  });

  it("never produces an h1: the page title is the only one", () => {
    expect(parseMarkdown("# Titre")[0]).toMatchObject({ kind: "heading", level: 2 });
    expect(parseMarkdown("#### Détail")[0]).toMatchObject({ kind: "heading", level: 3 });
  });

  it("ends a list at a paragraph line and starts a paragraph", () => {
    const blocks = parseMarkdown("- un\n- deux\nTexte");
    expect(blocks.map((b) => b.kind)).toEqual(["list", "paragraph"]);
  });

  it("reads links inside text and list items", () => {
    expect(parseInline("Lire la [FAQ](/faq) ou [écrire](mailto:aide@cabas.fr).")).toEqual([
      { kind: "text", text: "Lire la " },
      { kind: "link", text: "FAQ", href: "/faq", target: "internal" },
      { kind: "text", text: " ou " },
      { kind: "link", text: "écrire", href: "mailto:aide@cabas.fr", target: "contact" },
      { kind: "text", text: "." },
    ]);
    const [list] = parseMarkdown("- voir [la livraison](/livraison)");
    expect(list).toMatchObject({ kind: "list", items: [[{ kind: "text" }, { kind: "link", href: "/livraison" }]] });
  });

  it("reads **bold** runs, and leaves a lone asterisk alone", () => {
    expect(parseInline("- **La zone froide** : de 0 à 4 °C, bio*")).toEqual([
      { kind: "text", text: "- " },
      { kind: "strong", text: "La zone froide" },
      { kind: "text", text: "\u00A0: de 0 à 4 °C, bio*" },
    ]);
    expect(parseMarkdown("- **Paris** : toutes les communes")[0]).toEqual({
      kind: "list",
      items: [
        [
          { kind: "strong", text: "Paris" },
          { kind: "text", text: "\u00A0: toutes les communes" },
        ],
      ],
    });
  });

  it("typesets texts and link labels the French way, never link targets", () => {
    expect(parseInline("Une question ? [Écrivez-nous !](/contact?sujet=a) ou [ici](https://cabas.fr/faq?q=x)")).toEqual([
      { kind: "text", text: "Une question\u202F? " },
      { kind: "link", text: "Écrivez-nous\u202F!", href: "/contact?sujet=a", target: "internal" },
      { kind: "text", text: " ou " },
      { kind: "link", text: "ici", href: "https://cabas.fr/faq?q=x", target: "external" },
    ]);
  });

  it("keeps dangerous link targets as plain text", () => {
    expect(parseInline("[clic](javascript:alert(1))")).toEqual([{ kind: "text", text: "[clic](javascript:alert(1))" }]);
    expect(parseInline("[clic](javascript:void)")).toEqual([{ kind: "text", text: "clic" }]);
    expect(classifyHref("//evil.example/x")).toBeNull();
    expect(classifyHref("data:text/html,x")).toBeNull();
    expect(classifyHref("https://www.service-public.fr")).toBe("external");
  });

  it("keeps markup-looking text as text, for React to escape", () => {
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "<script>alert(1)</script>" }] },
    ]);
  });

  it("accepts Windows line endings", () => {
    expect(parseMarkdown("## A\r\n\r\nB").length).toBe(2);
  });
});
