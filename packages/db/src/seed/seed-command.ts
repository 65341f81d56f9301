// The seed command (npm run seed -- [--products N] [--reset] [--now ISO-DATE] [--refresh-content]): opens
// DATABASE_URL (PostgreSQL) or the local PGlite folder, migrates, then seeds, grows or resets the catalogue, or brings
// unedited editorial content up to the seed's texts. `afterSeed` lets the caller add what this package cannot make:
// npm run seed runs it from apps/api/src/cli/seed.ts, which adds the demo accounts (ADR 0058).
import { parseArgs } from "node:util";
import { defaultDataDir, migrateDatabase, openDatabase, type DatabaseHandle } from "../client.ts";
import { refreshSearchIndex } from "../search-index.ts";
import {
  addGeneratedProducts,
  isSeeded,
  refileOrganicProducts,
  refreshEditorialContent,
  resetDatabase,
  seedDatabase,
  seedDateFor,
  type SeedSummary,
} from "./index.ts";

const USAGE = `Usage: npm run seed -- [--products N] [--reset] [--now 2026-11-22T08:00:00Z] [--refresh-content]

  --products N  total number of products; above the hand-written catalogue, generated products fill up to N
  --reset       empty every table first (TRUNCATE … RESTART IDENTITY CASCADE), then seed again
  --now DATE    reference date for promotions, publications and recalls (default: today at 08:00 UTC)
  --refresh-content
                bring pages, FAQ, jobs, home blocks and messages nobody edited up to the seed's texts, insert
                those the seed added, name the edited ones it keeps, and move the organic products an older seed
                filed on the Bio aisle's shelves to their own (the API does both at every start, ADR 0045, 0053)

Uses DATABASE_URL when set, otherwise the PGlite data folder (CABAS_DATA_DIR or .data/pglite). A new or reset
database also gets the demo accounts (README), unless CABAS_DEMO_ACCOUNTS=0.`;

function parseOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      products: { type: "string" },
      reset: { type: "boolean", default: false },
      now: { type: "string" },
      "refresh-content": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  let products: number | undefined;
  if (values.products !== undefined) {
    products = Number(values.products.replace(/[_\s]/g, ""));
    if (!Number.isInteger(products) || products < 0)
      throw new Error(`--products expects a whole number, got "${values.products}"`);
  }
  let now: Date;
  if (values.now !== undefined) {
    now = new Date(values.now);
    if (Number.isNaN(now.getTime())) throw new Error(`--now expects an ISO date, got "${values.now}"`);
  } else {
    // Promotions and publication dates are current whenever the shop is started; same-day seeds stay identical.
    now = seedDateFor(new Date());
  }
  return { products, reset: values.reset, now, refreshContent: values["refresh-content"], help: values.help };
}

function printSummary(summary: SeedSummary): void {
  console.log(`Seeded in ${summary.seconds.toFixed(1)} s:`);
  console.log(
    `  ${summary.products} products (${summary.handWrittenProducts} hand-written, ${summary.generatedProducts} generated), ${summary.offers} offers, ${summary.brands} brands, ${summary.producers} producers, ${summary.categories} categories`,
  );
  console.log(
    `  ${summary.perimeters} perimeters, ${summary.postalCodes} postal codes, ${summary.deliveryFeeBands} fee bands`,
  );
  console.log(
    `  ${summary.packs} packs, ${summary.recipes} recipes, ${summary.mixMatchGroups} mix-and-match offers, ${summary.staffPicks} staff picks, ${summary.productRecalls} recalls`,
  );
  console.log(
    `  ${summary.staticPages} pages, ${summary.faqEntries} FAQ entries, ${summary.jobs} jobs, ${summary.homepageBlocks} homepage blocks`,
  );
}

/** The spelling-correction dictionary and planner statistics must follow bulk catalogue changes. */
async function refreshSearch(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await refreshSearchIndex(handle);
  console.log(`Search index refreshed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

export type SeedCommandHooks = {
  /** Runs once the catalogue is freshly seeded (a new or reset database), with the seed's reference date. */
  afterSeed?: (handle: DatabaseHandle, now: Date) => Promise<void>;
};

export async function runSeedCommand(
  hooks: SeedCommandHooks = {},
  args: string[] = process.argv.slice(2),
): Promise<void> {
  const options = parseOptions(args);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const url = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase(url ? { url, poolSize: 4 } : { dataDir: defaultDataDir() });
  console.log(
    url ? `Database: PostgreSQL (${new URL(url).pathname.slice(1)})` : `Database: PGlite (${defaultDataDir()})`,
  );
  try {
    await migrateDatabase(handle);
    if (options.refreshContent) {
      if (!(await isSeeded(handle))) throw new Error("The database is not seeded: run npm run seed first.");
      await refreshEditorialContent(handle);
      await refileOrganicProducts(handle);
      return;
    }
    if (await isSeeded(handle)) {
      if (options.reset) {
        const started = performance.now();
        await resetDatabase(handle);
        console.log(`Emptied every table in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      } else if (options.products !== undefined) {
        const grown = await addGeneratedProducts(handle, options.products, { now: options.now });
        if (grown.added === 0) {
          console.log(`Already seeded with ${grown.products} products: nothing to add (use --reset to start over).`);
        } else {
          console.log(
            `Added ${grown.added} generated products (${grown.offers} offers) in ${grown.seconds.toFixed(1)} s: ${grown.products} products now.`,
          );
          await refreshSearch(handle);
        }
        return;
      } else {
        console.log(
          "Already seeded: nothing to do (use --reset to start over, --products N to grow the catalogue, or --refresh-content).",
        );
        return;
      }
    }
    printSummary(await seedDatabase(handle, { products: options.products, now: options.now }));
    await refreshSearch(handle);
    await hooks.afterSeed?.(handle, options.now);
  } finally {
    await handle.close();
  }
}
