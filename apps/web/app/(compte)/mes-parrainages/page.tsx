// Referral (parrainage): the customer's code and the link to share, the offer, inviting a friend by e-mail, each
// friend's status (an unused invitation may be withdrawn) and the vouchers earned. Works without JavaScript.
import { Fragment } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReferralFriend } from "@cabas/contracts";
import { ActionForm } from "@/features/account/action-form";
import { AccountPage } from "@/features/account/account-parts";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import accountStyles from "@/features/account/account.module.css";
import { inviteFriendAction, withdrawInvitationAction } from "@/features/loyalty/actions";
import { referralBadge } from "@/features/loyalty/loyalty-format";
import { readReferrals } from "@/features/loyalty/loyalty-data";
import styles from "@/features/loyalty/loyalty.module.css";
import { REFERRALS_PATH, VOUCHERS_PATH } from "@/features/loyalty/paths";
import { formatDate, formatEuros } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Mes parrainages", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const invited = firstParam(params.invite);
  return (
    <AccountPage path={REFERRALS_PATH} title="Mes parrainages">
      {async (user) => {
        // Staff acting as the customer see the referrals but neither invite nor withdraw: the web-service refuses both.
        const actingAs = user.impersonatedBy !== null;
        const result = await readReferrals();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos parrainages ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const { code, lien, offre, filleuls, gains, invitations_restantes } = result.data;
        return (
          // Keyed by the answer the address carries: the forms start afresh with each, no earlier refusal left beside it.
          <Fragment key={`${invited ?? ""}-${firstParam(params.retiree) ?? ""}`}>
            {invited && (
              <RouteNotice className={styles.notice} replaceable>
                Invitation envoyée à {invited}.
              </RouteNotice>
            )}
            {params.retiree && (
              <RouteNotice className={styles.notice} replaceable>
                Invitation retirée.
              </RouteNotice>
            )}
            <p>
              Offrez {formatEuros(offre.filleul.montant)} à vos amis sur leurs premières courses (dès {formatEuros(offre.filleul.minimum)} d&apos;achats,
              valable {offre.filleul.validite_jours} jours). Quand leur première commande est livrée, vous recevez un bon de{" "}
              {formatEuros(offre.parrain.montant)} (dès {formatEuros(offre.parrain.minimum)} d&apos;achats).
            </p>

            <section aria-labelledby="mon-code" className={`${accountStyles.card} ${styles.section}`}>
              <h2 id="mon-code">Votre code parrain</h2>
              <p className={styles.code} aria-label={`Votre code parrain : ${code}`}>
                {code}
              </p>
              <label className={accountStyles.field}>
                <span className={accountStyles.label}>Votre lien à partager</span>
                <input className={`${accountStyles.input} ${styles.share}`} readOnly value={lien} />
              </label>
              <p className={accountStyles.hint}>Votre ami saisit ce code en créant son compte, ou ouvre ce lien&nbsp;: le code est déjà rempli.</p>
            </section>

            <section aria-labelledby="inviter" className={styles.section}>
              <h2 id="inviter">Inviter un ami par e-mail</h2>
              {actingAs ? (
                <ActingAsNotice call="mesParrainages" />
              ) : invitations_restantes > 0 ? (
                <>
                  <ActionForm
                    action={inviteFriendAction}
                    fields={[{ name: "email", label: "Adresse e-mail de votre ami", maxLength: 254, required: true }]}
                    submit="Envoyer l'invitation"
                  />
                  <p className={styles.meta}>
                    Nous lui envoyons un seul e-mail, avec votre nom et votre code&#8239;; son adresse ne sert qu&apos;à ce parrainage. Vous pouvez encore
                    envoyer {invitations_restantes} invitation{invitations_restantes > 1 ? "s" : ""} aujourd&apos;hui.
                  </p>
                </>
              ) : (
                <p>
                  Vous avez envoyé {offre.invitations_par_jour} invitations en 24 heures&nbsp;: vous pourrez en envoyer d&apos;autres demain. Votre lien,
                  lui, se partage sans limite.
                </p>
              )}
            </section>

            <section aria-labelledby="filleuls" className={styles.section}>
              <h2 id="filleuls">{filleuls.length === 0 ? "Vous n'avez pas encore de filleul" : "Vos filleuls"}</h2>
              {filleuls.length > 0 && (
                <ul className={styles.items} aria-label="Vos filleuls">
                  {filleuls.map((f) => (
                    <FriendRow key={f.id_parrainage} friend={f} actingAs={actingAs} />
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="gains" className={styles.section}>
              <h2 id="gains">Ce que vous avez gagné</h2>
              <p>
                {gains.recompenses === 0
                  ? "Pas encore de bon\u00A0: il arrive à la livraison de la première commande de votre filleul."
                  : `${gains.recompenses} bon${gains.recompenses > 1 ? "s" : ""} de parrainage, ${formatEuros(gains.total)} au total.`}{" "}
                <Link href={VOUCHERS_PATH}>Mes bons d&apos;achat</Link>
              </p>
              <p className={styles.meta}>
                Le parrainage est réservé aux nouveaux clients (un foyer qui a déjà commandé chez Cabas, même depuis un autre compte, n&apos;en est pas un), livrés à une autre adresse que la vôtre&#8239;; au plus {offre.recompenses_par_an} bons de
                parrainage sur 12 mois. Une invitation reste valable {offre.invitation_validite_jours} jours.
              </p>
            </section>
          </Fragment>
        );
      }}
    </AccountPage>
  );
}

function FriendRow({ friend, actingAs }: { friend: ReferralFriend; actingAs: boolean }) {
  const who = friend.nom ?? friend.email ?? "Votre filleul";
  const since = friend.recompense_le ?? friend.inscrit_le ?? friend.invite_le;
  return (
    <li className={styles.item}>
      <span className={styles.itemTitle}>
        {who}
        {friend.nom && friend.email && <span className={styles.meta}> ({friend.email})</span>}
      </span>
      <span className={styles.badge}>{referralBadge(friend)}</span>
      <span className={styles.meta}>
        {friend.statut_libelle}
        {since && <> · {formatDate(since)}</>}
        {friend.bon && (
          <>
            {" "}
            · bon {friend.bon.code} de {formatEuros(friend.bon.montant)}
          </>
        )}
      </span>
      {friend.peut_retirer && !actingAs && (
        <ActionForm
          action={withdrawInvitationAction}
          hidden={{ id_parrainage: friend.id_parrainage }}
          submit="Retirer l'invitation"
          submitLabel={`Retirer l'invitation à ${friend.email ?? who}`}
          variant="tertiary"
          size="small"
          inline
        />
      )}
    </li>
  );
}
