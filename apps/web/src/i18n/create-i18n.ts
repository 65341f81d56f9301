// Builds an i18next instance for the storefront: French by default, `common` namespace, retrying loader.
import { createInstance, type i18n } from "i18next";
import { DECLARED_LOCALES, DEFAULT_LOCALE, DEFAULT_NAMESPACE, LOADER_OPTIONS } from "./config.ts";
import { createResourceBackend, type ResourceLoader } from "./resource-backend.ts";

export async function createI18n(load: ResourceLoader, locale: string = DEFAULT_LOCALE): Promise<i18n> {
  const instance = createInstance();
  await instance.use(createResourceBackend(load)).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...DECLARED_LOCALES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    ...LOADER_OPTIONS,
    // React escapes what it renders; escaping here too would show &amp; to shoppers.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
