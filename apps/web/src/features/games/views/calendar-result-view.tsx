"use client";
// CALENDRIER_NOEL_GAGNANT / CALENDRIER_NOEL_PERDANT: today's door, won or lost (spec §2: the losing texts), with the
// voucher's code when the prize is one.
import type { CalendarDialog } from "@cabas/contracts";
import { PrizePanel } from "./prize-panel.tsx";

export default function CalendarResultView({ lot, ...shown }: CalendarDialog["payload"]) {
  return <PrizePanel {...shown} code={lot?.code ? { label: "Code du bon d'achat", value: lot.code } : null} />;
}
