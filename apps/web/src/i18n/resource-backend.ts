// A small i18next backend that reads a namespace through a loader function and asks i18next to retry on failure.
import type { BackendModule, ReadCallback, ResourceKey } from "i18next";

export type ResourceLoader = (language: string, namespace: string) => Promise<ResourceKey>;

export const createResourceBackend = (load: ResourceLoader): BackendModule => ({
  type: "backend",
  // read(language, namespace, callback): i18next retries when the callback gets an error and `true`.
  callbackApi: true,
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    load(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
});
