// « Confirmer cette adresse » on the link's page (ADR 0041 amended): the POST that applies the change, signed in or
// not, with or without JavaScript; the result page then says what happened (a code, never the address).
import { NextResponse, type NextRequest } from "next/server";
import { confirmChangementEmail } from "@cabas/contracts";
import { postCall } from "@/lib/api/post";
import { EMAIL_CHANGE_RESULT_PATH, emailChangeOutcome } from "@/features/account/email-change-outcome";

export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const jeton = form?.get("jeton");
  const token = typeof jeton === "string" ? jeton : "";
  const outcome = emailChangeOutcome(await postCall(confirmChangementEmail, { token }));
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: `${EMAIL_CHANGE_RESULT_PATH}?etat=${outcome}`, "Cache-Control": "no-store" } });
}
