// A session the web-service refused (401/403): clear the credential cookies and send the visitor home (spec §4).
import { NextResponse } from "next/server";
import { CREDENTIAL_COOKIES } from "@cabas/contracts";

export function GET() {
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not
  // (it sent a shopper whose session ended elsewhere to http://localhost:3000/).
  const response = new NextResponse(null, { status: 303, headers: { Location: "/", "Cache-Control": "no-store" } });
  for (const name of CREDENTIAL_COOKIES) response.cookies.set(name, "", { path: "/", maxAge: 0, expires: new Date(0) });
  return response;
}
