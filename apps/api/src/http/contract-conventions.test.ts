// The web-service's conventions, exercised through real HTTP injection on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCall, SPEC_GET_CALLS, SPEC_POST_CALLS } from "@cabas/contracts";
import { AppError } from "./app-error.ts";
import { implement } from "./call-registry.ts";
import type { Principal } from "./auth.ts";
import { loggerOptions } from "./logging.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { implementedCalls } from "../app.ts";

const echo = defineCall({
  name: "testEcho",
  method: "POST",
  summary: "test",
  access: "public",
  input: z.object({
    quantity: z.coerce.number({ error: "La quantité doit être un nombre." }).int().min(1, { error: "La quantité doit être au moins 1." }),
    note: z.string().max(10, { error: "La note est trop longue." }).optional(),
  }),
  output: z.object({ success: z.literal(true), message: z.string(), quantity: z.number() }),
});
const refuse = defineCall({ name: "testRefuse", method: "GET", summary: "t", access: "public", input: z.object({}), output: z.object({ success: z.literal(true), message: z.string() }) });
const crash = defineCall({ name: "testCrash", method: "GET", summary: "t", access: "public", input: z.object({}), output: z.object({ success: z.literal(true), message: z.string() }) });
const mine = defineCall({ name: "testMine", method: "GET", summary: "t", access: "customer", input: z.object({}), output: z.object({ success: z.literal(true), message: z.string(), userId: z.number() }) });
const mineWrite = defineCall({
  name: "testMineWrite",
  method: "POST",
  summary: "t",
  access: "customer",
  input: z.object({ nom: z.string({ error: "Le nom est obligatoire." }).min(1, { error: "Le nom est obligatoire." }) }),
  output: z.object({ success: z.literal(true), message: z.string(), nom: z.string() }),
});
const staff = defineCall({ name: "testStaff", method: "GET", summary: "t", access: "staff", input: z.object({}), output: z.object({ success: z.literal(true), message: z.string() }) });
const moderating = defineCall({
  name: "testModerating",
  method: "GET",
  summary: "t",
  access: "staff",
  permission: "reviews.moderate",
  input: z.object({ n: z.string({ error: "Le numéro est obligatoire." }) }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});

const principals: Record<string, Principal> = {
  "customer-token": { kind: "customer", userId: 7, permissions: [] },
  "staff-token": { kind: "customer", userId: 1, permissions: ["customer.impersonate"] },
  "moderator-token": { kind: "customer", userId: 2, permissions: ["reviews.moderate"] },
};

let t: TestApp;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    authenticate: (token) => Promise.resolve(principals[token] ?? null),
    logger: { ...(loggerOptions("info") as object), stream: { write: (line: string) => logs.push(line) } },
    extraCalls: [
      implement(echo, async ({ input }) => ({ quantity: input.quantity })),
      implement(refuse, async () => {
        throw new AppError("UNPROCESSABLE", "Ce code avantage a expiré.");
      }),
      implement(crash, async () => {
        throw new Error("connection to 10.0.0.5 refused: password=hunter2");
      }),
      implement(mine, async ({ principal }) => ({ userId: principal?.userId ?? 0 })),
      implement(mineWrite, async ({ input }) => ({ nom: input.nom })),
      implement(staff, async () => ({})),
      implement(moderating, async () => ({})),
    ],
  });
});
afterAll(() => t.close());

