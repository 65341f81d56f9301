// « Hip hip hip ! » on an order in progress: the thank-you gift chosen for it, and until its cut-off the gifts to
// choose from (a form that works without JavaScript). Renders nothing when no gift is offered.
import type { GiftOrder, ThankYouGift } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatEuros } from "../../lib/format/price.ts";
import { shownWeekdayTime } from "../../lib/format/shown-times.ts";
import { chooseGiftAction } from "./actions.ts";
import { readGift } from "./game-data.ts";
import { GameForm } from "./game-form.tsx";
import styles from "./games.module.css";
import { giftSentence } from "./game-labels.ts";

function choosable(gift: ThankYouGift, order: GiftOrder): string | null {
  if (order.total_marchandise < gift.montant_minimum) return `dès ${formatEuros(gift.montant_minimum)} d'achats`;
  if (!gift.disponible && order.cadeau?.id_cadeau !== gift.id_cadeau) return "épuisé";
  return null;
}

export async function ThankYouGiftSection({ orderId, status, replacedBy = null }: { orderId: number; status: string; replacedBy?: number | null }) {
  const result = await readGift(orderId);
  if (!result.ok || !result.data.commande) return null;
  const order = result.data.commande;
  const gifts = result.data.cadeaux;
  if (!order.cadeau && (!order.modifiable || gifts.length === 0)) return null;
  return (
    <section aria-labelledby="cadeau-titre" id="cadeau" className={styles.section}>
      <h2 id="cadeau-titre">Hip hip hip&#8239;! Un cadeau pour vous remercier</h2>
      {order.cadeau ? (
        <p role="status">{giftSentence(order.cadeau.titre, status, replacedBy)}</p>
      ) : (
        <p>Choisissez un cadeau&nbsp;: il sera livré avec cette commande, offert.</p>
      )}
      {order.modifiable && (
        <GameForm action={chooseGiftAction} hidden={{ id_commande: order.id_commande }} submit={order.cadeau ? "Changer de cadeau" : "Ajouter ce cadeau"} variant="secondary">
          <fieldset className={styles.gifts}>
            <legend>Cadeaux (jusqu&apos;au {shownWeekdayTime(new Date(order.date_limite))})</legend>
            {gifts.map((gift) => {
              const why = choosable(gift, order);
              return (
                <label key={gift.id_cadeau} className={styles.gift}>
                  <input type="radio" name="id_cadeau" value={gift.id_cadeau} defaultChecked={order.cadeau?.id_cadeau === gift.id_cadeau} disabled={why !== null} required />
                  {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed */}
                  <img src={gift.image.url} alt="" width={40} height={40} loading="lazy" />
                  <span>
                    <strong>{typesetFrench(gift.titre)}</strong> — {typesetFrench(gift.description)}
                    {why && <span className={styles.meta}> ({why})</span>}
                  </span>
                </label>
              );
            })}
            {order.cadeau && (
              <label className={styles.gift}>
                <input type="radio" name="id_cadeau" value={0} />
                <span />
                <span>Pas de cadeau, merci</span>
              </label>
            )}
          </fieldset>
        </GameForm>
      )}
    </section>
  );
}
