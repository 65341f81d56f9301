import { describe, expect, it } from "vitest";
import { isPageSubmission, routeFocusTarget } from "./route-message.ts";

describe("routeFocusTarget", () => {
  it("goes to the message a form's redirect back to the same page brought", () => {
    expect(
      routeFocusTarget({
        previous: "/mes-adresses",
        current: "/mes-adresses?ajoutee=1",
        hasMessage: true,
        focusUntouched: false,
      }),
    ).toBe("message");
  });

  it("goes to the main anchor on a query change without a message (a page of results)", () => {
    expect(
      routeFocusTarget({
        previous: "/catalogue/legumes",
        current: "/catalogue/legumes?page=2",
        hasMessage: false,
        focusUntouched: false,
      }),
    ).toBe("anchor");
  });

  it("goes to the main anchor on a route change, or to the message the new page shows", () => {
    expect(routeFocusTarget({ previous: "/", current: "/faq", hasMessage: false, focusUntouched: false })).toBe(
      "anchor",
    );
    expect(
      routeFocusTarget({
        previous: "/checkout/ma-commande",
        current: "/checkout/paiement?erreur=verification",
        hasMessage: true,
        focusUntouched: false,
      }),
    ).toBe("message");
  });

  it("goes to the element the new address's fragment names, unless a message was brought", () => {
    expect(
      routeFocusTarget({
        previous: "/mes-adresses",
        current: "/mes-adresses?modifier=3",
        hasMessage: false,
        hasFragmentTarget: true,
        focusUntouched: false,
      }),
    ).toBe("fragment");
    expect(
      routeFocusTarget({
        previous: "/mes-adresses",
        current: "/mes-adresses?ajoutee=1",
        hasMessage: true,
        hasFragmentTarget: true,
        focusUntouched: false,
      }),
    ).toBe("message");
  });

  it("leaves focus alone when the address did not change", () => {
    expect(
      routeFocusTarget({
        previous: "/creneau?choisi=1",
        current: "/creneau?choisi=1",
        hasMessage: true,
        focusUntouched: true,
      }),
    ).toBeNull();
  });

  it("goes back to the message when a form sent from the page was answered on the same address", () => {
    expect(
      routeFocusTarget({
        previous: "/creneau?choisi=1",
        current: "/creneau?choisi=1",
        hasMessage: true,
        focusUntouched: false,
        answeredSubmission: true,
      }),
    ).toBe("message");
  });

  it("leaves focus alone on the same address when the answer brought no message, or nothing was sent", () => {
    expect(
      routeFocusTarget({
        previous: "/mes-adresses",
        current: "/mes-adresses",
        hasMessage: false,
        hasFragmentTarget: true,
        focusUntouched: false,
        answeredSubmission: true,
      }),
    ).toBeNull();
    expect(
      routeFocusTarget({
        previous: "/mes-adresses?ajoutee=1",
        current: "/mes-adresses?ajoutee=1",
        hasMessage: true,
        focusUntouched: false,
        answeredSubmission: false,
      }),
    ).toBeNull();
  });

  it("on the first load, focuses only a message, and only before the shopper moved focus", () => {
    expect(
      routeFocusTarget({
        previous: null,
        current: "/modal/paiement/x?erreur=carte_expiree",
        hasMessage: true,
        focusUntouched: true,
      }),
    ).toBe("message");
    expect(
      routeFocusTarget({
        previous: null,
        current: "/modal/paiement/x?erreur=carte_expiree",
        hasMessage: true,
        focusUntouched: false,
      }),
    ).toBeNull();
    expect(routeFocusTarget({ previous: null, current: "/faq", hasMessage: false, focusUntouched: true })).toBeNull();
  });
});

describe("isPageSubmission", () => {
  /** A form found inside the elements matching `inside` (selectors as `closest` receives them, one by one). */
  const formIn = (...inside: string[]) => ({
    closest: (selector: string) => (selector.split(",").some((s) => inside.includes(s.trim())) ? {} : null),
  });

  it("counts a form of the page's main content", () => {
    expect(isPageSubmission(formIn("#contenu"))).toBe(true);
  });

  it("leaves out a form outside the main content (the header's search) or in a dialog", () => {
    expect(isPageSubmission(formIn())).toBe(false);
    expect(isPageSubmission(formIn("dialog"))).toBe(false);
    expect(isPageSubmission(formIn("#contenu", '[role="dialog"]'))).toBe(false);
  });
});
