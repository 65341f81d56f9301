// The address form as a shopper reads it: French typography in its hints, and a postal code typed the way it is
// often written (« 75 001 ») not cut short by the field.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { AddressForm } from "./address-form.tsx";

vi.mock("server-only", () => ({}));
vi.mock("./actions.ts", () => ({ saveAddressAction: async () => ({ status: "idle" }) }));

describe("AddressForm", () => {
  const html = renderToStaticMarkup(<AddressForm />);

  it("sets its hints in French typography", () => {
    expect(html).toContain("Par exemple\u00A0: Maison, Bureau.");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });

  it("lets « 75 001 » be typed whole in the postal code", () => {
    const field = html.match(/<input[^>]*name="code_postal"[^>]*>/)?.[0] ?? "";
    expect(field).toContain('inputMode="numeric"');
    expect(Number(field.match(/maxLength="(\d+)"/)?.[1])).toBeGreaterThanOrEqual("75 001".length);
  });

  it("renders the postal code's status line empty, with its room, described to the field; the town offers its list (ADR 0118)", () => {
    const status = html.match(/<p id="([^"]+)" role="status"[^>]*><\/p>/);
    expect(status, "an empty status line in the server's HTML").not.toBeNull();
    const field = html.match(/<input[^>]*name="code_postal"[^>]*>/)?.[0] ?? "";
    expect(field).toMatch(new RegExp(`aria-describedby="[^"]*${status![1]}`));
    const town = html.match(/<input[^>]*name="ville"[^>]*>/)?.[0] ?? "";
    const list = town.match(/list="([^"]+)"/)?.[1];
    expect(html).toContain(`<datalist id="${list}"></datalist>`);
    // The town is described by the same line, which says when it is none of the code's communes (ADR 0122).
    expect(town).toMatch(new RegExp(`aria-describedby="[^"]*${status![1]}`));
  });
});
