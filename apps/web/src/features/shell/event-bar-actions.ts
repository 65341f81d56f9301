"use server";
// The event bar's « Masquer » without JavaScript: the form posts here, the EVENT_BAR cookie is written as the
// scripted close writes it (ui-prefs-store.ts), and the shopper comes back to the page they were on, bar gone.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { internalPath } from "../../lib/session/redirect-target.ts";
import { UI_PREF_COOKIES } from "../../ui/prefs/ui-prefs-store.ts";

const YEAR_S = 365 * 24 * 60 * 60;

/** The page the form was sent from: the referrer keeps its query (a listing's filters), the form's path otherwise. */
async function pageSentFrom(form: FormData): Promise<string> {
  const referer = (await headers()).get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      const path = internalPath(`${url.pathname}${url.search}`);
      if (path) return path;
    } catch {
      // Not a URL: the form's own field says where.
    }
  }
  const back = form.get("back");
  return internalPath(typeof back === "string" ? back : null) ?? "/";
}

export async function hideEventBar(form: FormData): Promise<void> {
  (await cookies()).set(UI_PREF_COOKIES.eventBar, "0", { path: "/", maxAge: YEAR_S, sameSite: "lax" });
  redirect(await pageSentFrom(form));
}
