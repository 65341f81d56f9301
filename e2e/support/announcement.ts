// The network announcement (CORA_AUCHAN) opens once per visitor and would cover the page under test:
// journeys start as a visitor who has already seen it.
import type { APIRequestContext, BrowserContext } from "@playwright/test";

export async function markAnnouncementSeen(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
) {
  const response = await request.get("/next-react/getCoraAuchan.php");
  if (!response.ok()) throw new Error(`getCoraAuchan answered ${response.status()}`);
  const body = (await response.json()) as { announcement?: { key: string } | null };
  const key = body.announcement?.key;
  if (key) {
    await context.addCookies([
      { name: "CORA_AUCHAN_VU", value: encodeURIComponent(key), url: baseURL ?? "http://127.0.0.1:3000" },
    ]);
  }
}
