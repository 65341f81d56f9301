import { describe, expect, it } from "vitest";
import { perimeterMoved } from "./perimeter-moved.ts";

describe("perimeterMoved", () => {
  it("is a move when the web-service gave this browser another perimeter", () => {
    expect(perimeterMoved("1", "2")).toBe(true);
    expect(perimeterMoved(undefined, "2")).toBe(true);
  });

  it("is no move when the perimeter stayed the same", () => {
    expect(perimeterMoved("1", "1")).toBe(false);
    expect(perimeterMoved(undefined, undefined)).toBe(false);
  });

  it("is no move when the cookie was cleared with an ended session", () => {
    expect(perimeterMoved("1", undefined)).toBe(false);
    expect(perimeterMoved("1", "")).toBe(false);
  });
});
