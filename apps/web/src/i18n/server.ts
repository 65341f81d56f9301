// Server-side translations: one i18next instance per process reading the bundled JSON, `getT()` for Server Components.
import "server-only";
import { cache } from "react";
import type { i18n, ResourceKey, TFunction } from "i18next";
import { typesetMessages } from "@cabas/contracts/french-typography";
import { DEFAULT_LOCALE, DEFAULT_NAMESPACE } from "./config.ts";
import { createI18n } from "./create-i18n.ts";
import { memoiseT } from "./memoise-t.ts";

/** The bundled translation files, by locale then namespace. */
const bundled: Record<string, Record<string, () => Promise<{ default: ResourceKey }>>> = {
  fr: { common: () => import("./locales/fr/common.json") },
};

const loadBundled = async (language: string, namespace: string): Promise<ResourceKey> => {
  const load = bundled[language]?.[namespace];
  if (!load) throw new Error(`Pas de traductions pour ${language}/${namespace}.`);
  // French typography once, at load: every text (server t() and the client's messages alike) gets its no-break
  // spaces, while the values put into them (prices, names, URLs) are never touched.
  return typesetMessages((await load()).default);
};

let instance: Promise<i18n> | undefined;
const getI18n = (): Promise<i18n> => (instance ??= createI18n(loadBundled, DEFAULT_LOCALE));

/** The request's locale. Cabas speaks French only for now. */
export const getLocale = (): string => DEFAULT_LOCALE;

let memoT: Promise<TFunction> | undefined;

export const getT = cache(async (): Promise<TFunction> => {
  memoT ??= getI18n().then((i18n) => memoiseT(i18n.getFixedT(getLocale(), DEFAULT_NAMESPACE)));
  return memoT;
});

/** Picks the texts that client components need, so i18next itself never ships to the browser. */
export async function getClientMessages(keys: readonly string[]): Promise<Record<string, string>> {
  const t = await getT();
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}
