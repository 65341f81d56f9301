// The link mailed to a new e-mail address (confirmChangementEmail, ADR 0041 amended): opening it applies the change,
// signed in or not, with or without JavaScript, then the result page says what happened (a code, never the address).
import { NextResponse, type NextRequest } from "next/server";
import { confirmChangementEmail } from "@cabas/contracts";
import { postCall } from "@/lib/api/post";
import { EMAIL_CHANGE_RESULT_PATH, emailChangeOutcome } from "@/features/account/email-change-outcome";

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("jeton") ?? "";
  const outcome = emailChangeOutcome(await postCall(confirmChangementEmail, { token }));
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: `${EMAIL_CHANGE_RESULT_PATH}?etat=${outcome}`, "Cache-Control": "no-store" } });
}