describe("web-service conventions", () => {
  it("accepts form-encoded and JSON bodies and answers success with a message", async () => {
    const form = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: "quantity=3", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ success: true, message: "", quantity: 3 });
    const json = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: { quantity: 2 } });
    expect(json.json()).toMatchObject({ success: true, quantity: 2 });
  });

  it("refuses invalid input with 400, a French message and per-field errors", async () => {
    const res = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: { quantity: 0, note: "beaucoup trop long" } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe("La quantité doit être au moins 1. La note est trop longue.");
    expect(body.errors.quantity).toEqual(["La quantité doit être au moins 1."]);
    expect(body.errors.note).toEqual(["La note est trop longue."]);
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: "{oops", headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("returns business refusals as 422 with success false and the French message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/next-react/testRefuse.php" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: "Ce code avantage a expiré." });
  });

  it("answers 401 NOT_AUTHORIZED without a session and with an unknown token", async () => {
    const none = await t.app.inject({ method: "GET", url: "/next-react/testMine.php" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: "NOT_AUTHORIZED" });
    const bad = await t.app.inject({ method: "GET", url: "/next-react/testMine.php", headers: { authorization: "Bearer nope" } });
    expect(bad.statusCode).toBe(401);
  });

  it("checks access before input: a signed-out caller with a bad form is told to sign in, not to fix the form", async () => {
    const signedOut = await t.app.inject({ method: "POST", url: "/next-react/testMineWrite.php", payload: {} });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ success: false, message: "NOT_AUTHORIZED" });
    const unknownToken = await t.app.inject({ method: "POST", url: "/next-react/testMineWrite.php", payload: {}, headers: { authorization: "Bearer nope" } });
    expect(unknownToken.statusCode).toBe(401);
    const signedIn = await t.app.inject({ method: "POST", url: "/next-react/testMineWrite.php", payload: {}, headers: { authorization: "Bearer customer-token" } });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().errors).toEqual({ nom: ["Le nom est obligatoire."] });
  });

  it("reads the token from the bearer header or the ID cookie", async () => {
    const bearer = await t.app.inject({ method: "GET", url: "/next-react/testMine.php", headers: { authorization: "Bearer customer-token" } });
    expect(bearer.json()).toMatchObject({ success: true, userId: 7 });
    const cookie = await t.app.inject({ method: "GET", url: "/next-react/testMine.php", cookies: { ID: "customer-token" } });
    expect(cookie.json()).toMatchObject({ success: true, userId: 7 });
  });

  it("answers 403 NOT_AUTHORIZED to a customer on a staff call", async () => {
    const res = await t.app.inject({ method: "GET", url: "/next-react/testStaff.php", headers: { authorization: "Bearer customer-token" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: "NOT_AUTHORIZED" });
    const ok = await t.app.inject({ method: "GET", url: "/next-react/testStaff.php", headers: { authorization: "Bearer staff-token" } });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a staff call to staff without the permission its contract names, before reading its input", async () => {
    const get = (token: string, query = "") =>
      t.app.inject({ method: "GET", url: `/next-react/testModerating.php${query}`, headers: { authorization: `Bearer ${token}` } });
    for (const token of ["customer-token", "staff-token"]) {
      const res = await get(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: "NOT_AUTHORIZED" });
    }
    expect((await get("moderator-token")).statusCode).toBe(400);
    expect((await get("moderator-token", "?n=1")).statusCode).toBe(200);
  });

  it("hides internal errors behind a generic 500 and logs the details", async () => {
    const res = await t.app.inject({ method: "GET", url: "/next-react/testCrash.php" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: expect.stringMatching(/erreur technique/) });
    expect(res.body).not.toMatch(/10\.0\.0\.5|hunter2/);
    expect(logs.some((l) => l.includes("connection to 10.0.0.5 refused"))).toBe(true);
  });

  it("never logs tokens or cookies", async () => {
    logs.length = 0;
    await t.app.inject({ method: "GET", url: "/next-react/testMine.php?token=secret-in-url", headers: { authorization: "Bearer customer-token" }, cookies: { ID: "customer-token" } });
    const all = logs.join("\n");
    expect(all).not.toContain("customer-token");
    expect(all).not.toContain("secret-in-url");
  });

  it("refuses cookie-authenticated writes from a foreign origin", async () => {
    const foreign = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: { quantity: 1 }, cookies: { ID: "customer-token" }, headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("NOT_AUTHORIZED");
    const own = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: { quantity: 1 }, cookies: { ID: "customer-token" }, headers: { origin: "http://localhost:3000" } });
    expect(own.statusCode).toBe(200);
    const bearer = await t.app.inject({ method: "POST", url: "/next-react/testEcho.php", payload: { quantity: 1 }, headers: { origin: "https://app.example", authorization: "Bearer customer-token" } });
    expect(bearer.statusCode).toBe(200);
  });

  it("answers a plain 404 for calls of the specification not built yet, never a fake success", async () => {
    const served = (name: string) => implementedCalls.some((c) => c.contract.name === name);
    const pending = [...SPEC_GET_CALLS.filter((n) => !served(n)).map((n) => ["GET", n] as const), ...SPEC_POST_CALLS.filter((n) => !served(n)).map((n) => ["POST", n] as const)];
    // An unknown name answers the same way a pending call does: the check holds once every call is built.
    for (const [method, name] of [...pending, ["GET", "appelInconnu"] as const]) {
      const res = await t.app.inject({ method, url: `/next-react/${name}.php`, ...(method === "POST" ? { payload: {}, headers: { origin: "http://localhost:3000" } } : {}) });
      expect(res.statusCode, name).toBe(404);
      // The error shape of every refusal (spec §8): success false, never a fake success, and a French message.
      expect(res.json(), name).toEqual({
        success: false,
        message: name === "appelInconnu" ? "Adresse inconnue." : "Cet appel n'est pas encore disponible.",
      });
    }
  });

  it("answers 405 with the accepted method for a call made with the wrong one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/next-react/testEcho.php?quantity=1" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.json()).toEqual({ success: false, message: "Cet appel s'envoie en POST, pas en GET." });
    const post = await t.app.inject({ method: "POST", url: "/next-react/testRefuse.php", payload: {}, headers: { origin: "http://localhost:3000" } });
    expect([post.statusCode, post.json().message]).toEqual([405, "Cet appel s'envoie en GET, pas en POST."]);
  });

  it("serves the health check and an OpenAPI document generated from the contracts", async () => {
    const health = await t.app.inject({ method: "GET", url: "/health" });
    expect(health.json()).toMatchObject({ status: "ok" });
    const doc = (await t.app.inject({ method: "GET", url: "/next-react/openapi.json" })).json();
    expect(doc.openapi).toBe("3.0.3");
    expect(doc.paths["/next-react/getStaticPage.php"].get.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "query", required: true }),
    ]);
    expect(Object.keys(doc.paths)).toHaveLength(new Set(implementedCalls.map((c) => c.contract.name)).size);
    expect(Object.keys(doc.paths["/next-react/mesParrainages.php"]).sort()).toEqual(["get", "post"]);
  });
});
