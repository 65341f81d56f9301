// Browser-side reads through the storefront's /next-react rewrite (same origin, cookies first-party). No zod here:
// client bundles stay small, and the server-side pages are the ones that depend on the data's exact shape.
import { NETWORK_FAILURE, toApiResult, toSearchParams, type ApiResult } from "./query.ts";

/** One call through the rewrite; a network failure (not an abort) becomes NETWORK_FAILURE. */
async function send<T>(name: string, search: string, init: RequestInit): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/next-react/${encodeURIComponent(name)}.php${search ? `?${search}` : ""}`, {
      ...init,
      credentials: "same-origin",
    });
    return toApiResult<T>(response.status, await response.json().catch(() => null));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: NETWORK_FAILURE, message: "" };
  }
}

export async function fetchCall<T>(
  name: string,
  input: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  return send<T>(name, toSearchParams(input).toString(), { headers: { accept: "application/json" }, signal });
}

/**
 * A POST call from the browser (form-encoded, as the spec's writes), for the checks a form makes as the shopper types
 * (autocomplete). Same origin: the web-service's CSRF guard sees the storefront's Origin, which it allows.
 */
export async function postCallFromBrowser<T>(
  name: string,
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  return send<T>(name, "", {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    body: toSearchParams(input).toString(),
    signal,
  });
}
