import { describe, expect, it } from "vitest";
import type { Database } from "@cabas/db";
import { enableCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { invalidateReviewCache, reviewCacheOf } from "./review-cache.ts";

const fakeDatabase = () => ({}) as Database;

describe("review answers cache", () => {
  it("is off while the catalogue's cache is off", () => {
    expect(reviewCacheOf(fakeDatabase())).toBeUndefined();
  });

  it("keeps answers until a rating or a moderation forgets them, without emptying the catalogue's", async () => {
    const db = fakeDatabase();
    const catalogue = enableCatalogueCache(db);
    await catalogue.read("getProduct?x", async () => "produit");
    const cache = reviewCacheOf(db)!;
    let computed = 0;
    // The caches keep the bytes they send: read here as text.
    const read = async () => (await cache.read("getAvis?1", async () => `avis ${++computed}`)).toString();
    expect(await read()).toBe("avis 1");
    expect(await read()).toBe("avis 1");
    invalidateReviewCache(db);
    expect(await read()).toBe("avis 2");
    expect((await catalogue.read("getProduct?x", async () => "recalculé")).toString()).toBe("produit");
  });
});
