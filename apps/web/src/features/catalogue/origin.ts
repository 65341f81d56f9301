// The shop's public origin (site settings' canonical URL), for absolute URLs in JSON-LD and the sitemap.
import "server-only";
import { getSettings } from "../../lib/api/content.ts";

export const siteOrigin = async (): Promise<string> => {
  const { canonical } = await getSettings();
  try {
    return new URL(canonical).origin;
  } catch {
    return "http://localhost:3000";
  }
};
