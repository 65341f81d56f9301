// Content reads used by the storefront's pages, one per call, deduplicated per request with React cache().
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import {
  getConfiguration,
  getCoraAuchan,
  getFAQ,
  getFraisLivraison,
  getHomepage,
  getJobs,
  getMentionsLegales,
  getMessages,
  getStaticPage,
  getZonesLivrables,
  redirect as redirectCall,
  type SiteSettings,
} from "@cabas/contracts";
import { callApi } from "./client.ts";
import type { ApiResult } from "./query.ts";

/** Settings used when the web-service cannot answer, so the shell still renders and says so. */
export const FALLBACK_SETTINGS: SiteSettings = {
  title: "Cabas",
  description: "Cabas, vos courses en ligne livrées à domicile.",
  canonical: "http://localhost:3000",
  socialImage: "/social-card.png",
  themeColor: "#0f6b3e",
  contact: { email: "bonjour@cabas.fr", phone: "01 23 45 67 89" },
  options: { isUnderMaintenance: false, maintenance: null },
  locales: { default: "fr", declared: ["fr"], rtl: [] },
};

export class ApiUnavailableError extends Error {
  constructor(call: string, status: number, message: string) {
    super(`Le web-service n'a pas répondu à ${call} (${status}) ${message}`.trim());
    this.name = "ApiUnavailableError";
  }
}

/** Data of a successful answer; null for "not found"; throws otherwise (the error page takes over). */
const dataOrNull = <T>(call: string, result: ApiResult<T>): T | null => {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new ApiUnavailableError(call, result.status, result.message);
};

const dataOrThrow = <T>(call: string, result: ApiResult<T>): T => {
  const data = dataOrNull(call, result);
  if (data === null) throw new ApiUnavailableError(call, 404, "");
  return data;
};

/**
 * How long the shell's public reads (settings, event bar, announcement, aisle tree) are shared between
 * requests: every page renders them, they change a few times a day, and half a minute is an acceptable delay
 * for a new announcement or the maintenance switch.
 */
export const SHELL_SHARED_MS = 30_000;

export const getSettings = cache(async (): Promise<SiteSettings> => {
  const result = await callApi(getConfiguration, {}, { sharedForMs: SHELL_SHARED_MS });
  return result.ok ? result.data.settings : FALLBACK_SETTINGS;
});

const homepage = cache(() => callApi(getHomepage, {}));

export const getHomepageBlocks = cache(async () => dataOrThrow("getHomepage", await homepage()).blocks);

export const getPage = cache(
  async (slug: string) => dataOrNull("getStaticPage", await callApi(getStaticPage, { slug }))?.page ?? null,
);

export const getLegalNotice = cache(async () =>
  dataOrThrow("getMentionsLegales", await callApi(getMentionsLegales, {})),
);

export const getFaqCategories = cache(async () => dataOrThrow("getFAQ", await callApi(getFAQ, {})).categories);

export const getOpenJobs = cache(async () => dataOrThrow("getJobs", await callApi(getJobs, {})).jobs);

/**
 * Event-bar messages, said for the visitor's delivery area (the free-delivery threshold is the area's, ADR 0118):
 * callApi sends the ID_PERIMETRE cookie's perimeter, else the postal code of the CP cookie goes; neither, the default
 * area. The answer is shared per address, which names the area, so one area's bar never reaches another's visitor.
 * An unavailable web-service just hides the bar.
 */
export const getEventMessages = cache(async () => {
  const jar = await cookies();
  const postalCode = jar.get("CP")?.value ?? "";
  const byPostalCode = !/^\d+$/.test(jar.get("ID_PERIMETRE")?.value ?? "") && /^[0-9]{5}$/.test(postalCode);
  const result = await callApi(getMessages, byPostalCode ? { cp: postalCode } : {}, { sharedForMs: SHELL_SHARED_MS });
  return result.ok ? result.data.messages : [];
});

export const getAnnouncement = cache(async () => {
  const result = await callApi(getCoraAuchan, {}, { sharedForMs: SHELL_SHARED_MS });
  return result.ok ? result.data.announcement : null;
});

export const getDeliveryFees = cache(
  async () => dataOrThrow("getFraisLivraison", await callApi(getFraisLivraison, {}, { perimeter: false })).perimetres,
);

export const getDeliveryZones = cache(
  async () => dataOrThrow("getZonesLivrables", await callApi(getZonesLivrables, {})).zones,
);

export const checkRedirectTarget = (target: string) => callApi(redirectCall, { t: target });
