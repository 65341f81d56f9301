// The contact form's hint writes its limit as French does: « 3 000 », digits grouped by a narrow no-break space.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";

vi.mock("server-only", () => ({}));
vi.mock("./actions.ts", () => ({ sendContactAction: async () => ({ status: "idle" }) }));

describe("ContactForm", () => {
  it("groups the digits of the message's length in its hint", () => {
    const html = renderToStaticMarkup(<ContactForm />);
    expect(html).toContain("De 10 à 3\u202F000\u00A0caractères.");
    expect(html).not.toContain("3000 caractères");
  });
});
