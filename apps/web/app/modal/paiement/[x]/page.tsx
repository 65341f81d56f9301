// The sandbox payment provider's hosted page: the card form, then the 3-D Secure challenge. Its forms post to the
// sandbox's own endpoints, never to a Cabas call, so card numbers never reach Cabas's tables or logs.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { pageErrorMessage } from "@cabas/contracts";
import { apiRoot } from "@/lib/api/api-paths";
import { ErrorBanner } from "@/features/orders/order-parts";
import { formatEuros } from "@/lib/format/price";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";

export const metadata: Metadata = { title: "Paiement sécurisé", robots: { index: false } };

type Session = { id: string; statut: string; montant: number; code_sandbox: string | null; essais_restants: number; carte: { brand: string; last4: string } | null; retour: string | null };

async function loadSession(id: string): Promise<Session | null> {
  if (!/^sbp_[A-Za-z0-9_-]{10,60}$/.test(id)) return null;
  const response = await fetch(`${apiRoot()}/next-react/sandbox/paiement/${id}`, { cache: "no-store" }).catch(() => null);
  if (!response?.ok) return null;
  const body = (await response.json()) as { session?: Session };
  return body.session ?? null;
}

export default async function Page({ params, searchParams }: { params: Promise<{ x: string }>; searchParams: Promise<{ erreur?: string }> }) {
  const { x } = await params;
  const { erreur } = await searchParams;
  const session = await loadSession(x);
  if (!session) notFound();
  const action = `/next-react/sandbox/paiement/${session.id}`;
  return (
    <div className="page">
      <h1>Paiement sécurisé</h1>
      <p>
        Montant à autoriser&nbsp;: <strong>{formatEuros(session.montant)}</strong>. <span className={styles.muted}>Prestataire de paiement de démonstration (sandbox).</span>
      </p>
      <ErrorBanner message={pageErrorMessage(erreur)} />
      {session.statut === "awaiting_card" && (
        <form method="post" action={`${action}/carte`} className={styles.form}>
          <label>
            Numéro de carte
            <input name="numero" inputMode="numeric" autoComplete="cc-number" required placeholder="4242 4242 4242 4242" />
          </label>
          <label>
            Date d&apos;expiration (MM/AA)
            <input name="expiration" autoComplete="cc-exp" required placeholder="12/29" />
          </label>
          <label>
            Cryptogramme (CVC)
            <input name="cvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" name="enregistrer" value="1" /> Enregistrer cette carte pour mes prochaines commandes
          </label>
          <button type="submit" className={buttonClassName({ size: "big", wrap: true })}>
            Payer {formatEuros(session.montant)}
          </button>
        </form>
      )}
      {session.statut === "challenge" && (
        <form method="post" action={`${action}/code`} className={styles.form}>
          <h2>Authentification 3-D Secure</h2>
          {session.carte && (
            <p>
              Votre banque confirme le paiement par la carte {session.carte.brand.toUpperCase()} se terminant par {session.carte.last4}.
            </p>
          )}
          {session.code_sandbox && (
            <p>
              Code reçu (mode démonstration)&nbsp;: <span className={styles.code}>{session.code_sandbox}</span>
            </p>
          )}
          <label>
            Code de confirmation
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} />
          </label>
          <p className={styles.muted}>Essais restants&nbsp;: {session.essais_restants}</p>
          <button type="submit" className={buttonClassName({ size: "big", wrap: true })}>
            Valider
          </button>
        </form>
      )}
      {(session.statut === "authorised" || session.statut === "captured" || session.statut === "declined") && (
        <p className={session.statut === "declined" ? styles.error : styles.notice}>
          {session.statut === "declined" ? "Paiement refusé." : "Paiement accepté."}{" "}
          {session.retour && <Link href={session.retour}>Continuer</Link>}
        </p>
      )}
    </div>
  );
}
