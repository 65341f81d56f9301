// A session the web-service refused (401/403): clear the credential cookies and send the visitor home (spec §4).
import { NextResponse, type NextRequest } from "next/server";
import { CREDENTIAL_COOKIES } from "@cabas/contracts";

export function GET(request: NextRequest) {
  const response = NextResponse.redirect(new URL("/", request.url), 303);
  for (const name of CREDENTIAL_COOKIES) response.cookies.set(name, "", { path: "/", maxAge: 0, expires: new Date(0) });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
