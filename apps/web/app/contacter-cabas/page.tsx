// Writing to customer service (sendContactForm): open to every visitor; a signed-in customer finds their name and
// e-mail already filled in, and an order's page links here with its number.
import type { Metadata } from "next";
import { PageHeader } from "@/features/content/page-header";
import { getCurrentUser } from "@/features/account/current-user";
import accountStyles from "@/features/account/account.module.css";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import { ContactForm } from "@/features/service/contact-form";
import { getSettings } from "@/lib/api/content";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = {
  title: "Contacter Cabas",
  description: "Écrivez au service client de Cabas : une commande, une livraison, un produit, votre compte.",
  alternates: { canonical: "/contacter-cabas" },
};

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const sent = firstParam(params.envoye);
  const reference = sent && /^SC-\d{6,}$/.test(sent) ? sent : null;
  const commande = firstParam(params.commande);
  const [current, settings] = await Promise.all([getCurrentUser(), getSettings()]);
  const user = current.status === "signed-in" ? current.user : null;
  return (
    <div className={`page ${accountStyles.page}`}>
      <PageHeader title="Contacter Cabas" />
      {reference ? (
        <RouteNotice block className={accountStyles.formSuccess}>
          <p>
            Message envoyé (référence {reference}). Nous vous répondons sous 24 heures ouvrées&#8239;; un accusé de réception vient de partir vers
            votre boîte e-mail.
          </p>
        </RouteNotice>
      ) : (
        <p>
          Une question sur une commande, une livraison ou un produit&#8239;? Écrivez-nous&nbsp;: nous répondons sous 24 heures ouvrées. Pour un produit
          manquant ou abîmé dans une commande livrée, signalez-le depuis la page de la commande&nbsp;: le remboursement sur votre cagnotte est
          immédiat.
        </p>
      )}
      <div className={accountStyles.card}>
        {user?.impersonatedBy ? (
          // The web-service refuses staff a message in the customer's name (sendContactForm, customerOwnAct).
          <ActingAsNotice call="sendContactForm" />
        ) : (
          <ContactForm
            nom={user ? `${user.prenom} ${user.nom}`.trim() : undefined}
            email={user?.email}
            commande={commande && /^\d{1,10}$/.test(commande) ? commande : undefined}
          />
        )}
      </div>
      <p>
        Vous pouvez aussi nous écrire à <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a> ou nous appeler au{" "}
        <a href={`tel:${settings.contact.phone.replace(/\s/g, "")}`}>{settings.contact.phone}</a>.
      </p>
    </div>
  );
}
