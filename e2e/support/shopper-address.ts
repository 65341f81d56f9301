// Each account a journey creates signs up from its own address, as real shoppers do: the web-service limits
// sign-ups per address (20 an hour), and the whole suite creates more accounts than that from one machine. The
// storefront's proxy is trusted for X-Forwarded-For (ADR 0005), so the web-service sees this address.

let signUps = 0;

export function shopperAddress(): Record<string, string> {
  signUps += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? "0") % 250;
  return { "x-forwarded-for": `10.${worker}.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}` };
}
