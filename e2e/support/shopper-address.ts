import type { BrowserContext } from "@playwright/test";

// Each account a journey creates signs up from its own address, as real shoppers do: the web-service limits
// sign-ups per address (20 an hour), and the whole suite creates more accounts than that from one machine. The
// storefront's proxy is trusted for X-Forwarded-For (ADR 0005), so the web-service sees this address.

let signUps = 0;

export function shopperAddress(): Record<string, string> {
  signUps += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? "0") % 250;
  return { "x-forwarded-for": `10.${worker}.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}` };
}

const addressed = new WeakSet<BrowserContext>();

/**
 * A browser that signs in or proves its password through a form does so from its own address too: the web-service
 * counts every such attempt per address (50 in 15 minutes, successful ones included, ADR 0081), and the suite's forms
 * pass that from one machine on a fast hour. Set once per browser context, so a journey's browser keeps one address
 * (a lock on wrong passwords stays where they came from).
 */
export async function fromOwnAddress(context: BrowserContext): Promise<void> {
  if (addressed.has(context)) return;
  addressed.add(context);
  await context.setExtraHTTPHeaders(shopperAddress());
}
