// After bulk catalogue changes (seed, generator), rebuild the words used to correct misspellings.
import type { DatabaseHandle } from "./client.ts";

export async function refreshSearchIndex(handle: DatabaseHandle): Promise<void> {
  await handle.exec("SELECT cabas_refresh_search_words(); ANALYZE products; ANALYZE offers; ANALYZE search_words;");
}
