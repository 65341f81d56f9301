// Translation layer settings (spec §1 and §9, with Cabas's French default from PRODUCT.md).

export const DEFAULT_NAMESPACE = "common";
export const DEFAULT_LOCALE = "fr";
export const DECLARED_LOCALES: readonly string[] = [DEFAULT_LOCALE];

/** Locales laid out right to left. Empty, as specified. */
export const RTL_LOCALES: string[] = [];

export const isRtl = (locale: string): boolean => RTL_LOCALES.includes(locale);
export const textDirection = (locale: string): "rtl" | "ltr" => (isRtl(locale) ? "rtl" : "ltr");

/** Loader: 5 retries, 350 ms before the first one, doubled each time; at most 10 reads at once. */
export const LOADER_OPTIONS = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 } as const;
