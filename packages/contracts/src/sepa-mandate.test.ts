import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "./french-typography.ts";
import { SEPA_MANDATE_AUTHORISATION, SEPA_MANDATE_CONSENT, SEPA_MANDATE_TYPE, SEPA_PRENOTIFICATION } from "./sepa-mandate.ts";

describe("SEPA mandate texts", () => {
  it("are set in French typography, as the payment page prints them without typesetting", () => {
    for (const text of [SEPA_MANDATE_AUTHORISATION, SEPA_MANDATE_TYPE, SEPA_PRENOTIFICATION, SEPA_MANDATE_CONSENT]) {
      expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    }
  });
});
