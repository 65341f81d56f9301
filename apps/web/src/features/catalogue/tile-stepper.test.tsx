// A tile's button for the told customer (ADR 0131): the page's held places (here as the server gives them to a page
// rendered without scripts) turn a sold-out tile into their own add-to-basket, up to the units held, under the product
// page's sentence; any other shopper, and any other product, keeps « Indisponible ».
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { HeldPlacesProvider, type HeldPlacesRead } from "../reservation-waitlist/held-places-context.tsx";
import { TileStepper } from "./tile-stepper.tsx";

vi.mock("next/navigation", () => ({ usePathname: () => "/catalogue/fetes" }));
const inBasket = vi.hoisted(() => ({ quantity: 0 }));
vi.mock("../basket/basket-context.tsx", () => ({ useBasket: () => ({ quantityOf: () => inBasket.quantity }) }));
// The stepper itself is the basket's (its own tests): here, what the tile hands it.
vi.mock("../basket/basket-stepper.tsx", () => ({
  BasketStepper: ({ available, stock }: { available: boolean; stock: number }) => (available ? <button data-stock={stock}>Ajouter au panier</button> : <button disabled>Indisponible</button>),
}));

const AT = Date.parse("2026-12-02T10:00:00.000Z");
const held: HeldPlacesRead = { places: [{ productId: 7, units: 1, until: "2026-12-02T17:00:00.000Z" }], at: AT };
const capon = { productId: 7, name: "Chapon fermier", available: false, recalled: false, stock: 0, firstQuantity: 1 };

/** The markup with its apostrophes as written (React escapes them). */
const render = (read: HeldPlacesRead | undefined, tile = capon, account = true) =>
  renderToStaticMarkup(
    <HeldPlacesProvider account={account} initial={read}>
      <TileStepper {...tile} />
    </HeldPlacesProvider>,
  ).replaceAll("&#x27;", "'");

describe("TileStepper", () => {
  it("gives the told customer their own button, up to the units held, and until when, as the product page says it", () => {
    inBasket.quantity = 0;
    const html = render(held);
    expect(html).toContain('<button data-stock="1">Ajouter au panier</button>');
    expect(html).toContain("data-held");
    expect(html).toContain("Une réservation vous est gardée jusqu'au mercredi 2 décembre à 18\u00a0h\u00a0: ajoutez-la à votre panier.");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(html).not.toContain("Indisponible");
  });
  it("says it is in the basket once added", () => {
    inBasket.quantity = 1;
    expect(render(held)).toContain("Votre réservation est dans votre panier, gardée jusqu'au mercredi 2 décembre à 18\u00a0h\u00a0: commandez d'ici là.");
    inBasket.quantity = 0;
  });
  it("leaves « Indisponible » to a shopper nothing is held for, to another product, and to a recalled one", () => {
    for (const html of [render(undefined), render({ places: [], at: AT }), render(held, { ...capon, productId: 8 }), render(held, { ...capon, recalled: true })]) {
      expect(html).toBe('<button disabled="">Indisponible</button>');
    }
  });
  it("leaves a product on sale as the shelf sells it", () => {
    expect(render(held, { ...capon, available: true, stock: 5 })).toBe('<button data-stock="5">Ajouter au panier</button>');
  });
  it("reads the shelf once the window has ended", () => {
    expect(render({ ...held, at: Date.parse("2026-12-02T17:00:00.000Z") })).toBe('<button disabled="">Indisponible</button>');
  });
});
