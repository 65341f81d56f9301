// Where a confirmation link that no longer works lands (used, expired, or sent before the address changed): the
// way out is the game itself, whose « Jouer » mails a new link (ADR 0048).
import type { Metadata } from "next";
import Link from "next/link";
import { CALENDAR_PATH, CINEMA_PATH } from "@/features/games/paths";

export const metadata: Metadata = { title: "Lien de confirmation expiré", robots: { index: false } };

export default function Page() {
  return (
    <div className="page">
      <h1>Ce lien de confirmation n&apos;est plus valable</h1>
      <p role="status">
        Il a déjà servi, a dépassé ses 48 heures, ou a été envoyé à une adresse qui n&apos;est plus celle de votre compte. Revenez au jeu
        et cliquez sur «&nbsp;Jouer&nbsp;»&nbsp;: nous vous enverrons un nouveau lien.
      </p>
      <ul>
        <li>
          <Link href={CINEMA_PATH}>Le jeu concours cinéma</Link>
        </li>
        <li>
          <Link href={CALENDAR_PATH}>Le calendrier de l&apos;Avent</Link>
        </li>
      </ul>
    </div>
  );
}
