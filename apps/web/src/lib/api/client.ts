// Server-only typed client of the web-service: builds the query, forwards the visitor's token and perimeter.
import "server-only";
import { cookies } from "next/headers";
import { callPath, type CallContract, type CallInput, type CallOutput } from "@cabas/contracts";
import { apiRoot } from "./api-paths.ts";
import { NETWORK_FAILURE, toApiResult, toSearchParams, type ApiResult } from "./query.ts";
import { sharedAnswer } from "./shared-answers.ts";

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 5_000_000;

/** Whether the call's input schema has a given field (the perimeter, for instance). */
const takesField = (contract: CallContract, field: string): boolean => {
  const shape = (contract.input as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && field in shape;
};

export type CallOptions = {
  /** Send the visitor's perimeter (ID_PERIMETRE cookie) when the call takes one. Default true. */
  perimeter?: boolean;
  /** Without an account token, send the guest's (ID_VISITEUR): calls of a guest's basket (slots). Default false. */
  guest?: boolean;
  /**
   * Share a successful answer between requests for this many milliseconds. Only for public answers that are
   * the same for every visitor (settings, event bar, aisle tree): the visitor's token is then not sent.
   */
  sharedForMs?: number;
};

export async function callApi<C extends CallContract>(
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<ApiResult<CallOutput<C>>> {
  const jar = await cookies();
  const query: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const perimeter = options.perimeter === false ? undefined : jar.get("ID_PERIMETRE")?.value;
  if (
    perimeter &&
    /^\d+$/.test(perimeter) &&
    takesField(contract, "id_perimetre") &&
    query.id_perimetre === undefined
  ) {
    query.id_perimetre = perimeter;
  }

  const headers: Record<string, string> = { accept: "application/json" };
  const token = options.sharedForMs ? undefined : jar.get("ID")?.value || (options.guest ? jar.get("ID_VISITEUR")?.value : undefined);
  if (token) headers.authorization = `Bearer ${token}`;

  // GET carries its payload in the query string, POST form-encoded (spec §7).
  const payload = toSearchParams(query).toString();
  const isGet = contract.method === "GET";
  const url = `${apiRoot()}${callPath(contract.name)}${isGet && payload ? `?${payload}` : ""}`;
  if (!isGet) headers["content-type"] = "application/x-www-form-urlencoded";
  const send = () => request<C>(url, contract, headers, isGet ? undefined : payload);
  return options.sharedForMs && isGet ? sharedAnswer(url, options.sharedForMs, send) : send();
}

async function request<C extends CallContract>(
  url: string,
  contract: C,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<ApiResult<CallOutput<C>>> {
  const isGet = payload === undefined;
  try {
    const response = await fetch(url, {
      method: contract.method,
      headers,
      ...(isGet ? {} : { body: payload }),
      cache: "no-store",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return toApiResult<CallOutput<C>>(response.status, body);
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return { ok: false, status: NETWORK_FAILURE, message: "" };
  }
}
