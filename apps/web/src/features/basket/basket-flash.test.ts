import { expect, it } from "vitest";
import { flashOfRequest, parseBasketFlash, showsBasketFlash } from "./basket-flash.ts";

it("reads a flash message and refuses anything else", () => {
  expect(parseBasketFlash(JSON.stringify({ type: "error", message: "Stock insuffisant" }))).toEqual({ type: "error", message: "Stock insuffisant" });
  expect(parseBasketFlash(JSON.stringify({ type: "html", message: "x" }))).toBeNull();
  expect(parseBasketFlash("{oops")).toBeNull();
  expect(parseBasketFlash(undefined)).toBeNull();
  expect(parseBasketFlash(JSON.stringify({ type: "success", message: "x".repeat(301) }))).toBeNull();
});

it("is shown (and so expired) by a page load only, never by a script's fetch", () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers(headers) });
  expect(showsBasketFlash(request("GET", { "sec-fetch-dest": "document", accept: "text/html" }))).toBe(true);
  expect(showsBasketFlash(request("GET", { accept: "text/html,application/xhtml+xml" }))).toBe(true);
  expect(showsBasketFlash(request("GET", { rsc: "1", "sec-fetch-dest": "empty" }))).toBe(false);
  expect(showsBasketFlash(request("GET", { "sec-fetch-dest": "image" }))).toBe(false);
  expect(showsBasketFlash(request("POST", { "sec-fetch-dest": "document" }))).toBe(false);
});

it("reads the flash the proxy handed to the render, else the cookie", () => {
  const raw = JSON.stringify({ type: "success", message: "Panier mis à jour." });
  expect(flashOfRequest(encodeURIComponent(raw), "")).toBe(raw);
  expect(flashOfRequest(null, raw)).toBe(raw);
  expect(flashOfRequest(null, "")).toBeUndefined();
  expect(flashOfRequest("%E0%A4%A", undefined)).toBeUndefined();
});
