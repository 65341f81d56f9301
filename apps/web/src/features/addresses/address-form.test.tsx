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
});
