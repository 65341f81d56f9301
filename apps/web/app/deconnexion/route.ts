// Sign-out, and « Quitter » for a staff member acting as a customer (logoutToken). A plain form posts here and gets a
// 303, so the browser loads the next page afresh, with or without JavaScript: the basket, favourites and greeting of
// the person who left cannot stay on screen, as they did after a Server Action's client-side redirect.
import { NextResponse, type NextRequest } from "next/server";
import { logoutToken } from "@cabas/contracts";
import { postCall } from "@/lib/api/post";
import { LOGIN_AS_LEFT_PATH } from "@/features/account/paths";
import { foreignPostRefusal } from "@/features/account/same-origin";
import { signOutGetTarget } from "@/features/account/sign-out-address";

export async function POST(request: NextRequest) {
  const refusal = foreignPostRefusal(request.headers);
  if (refusal) return refusal;
  // Ending a login-as gives the staff member their own session back, said on the page: they go on with the next customer.
  const hadStaffSession = Boolean(request.cookies.get("ID_SA")?.value);
  const result = await postCall(logoutToken, {});
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: hadStaffSession && result.ok ? LOGIN_AS_LEFT_PATH : "/", "Cache-Control": "no-store" } });
}

/** Typed or bookmarked: no sign-out on a GET (CSRF), but a page rather than a bare 405. */
export function GET(request: NextRequest) {
  const hasSession = Boolean(request.cookies.get("ID")?.value || request.cookies.get("ID_SA")?.value);
  return new NextResponse(null, { status: 303, headers: { Location: signOutGetTarget(hasSession), "Cache-Control": "no-store" } });
}
