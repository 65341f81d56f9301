// Sign-out, and « Quitter » for a staff member acting as a customer (logoutToken). A plain form posts here and gets a
// 303, so the browser loads the next page afresh, with or without JavaScript: the basket, favourites and greeting of
// the person who left cannot stay on screen, as they did after a Server Action's client-side redirect.
import { NextResponse, type NextRequest } from "next/server";
import { logoutToken } from "@cabas/contracts";
import { postCall } from "@/lib/api/post";
import { LOGIN_AS_PATH } from "@/features/account/paths";
import { isSameOriginPost } from "@/features/account/same-origin";

export async function POST(request: NextRequest) {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!isSameOriginPost({ origin: request.headers.get("origin"), referer: request.headers.get("referer"), host })) {
    return new NextResponse("Requête refusée : elle ne vient pas d'une page de Cabas.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  // Ending a login-as gives the staff member their own session back: they go on with the next customer.
  const hadStaffSession = Boolean(request.cookies.get("ID_SA")?.value);
  const result = await postCall(logoutToken, {});
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: hadStaffSession && result.ok ? LOGIN_AS_PATH : "/", "Cache-Control": "no-store" } });
}
