"use client";
// CONCOURS_CINE_GAGNANT / CONCOURS_CINE_PERDANT: today's play of the cinema contest, won (with its e-ticket) or lost.
import type { CinemaDialog } from "@cabas/contracts";
import { ticketCode } from "../prize-lines.tsx";
import { PrizePanel } from "./prize-panel.tsx";

export default function CinemaResultView({ lot, ...shown }: CinemaDialog["payload"]) {
  return <PrizePanel {...shown} code={ticketCode(lot)} />;
}
