import { describe, expect, it } from "vitest";
import { changesEmail, credentialChangeRefusal, IMPERSONATION_CREDENTIALS_REFUSAL, maskEmail } from "./credential-change-rules.ts";

describe("credential change rules", () => {
  it("sees a change of address only when the address differs, whatever its case", () => {
    expect(changesEmail("Jules.Petit@example.fr", "jules.petit@example.fr")).toBe(false);
    expect(changesEmail("jules.petit@example.fr", "jules.petit@exemple.fr")).toBe(true);
  });

  it("refuses staff acting as the customer, and no one else", () => {
    expect(credentialChangeRefusal({ impersonatorId: 7 })).toBe(IMPERSONATION_CREDENTIALS_REFUSAL);
    expect(credentialChangeRefusal({ impersonatorId: null })).toBeNull();
    expect(credentialChangeRefusal({ impersonatorId: undefined })).toBeNull();
  });

  it("masks the new address, keeping its first letters and its domain", () => {
    expect(maskEmail("jules.petit@example.fr")).toBe("ju•••@example.fr");
    expect(maskEmail("abc@example.fr")).toBe("a•••@example.fr");
    expect(maskEmail("a@example.fr")).toBe("a•••@example.fr");
    expect(maskEmail("pas-une-adresse")).toBe("•••");
  });
});
