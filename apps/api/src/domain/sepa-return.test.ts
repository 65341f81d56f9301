import { describe, expect, it } from "vitest";
import { checkIban } from "./iban.ts";
import {
  SANDBOX_RETURN_IBANS,
  returnedDebitCardReference,
  returnedDebitCardRefusal,
  returnedDebitPaymentIdOf,
  isSepaReturnCode,
  sandboxReturnCode,
  sandboxReturnKind,
  sepaReturnFamily,
  sepaReturnNote,
  sepaReturnReasonText,
  sepaReturnRevokesMandate,
} from "./sepa-return.ts";

describe("returned SEPA debits", () => {
  it("keeps the mandate for missing funds and an unknown code, ends it for a closed account or a dispute", () => {
    expect(sepaReturnRevokesMandate("AM04")).toBe(false);
    expect(sepaReturnRevokesMandate("AG01")).toBe(false);
    for (const code of ["AC04", "MD01", "MD06", "MS02"]) expect(sepaReturnRevokesMandate(code)).toBe(true);
    expect(sepaReturnFamily("MD06")).toBe("contestation");
    expect(sepaReturnFamily("AC04")).toBe("compte");
  });

  it("names the reason in French with its code, and an unknown one by its code", () => {
    expect(sepaReturnReasonText("AM04")).toBe("provision insuffisante (AM04)");
    expect(sepaReturnReasonText("AG01")).toBe("motif communiqué par la banque (AG01)");
    expect(sepaReturnNote(4210, "MS02", "retour")).toBe(
      "Prélèvement de 42,10 € retourné par la banque : prélèvement refusé par le titulaire du compte (MS02). Montant dû : 42,10 €.",
    );
  });

  it("accepts only two letters and two digits as a code", () => {
    expect(isSepaReturnCode("MD06")).toBe(true);
    expect(isSepaReturnCode("md06")).toBe(false);
    expect(isSepaReturnCode("MD0")).toBe(false);
  });

  it("gives valid IBANs as the sandbox's test accounts, one per reason, typed with spaces or not", () => {
    for (const iban of Object.keys(SANDBOX_RETURN_IBANS)) expect(checkIban(iban).ok).toBe(true);
    expect(sandboxReturnCode("FR76 3000 6000 0100 0000 0040 213")).toBe("AM04");
    expect(sandboxReturnCode("FR76 3000 6000 0112 3456 7890 189")).toBeNull();
    expect(sandboxReturnKind("AM04")).toBe("rejet");
    expect(sandboxReturnKind("MD06")).toBe("retour");
  });
});

describe("paying a returned debit online by card (ADR 0129, amendment)", () => {
  it("marks the provider's merchant reference with the returned payment's id, and reads only that form back", () => {
    expect(returnedDebitCardReference(42)).toBe("impaye-42");
    expect(returnedDebitPaymentIdOf("impaye-42")).toBe(42);
    // A checkout's reference is the order id: not this kind of payment.
    for (const other of ["42", "", "impaye-", "impaye-0", "impaye-42x", "impaye-12345678901"]) expect(returnedDebitPaymentIdOf(other)).toBeNull();
  });

  it("refuses when nothing came back or it is paid already, and lets a due amount be paid", () => {
    const at = new Date("2026-11-24T09:00:00Z");
    expect(returnedDebitCardRefusal(7, null)).toBe("La commande n°\u00A07 n'a aucun montant dû : rien à régler.");
    expect(returnedDebitCardRefusal(7, { returnedAt: null, returnPaidAt: null })).toBe("La commande n°\u00A07 n'a aucun montant dû : rien à régler.");
    expect(returnedDebitCardRefusal(7, { returnedAt: at, returnPaidAt: at })).toBe("Le montant dû de la commande n°\u00A07 est déjà réglé : rien à régler.");
    expect(returnedDebitCardRefusal(7, { returnedAt: at, returnPaidAt: null })).toBeNull();
  });
});
