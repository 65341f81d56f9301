// A shop seeded before migration 0023, refiled at start (ADR 0053), answers the catalogue calls exactly as a shop
// seeded by the current seed: the « Bio » filter of the other aisles, the Bio aisle and its selections, breadcrumbs.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, refreshSearchIndex, type DatabaseHandle } from "@cabas/db";
import { fileOrganicProductsAsBefore0023, refileOrganicProducts, seedDatabase, seedDateFor } from "@cabas/db/seed";
import { buildApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const seedDate = seedDateFor(new Date());
const older = () =>
  openTestDatabase(process.env.DATABASE_URL, {
    key: `seeded-${seedDate.toISOString()}-organic-before-0023`,
    prepare: async (handle) => {
      await seedDatabase(handle, { now: seedDate });
      await refreshSearchIndex(handle);
      await fileOrganicProductsAsBefore0023(handle);
    },
  });

type Shop = { app: FastifyInstance; database: DatabaseHandle };
const open = async (database: DatabaseHandle): Promise<Shop> => {
  const app = await buildApp({ database });
  await app.ready();
  return { app, database };
};
const close = async (shop: Shop | undefined) => {
  await shop?.app.close();
  await shop?.database.close();
};
const answer = async (app: FastifyInstance, call: string) => {
  const [name, query] = call.split("?");
  const res = await app.inject({ method: "GET", url: `/next-react/${name}.php?${query ?? ""}` });
  expect(res.statusCode, call).toBe(200);
  return res.json();
};

let fresh: TestApp;
let notRefiled: Shop;
let refiled: Shop;
beforeAll(async () => {
  fresh = await createTestApp();
  notRefiled = await open(await older());
  const database = await older();
  // As apps/api/src/main.ts does: before the app is built, so no cache ever holds the old filing.
  await refileOrganicProducts(database, { log: () => undefined });
  refiled = await open(database);
});
afterAll(async () => {
  await fresh?.close();
  await close(notRefiled);
  await close(refiled);
});

const CALLS = [
  "getCatalogue?slug=cremerie&bio=1&limit=100",
  "getCatalogue?slug=beurre-et-creme&bio=1",
  "getCatalogue?slug=fruits-et-legumes&bio=1&limit=100",
  "getCatalogue?slug=epicerie-salee&bio=1&limit=100",
  "getCatalogue?slug=epicerie-sucree&bio=1&limit=100",
  "getCatalogue?slug=boissons&bio=1&limit=100",
  "getCatalogue?slug=beurre-et-creme&limit=100",
  "getCatalogue?slug=bio&limit=100",
  "getCatalogue?slug=bio&limit=10&page=2&sort=prix&order=desc",
  "getCatalogue?slug=fruits-et-legumes-bio&limit=100",
  "getCatalogue?slug=cremerie-bio&limit=100",
  "getCatalogue?slug=epicerie-bio&limit=100",
  "getCatalogue?slug=boissons-bio&limit=100",
  "getArborescence",
  "getProduct?slug=beurre-doux-bio-250g",
  "getProduct?slug=lentilles-vertes-bio-500g",
  "getProduct?category=cremerie-bio&limit=100",
  "getProduct?bio=1&limit=100",
];

describe("a shop seeded before migration 0023", () => {
  it("misses the organic butter under « Bio » in Crèmerie until refiled", async () => {
    const names = (list: { products: { name: string }[] }) => list.products.map((p) => p.name);
    expect(names(await answer(notRefiled.app, CALLS[0]!))).not.toContain("Beurre doux bio");
    expect(names(await answer(fresh.app, CALLS[0]!))).toContain("Beurre doux bio");
    expect(names(await answer(refiled.app, CALLS[0]!))).toContain("Beurre doux bio");
  });

  it.each(CALLS)("answers %s as a freshly seeded shop once refiled", async (call) => {
    expect(await answer(refiled.app, call)).toEqual(await answer(fresh.app, call));
  });

  it.each(["creme", "legumes bio", "epicerie"])(
    "ranks the search « %s » as a freshly seeded shop (the shelf's words)",
    async (words) => {
      const call = `getProduct?search=${encodeURIComponent(words)}&limit=100`;
      const ids = (list: { total: number; products: { id: number }[] }) => [list.total, list.products.map((p) => p.id)];
      expect(ids(await answer(refiled.app, call))).toEqual(ids(await answer(fresh.app, call)));
    },
  );
});
