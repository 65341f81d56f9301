// The link of the e-mail asking to confirm one's address before a game with prizes (confirmEmail, ADR 0048): it
// confirms, then sends the shopper back to the game's page (the web-service says which), with or without
// JavaScript; a dead link lands on a page that says what to do.
import { NextResponse, type NextRequest } from "next/server";
import { confirmEmail } from "@cabas/contracts";
import { postCall } from "@/lib/api/post";
import { safeRedirectLocation } from "@/lib/redirect/safe-location";
import { CONFIRMED_PARAM, EXPIRED_CONFIRMATION_PATH } from "@/features/games/paths";

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("jeton") ?? "";
  const result = await postCall(confirmEmail, { token });
  // The game's page, an own path only: the answer comes from the web-service, checked again all the same.
  const back = result.ok ? safeRedirectLocation({ url: result.data.retour, internal: true }) : null;
  const target = back ? `${back}${back.includes("?") ? "&" : "?"}${CONFIRMED_PARAM}=1` : EXPIRED_CONFIRMATION_PATH;
  // A relative Location: behind a proxy request.url names the server's own host, whose cookies the browser has not.
  return new NextResponse(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
