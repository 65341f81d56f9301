import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "./provider.ts";

describe("signed callbacks", () => {
  const secret = "s3cret";
  const body = JSON.stringify({ id: "evt_1", type: "payment.authorised" });

  it("accepts its own signature within the tolerance", () => {
    expect(verifySignature(secret, body, signPayload(secret, body, 1000), 1100)).toEqual({ ok: true });
  });

  it("refuses a changed body, another secret, a missing or garbled header", () => {
    const header = signPayload(secret, body, 1000);
    expect(verifySignature(secret, body.replace("authorised", "declined"), header, 1000)).toEqual({ ok: false, reason: "Signature invalide." });
    expect(verifySignature("other", body, header, 1000).ok).toBe(false);
    expect(verifySignature(secret, body, undefined, 1000).ok).toBe(false);
    expect(verifySignature(secret, body, "t=abc,v1=zz", 1000).ok).toBe(false);
  });

  it("refuses an old signature replayed after five minutes", () => {
    expect(verifySignature(secret, body, signPayload(secret, body, 1000), 1301)).toEqual({ ok: false, reason: "Signature expirée." });
  });
});
