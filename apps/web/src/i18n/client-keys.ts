// Translation keys used by client components, sent once per page by the root layout.
import { ACCOUNT_CLIENT_KEYS } from "../features/account/client-keys.ts";

export const CLIENT_MESSAGE_KEYS = [
  "error",
  "error-something-wrong",
  "error-retry",
  "404-button",
  "loading",
  "modal.close",
  "modal.confirm",
  "modal.cancel",
  "modal.ok",
  "modal.confirm-title",
  "modal.cgv-title",
  "modal.cgv-error",
  "modal.cgv-full-page",
  "modal.zones-title",
  "modal.zones-error",
  "modal.zones-communes_one",
  "modal.zones-communes_other",
  "modal.zones-link",
  "modal.video-play",
  "modal.video-consent",
  "modal.video-invalid",
  "modal.announcement-dismiss",
  "drawer.close",
  "drawer.maintenance-title",
  "toast.region",
  "toast.close",
  "toast.success",
  "toast.info",
  "toast.warning",
  "toast.error",
  "event-bar.close",
  ...ACCOUNT_CLIENT_KEYS,
] as const;

export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];
