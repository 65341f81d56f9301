import { expect, it } from "vitest";
import { parseBasketFlash } from "./basket-flash.ts";

it("reads a flash message and refuses anything else", () => {
  expect(parseBasketFlash(JSON.stringify({ type: "error", message: "Stock insuffisant" }))).toEqual({ type: "error", message: "Stock insuffisant" });
  expect(parseBasketFlash(JSON.stringify({ type: "html", message: "x" }))).toBeNull();
  expect(parseBasketFlash("{oops")).toBeNull();
  expect(parseBasketFlash(undefined)).toBeNull();
  expect(parseBasketFlash(JSON.stringify({ type: "success", message: "x".repeat(301) }))).toBeNull();
});
