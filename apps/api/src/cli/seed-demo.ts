// What npm run seed adds to the catalogue's seed command: the demo accounts, as the API's first start creates them
// (README: demo accounts; CABAS_DEMO_ACCOUNTS=0 skips them). They live here, not in packages/db, because they need
// the API's rules (password hashing, the warehouse steps of the demo customer's orders) and packages/db must not
// import apps/api (ADR 0058).
import type { DatabaseHandle } from "@cabas/db";
import { createDemoAccounts } from "../calls/session/demo-accounts.ts";
import { publicUrlFrom, type Env } from "../env.ts";

/** The seed command's `afterSeed`: the demo accounts on a freshly seeded database, dated from the seed's date. */
export function demoAccountsAfterSeed(env: Env) {
  return async (handle: DatabaseHandle, now: Date): Promise<void> => {
    if (!env.CABAS_DEMO_ACCOUNTS) {
      console.log("Demo accounts skipped (CABAS_DEMO_ACCOUNTS=0).");
      return;
    }
    const publicUrl = publicUrlFrom(env);
    await createDemoAccounts(handle.db, { now, seededAt: new Date(), publicUrl });
    console.log("Demo accounts ready: client@cabas.example and support@cabas.example (README).");
  };
}
