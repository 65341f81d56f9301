// Slot overbooking benchmark: 1,000 guest sessions call setCreneaux at once on one slot of capacity 20, repeated 20
// times on fresh slots. Prints, per run, how many holds were granted, refused and failed, the slot's `booked` and
// its unreleased bookings, then the total overbooked count, and how many holds passed guests' share of the slot.
// Every shopper is a guest, so by default the guests' share (ADR 0143) is lifted: the guests can fill the capacity,
// which is what this measures. BENCH_GUEST_SHARE=50 measures the shop's share instead (10 of 20). Asserts nothing.
//
//   psql -h 127.0.0.1 -U postgres -c "create database cabas_slots_bench"
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_slots_bench node bench/slot-concurrency.mjs
//
// The first start of the API on an empty database migrates and seeds it. BENCH_SHOPPERS, BENCH_CAPACITY and
// BENCH_RUNS change the sizes; BENCH_GUEST_SHARE (a percentage, 100 unless given: lifted, so that the
// guests fill the capacity; the shop runs 50) sets the API's CABAS_SLOT_GUEST_SHARE_PERCENT; BENCH_API_URL targets an API already
// running on the same DATABASE_URL (with its own share).
import pg from "pg";
import { startBenchApi } from "./start-api.mjs";

const shoppers = Number(process.env.BENCH_SHOPPERS ?? 1000);
const capacity = Number(process.env.BENCH_CAPACITY ?? 20);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const guestSharePercent = Number(process.env.BENCH_GUEST_SHARE ?? 100);
// As domain/slot-guest-share.ts counts it: the capacity's share rounded down, at least one place.
const guestShare = Math.min(capacity, Math.max(1, Math.floor((capacity * guestSharePercent) / 100)));
const postalCode = "75011";

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL to a PostgreSQL database (created empty, or already seeded).");
  process.exit(2);
}
const { base, stop: stopApi } = await startBenchApi({
  defaultPort: "3902",
  env: { CABAS_DEMO_ACCOUNTS: "0", CABAS_SLOT_GUEST_SHARE_PERCENT: String(guestSharePercent) },
});

const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

async function guestTokens(count) {
  const tokens = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const res = await fetch(`${base}/next-react/loginCP.php`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ cp: postalCode }),
        });
        return (await res.json()).token;
      }),
    );
    tokens.push(...batch);
  }
  return tokens;
}

const started = Date.now();
const tokens = await guestTokens(shoppers);
console.log(`${tokens.length} guest sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const {
  rows: [perimeter],
} = await db.query("select perimeter_id as id from postal_codes where code = $1 limit 1", [postalCode]);

let overbooked = 0;
let overShare = 0;
let mismatched = 0;
console.log(`guests' share of a slot of ${capacity}: ${guestShare} (${guestSharePercent} %)`);
console.log("run | held | refused (full or share) | errors | booked | unreleased bookings | seconds");
for (let run = 1; run <= runs; run++) {
  // A fresh slot a month ahead, off the hour so it never collides with generated slots.
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  startsAt.setUTCHours(9, 7, 0, 0);
  startsAt.setUTCMinutes(7 + ((Date.now() / 1000) % 50 | 0), Math.floor(Math.random() * 59), run);
  const {
    rows: [slot],
  } = await db.query(
    `insert into delivery_slots (perimeter_id, starts_at, ends_at, capacity) values ($1, $2, $3, $4) returning id`,
    [perimeter.id, startsAt, new Date(startsAt.getTime() + 2 * 3_600_000), capacity],
  );
  const t0 = Date.now();
  const statuses = await Promise.all(
    tokens.map(async (token, i) => {
      try {
        const res = await fetch(`${base}/next-react/setCreneaux.php`, {
          method: "POST",
          // Each guest from its own address, as a real crowd: places taken are limited per address (ADR 0061); the
          // bench calls from loopback, whose X-Forwarded-For the web-service believes.
          headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": `10.62.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ id_tranche: slot.id }),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    }),
  );
  const seconds = (Date.now() - t0) / 1000;
  const held = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 409).length;
  const errors = statuses.length - held - refused;
  // Which errors: 0 is a request that got no answer (the connection failed), else the HTTP status.
  const errorStatuses = Object.entries(
    statuses.filter((s) => s !== 200 && s !== 409).reduce((by, s) => ({ ...by, [s]: (by[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  const {
    rows: [counts],
  } = await db.query(
    `select s.booked, s.capacity, (select count(*)::int from slot_bookings b where b.slot_id = s.id and b.released_at is null) as live
     from delivery_slots s where s.id = $1`,
    [slot.id],
  );
  overbooked += Math.max(0, counts.live - counts.capacity) + Math.max(0, held - counts.capacity);
  // Every shopper here is a guest: the slot's live holds are all guests'.
  overShare += Math.max(0, counts.live - guestShare) + Math.max(0, held - guestShare);
  if (counts.booked !== counts.live) mismatched += 1;
  console.log(`${String(run).padStart(3)} | ${held} | ${refused} | ${errors}${errors ? ` (${errorStatuses})` : ""} | ${counts.booked} | ${counts.live} | ${seconds.toFixed(2)}`);
}
const {
  rows: [global],
} = await db.query(
  `select count(*)::int as n from delivery_slots s
   where s.booked <> (select count(*) from slot_bookings b where b.slot_id = s.id and b.released_at is null)`,
);
console.log(`overbooked: ${overbooked}`);
console.log(`guests' holds past their share: ${overShare}`);
console.log(`runs where booked differed from the unreleased bookings: ${mismatched}; slots out of step in the whole database: ${global.n}`);
await db.end();
stopApi();
