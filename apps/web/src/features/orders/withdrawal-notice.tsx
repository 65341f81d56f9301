// The withdrawal right as the payment page states it before « Commander avec obligation de paiement » (articles L221-5
// and L221-28 of the Code de la consommation): a shopper must learn before ordering, not only from the CGV or the
// confirmation e-mail, that perishable food cannot be sent back. The CGV's article 8 gives the details (its link
// named « CGV »: the page's one link named « conditions générales de vente » stays the acceptance's).
import { ViewLink } from "@/ui/modal/view-link";
import { CGV_SLUG } from "@/ui/modal/views/cgv-slug";
import styles from "./orders.module.css";

export function WithdrawalNotice() {
  return (
    <p className={styles.muted}>
      Droit de rétractation&nbsp;: il ne s&apos;applique pas aux denrées périssables (produits frais, réfrigérés et surgelés, pain,
      produits à date limite de consommation courte), selon l&apos;article L221-28 du Code de la consommation. Pour les autres
      produits, non ouverts, vous disposez de 14&nbsp;jours à compter de leur livraison pour vous rétracter (
      <ViewLink href={`/${CGV_SLUG}`} target={{ view: "CGV" }}>
        article 8 de nos CGV
      </ViewLink>
      ).
    </p>
  );
}
