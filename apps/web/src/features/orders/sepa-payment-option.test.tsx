// The payment page's SEPA option (ADR 0130's amendment): offered as before, or, barred by a returned debit still due,
// replaced by a sentence naming the order and the amount, with the link to pay it on that order's page.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { SepaPaymentOption } from "./sepa-payment-option.tsx";

const mandateForm = <form data-testid="sepa">Commander avec obligation de paiement</form>;

describe("SepaPaymentOption", () => {
  it("offers SEPA (the mandate or the order to pay) when nothing bars it", () => {
    const html = renderToStaticMarkup(<SepaPaymentOption barred={null}>{mandateForm}</SepaPaymentOption>);
    expect(html).toContain("Prélèvement SEPA");
    expect(html).toContain('data-testid="sepa"');
    expect(html).not.toContain("plus proposé");
  });

  it("replaces it, when barred, by the order and the amount to pay, linked to that order's page", () => {
    const barred = { code: "sepa_impaye" as const, id_commande: 10000042, montant_du: 42.1, message: "…" };
    const html = renderToStaticMarkup(<SepaPaymentOption barred={barred}>{mandateForm}</SepaPaymentOption>);
    expect(html).not.toContain('data-testid="sepa"');
    expect(html).not.toContain("<form");
    expect(html).toContain("Le prélèvement n&#x27;est plus proposé pour vos commandes\u00a0: celui de votre commande n°\u00a010000042 est revenu impayé");
    expect(html).toMatch(/<a href="\/commande\/10000042">Réglez 42,10\s€ de la commande n°\u00a010000042<\/a> pour retrouver le prélèvement, ou payez par carte ci-dessus\./);
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
