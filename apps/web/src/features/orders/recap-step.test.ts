import { describe, expect, it } from "vitest";
import { recapStep } from "./recap-step.ts";

const line = { id: 1 };

describe("recapStep", () => {
  it("says an empty basket is empty, even when the checks could not run (a guest without session) or passed", () => {
    expect(recapStep({ items: [], reservations: [] }, { ok: false })).toBe("empty");
    expect(recapStep({ items: [], reservations: [] }, { ok: true, failures: 0 })).toBe("empty");
    expect(recapStep({ items: [], reservations: [] }, { ok: true, failures: 2 })).toBe("empty");
  });

  it("offers payment only when the checks ran and found nothing to fix", () => {
    expect(recapStep({ items: [line], reservations: [] }, { ok: true, failures: 0 })).toBe("pay");
    expect(recapStep({ items: [], reservations: [line] }, { ok: true, failures: 0 })).toBe("pay");
    expect(recapStep({ items: [line], reservations: [] }, { ok: true, failures: 1 })).toBe("fix");
    expect(recapStep({ items: [line], reservations: [] }, { ok: false })).toBe("unchecked");
  });

  it("asks a guest with a basket to sign in, rather than saying the checks failed (they need an account)", () => {
    expect(recapStep({ items: [line], reservations: [] }, { ok: false, signedOut: true })).toBe("signin");
    expect(recapStep({ items: [], reservations: [] }, { ok: false, signedOut: true })).toBe("empty");
  });
});
