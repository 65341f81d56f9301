// A list's proposed replacement held for its owner (ADR 0137): the line says until when, in the tiles' words; every
// other replacement is a name, a price and « Remplacer », as before.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ListLine, ProductCard } from "@cabas/contracts";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import type { HeldPlace } from "../reservation-waitlist/held-places.ts";
import { ListReplacements } from "./list-replacements.tsx";

// The forms are the account's (their own tests) and their actions the server's: here, which buttons the line has.
vi.mock("./actions.ts", () => ({ replaceProductAction: async () => ({ status: "idle" }) }));
vi.mock("../account/action-form.tsx", () => ({ ActionForm: ({ submit }: { submit: string }) => <button>{submit}</button> }));

const card = (id: number, name: string): ProductCard =>
  ({ id, name, slug: `produit-${id}`, price: 24.9, unitPrice: { value: 9.96, unit: "kg" }, variableWeight: false }) as unknown as ProductCard;
const line: Omit<ListLine, "remplacements"> = { ligne_id: 1, article_id: 3, quantity: 1, nom: "Poularde de Bresse", produit: null, disponible: false, raison: null };
const capon = card(7, "Chapon fermier de Bresse AOP");
const turkey = card(8, "Dinde fermière");
const held = new Map<number, HeldPlace>([[7, { productId: 7, units: 1, until: "2026-12-02T17:00:00.000Z" }]]);

/** The markup with its apostrophes as written (React escapes them). */
const render = (places: ReadonlyMap<number, HeldPlace>, remplacements = [capon, turkey]) =>
  renderToStaticMarkup(<ListReplacements line={{ ...line, remplacements }} listId={5} held={places} />).replaceAll("&#x27;", "'");

describe("ListReplacements", () => {
  it("says until when the place of a held replacement is its owner's, typeset, beside its « Remplacer »", () => {
    const html = render(held);
    expect(html).toContain("Une réservation vous est gardée jusqu'au mercredi 2 décembre à 18\u00a0h.");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(html.match(/gardée/g)).toHaveLength(1);
    const caponItem = html.slice(html.indexOf(capon.name), html.indexOf(turkey.name));
    expect(caponItem).toContain("gardée jusqu'au");
    expect(caponItem).toContain("<button>Remplacer</button>");
  });
  it("says how many when several are held", () => {
    expect(render(new Map([[7, { ...held.get(7)!, units: 2 }]]))).toContain("2 réservations vous sont gardées jusqu'au mercredi 2 décembre à 18\u00a0h.");
  });
  it("says nothing of the kind when nothing proposed is held", () => {
    expect(render(new Map())).not.toContain("gardée");
    expect(render(held, [turkey])).not.toContain("gardée");
  });
});
