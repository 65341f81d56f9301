import { afterEach, describe, expect, it } from "vitest";
import type { ApiResult } from "./query.ts";
import { setSharedAnswersClock, sharedAnswer } from "./shared-answers.ts";

let now = 0;
setSharedAnswersClock(() => now);
afterEach(() => {
  now += 1_000_000;
});

const counting = (answers: ApiResult<string>[]) => {
  let calls = 0;
  return {
    load: () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]!),
    calls: () => calls,
  };
};

describe("shared answers", () => {
  it("asks once per URL while the answer is fresh, again after", async () => {
    const api = counting([{ ok: true, data: "v1" }, { ok: true, data: "v2" }]);
    expect(await sharedAnswer("/a", 1000, api.load)).toEqual({ ok: true, data: "v1" });
    now += 999;
    expect(await sharedAnswer("/a", 1000, api.load)).toEqual({ ok: true, data: "v1" });
    expect(api.calls()).toBe(1);
    now += 1;
    expect(await sharedAnswer("/a", 1000, api.load)).toEqual({ ok: true, data: "v2" });
  });

  it("keeps URLs apart (the perimeter is in the URL)", async () => {
    const one = counting([{ ok: true, data: "perimeter 1" }]);
    const two = counting([{ ok: true, data: "perimeter 2" }]);
    expect(await sharedAnswer("/b?id_perimetre=1", 1000, one.load)).toEqual({ ok: true, data: "perimeter 1" });
    expect(await sharedAnswer("/b?id_perimetre=2", 1000, two.load)).toEqual({ ok: true, data: "perimeter 2" });
  });

  it("does not share a failure", async () => {
    const api = counting([{ ok: false, status: 503, message: "" }, { ok: true, data: "back" }]);
    expect((await sharedAnswer("/c", 1000, api.load)).ok).toBe(false);
    await Promise.resolve();
    expect(await sharedAnswer("/c", 1000, api.load)).toEqual({ ok: true, data: "back" });
  });
});
