"use client";
// /checkout/mon-panier: lines with steppers and substitution preference, memo, donation, totals, the free-delivery
// teaser and the minimum-order message, then "Commander". Unavailable lines come first, each with the products
// that can replace it. Every control is a basket form (works without JS).
import Link from "next/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Basket, BasketItem, BasketSettings, FoodBankCampaign, UnavailableProduct } from "@cabas/contracts";
import { SUBSTITUTION_LABELS, SUBSTITUTION_PREFS } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { unitPriceNote } from "../../lib/format/measure-price.ts";
import { eurosToCents, formatCents, formatProductPrice } from "../../lib/format/price.ts";
import { useT } from "../../i18n/client.tsx";
import { focusMainAnchor } from "../../ui/modal/focus.ts";
import { ViewLink, type ViewTarget } from "../../ui/modal/view-link.tsx";
import { useUiPref } from "../../ui/prefs/ui-prefs.tsx";
import { LISTS_PATH, SAVE_BASKET_AS_LIST_PATH } from "../account/paths.ts";
import { AlcoholNotice, holdsAlcohol } from "../catalogue/alcohol-notice.tsx";
import { ListViewLink } from "../lists/list-view-link.tsx";
import { useBasket } from "./basket-context.tsx";
import { BasketForm } from "./basket-form.tsx";
import { BasketStepper } from "./basket-stepper.tsx";
import { BasketTotals } from "./basket-totals.tsx";
import { DonationSection } from "./donation-form.tsx";
import { lineStatus } from "./line-status.ts";
import { orderChangeNotice } from "./order-change-words.ts";
import { LineStatusNote, RemoveLineForm } from "./line-status-parts.tsx";
import { SubstituteChoices } from "./substitute-choices.tsx";
import { useSubstitutes } from "./use-substitutes.ts";
import { RanOutNotice } from "../slots/ran-out-notice.tsx";
import styles from "./basket.module.css";

const euros = (value: number) => formatCents(eurosToCents(value));

/** The id of a line's product link: where focus goes once a product has replaced an unavailable one. */
const lineLinkId = (productId: number) => `ligne-panier-${productId}`;

function Line({ item, substitutes }: { item: BasketItem; substitutes?: ReactNode }) {
  const status = lineStatus(item);
  const unitPrice = unitPriceNote(item.unitPrice, item.variableWeight);
  return (
    <li className={status.kind === "unavailable" ? `${styles.line} ${styles.lineUnavailable}` : styles.line}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons */}
      <img src={item.image.url} alt="" width={64} height={64} />
      <div>
        <p className={styles.lineName}>
          <Link href={`/${item.slug}`} prefetch={false} id={lineLinkId(item.id)}>
            {typesetFrench(item.name)}
          </Link>
        </p>
        {/* The price per kilo or litre beside the shelf price, as on the tile (French law, ADR 0059). */}
        <p className={styles.lineMeta}>
          {[item.brand, item.netQuantityLabel].filter(Boolean).join(" · ")} —{" "}
          {item.variableWeight ? `${formatProductPrice(eurosToCents(item.price), true)} (prix estimé)` : `${euros(item.price)} l'unité`}
          {unitPrice && <span className={styles.unitPrice}> {unitPrice}</span>}
        </p>
        <LineStatusNote status={status} />
      </div>
      <div className={styles.lineAside}>
        <span className={styles.lineTotal}>{euros(item.line_total)}</span>
        {/* « + » only while one more can be had (spec §4); « − » stays, to come down to the stock left. */}
        <BasketStepper productId={item.id} name={item.name} available={status.kind === "ok" && status.canAdd} stock={Math.max(item.stock, item.quantity)} />
        {status.kind === "unavailable" && <RemoveLineForm productId={item.id} name={item.name} />}
      </div>
      {/* A product with no stock here cannot be ordered at all: no replacement to choose for it, only removal. */}
      {status.kind !== "unavailable" && (
        <BasketForm fields={{ action: "update_pref", id: String(item.id) }} className={styles.pref} aria-label={`Remplacement de ${item.name}`}>
          <label>
            Si {typesetFrench(item.name)} manque&nbsp;:{" "}
            <select name="d1" defaultValue={item.substitution ?? "remplacer"} className={styles.input}>
              {SUBSTITUTION_PREFS.map((pref) => (
                <option key={pref} value={pref}>
                  {SUBSTITUTION_LABELS[pref]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.secondary}>
            Enregistrer
          </button>
        </BasketForm>
      )}
      {substitutes && <div className={styles.lineSubstitutes}>{substitutes}</div>}
    </li>
  );
}

/** The page behind PENSE_BETE, for a shopper without scripts. */
const PENSE_BETE_PATH = "/checkout/rien-oublie";
/** The basket page asking to confirm emptying it (the CONFIRM dialog's page, without scripts). */
const CONFIRM_EMPTY_PATH = "/checkout/mon-panier?vider=1#vider";

/**
 * Shown whenever the basket changes a placed order, empty or not: the shopper must always know that paying replaces
 * (or completes) that order, and be able to leave the change without touching the order.
 */
function OrderChangeBanner({ basket }: { basket: Basket }) {
  if (!basket.modif_en_cours && !basket.complement_en_cours) return null;
  const modifying = basket.modif_en_cours;
  return (
    <div role="status" className={styles.changeBanner}>
      <p>{orderChangeNotice(modifying, (basket.settings as Partial<BasketSettings>).modification_jusqu_au ?? null)}</p>
      <BasketForm fields={{ action: "cancel_change", back: "/checkout/mon-panier" }} successToast>
        <button type="submit" className={styles.secondary}>
          {modifying ? "Abandonner la modification" : "Abandonner le complément"}
        </button>
      </BasketForm>
    </div>
  );
}

/** Without scripts, "Vider le panier" leads here: the same question as the CONFIRM dialog, answered by a form. */
function ConfirmEmpty() {
  return (
    <section id="vider" className={styles.section} aria-labelledby="vider-title">
      <h2 id="vider-title">Vider le panier&#8239;?</h2>
      <p>Tous les produits de votre panier seront retirés.</p>
      <div className={styles.inline}>
        <BasketForm fields={{ action: "reset", back: "/checkout/mon-panier" }}>
          <button type="submit" className={styles.secondary}>
            Oui, vider le panier
          </button>
        </BasketForm>
        <Link href="/checkout/mon-panier">Annuler</Link>
      </div>
    </section>
  );
}

export function BasketPageView({
  campaign,
  indispos,
  confirmEmpty = false,
}: {
  campaign: FoodBankCampaign | null;
  /** The server's getSubstituts answer (null when it could not be read). */
  indispos: UnavailableProduct[] | null;
  confirmEmpty?: boolean;
}) {
  const { basket, reset } = useBasket();
  const t = useT();
  const modalOpen = useUiPref("modalOpen");
  const settings = basket.settings as Partial<BasketSettings>;
  const lines = [...basket.items, ...basket.reservations];
  // Lines that can no longer be had where the basket is delivered are listed apart, first: they stop the order.
  const unavailable = lines.filter((item) => lineStatus(item).kind === "unavailable");
  const orderable = lines.filter((item) => lineStatus(item).kind !== "unavailable");
  const substitutes = useSubstitutes(
    indispos,
    unavailable.map((item) => item.id),
  );
  // After a replacement the line whose button was used is gone: focus goes to the substitute's line, once the
  // basket that holds it is shown (asked for after the basket was replaced, so the same render or a later one).
  const focusLine = useRef<number | null>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    const productId = focusLine.current;
    if (productId === null) return;
    focusLine.current = null;
    const link = document.getElementById(lineLinkId(productId));
    if (link) link.focus();
    else focusMainAnchor();
  }, [focusAsked]);
  const focusOnLine = (productId: number) => {
    focusLine.current = productId;
    setFocusAsked((n) => n + 1);
  };
  // Once emptied through the dialog, the button that opened it is gone: focus goes to the empty basket's message
  // (after the dialog has closed, while it is open the page is inert), never to <body>.
  const emptyRef = useRef<HTMLDivElement>(null);
  const focusEmpty = useRef(false);
  useEffect(() => {
    if (!focusEmpty.current || modalOpen || lines.length > 0) return;
    focusEmpty.current = false;
    emptyRef.current?.focus();
  }, [modalOpen, lines.length]);

  // « Vider le panier » asks first: the CONFIRM dialog, or without scripts the same question on this page.
  const askToEmpty: ViewTarget = {
    view: "CONFIRM",
    payload: {
      title: "Vider le panier\u202F?",
      message: "Tous les produits de votre panier seront retirés.",
      confirmLabel: "Vider le panier",
      onConfirm: async () => {
        await reset();
        focusEmpty.current = true;
      },
    },
  };

  if (lines.length === 0) {
    return (
      <div className={styles.empty} ref={emptyRef} tabIndex={-1}>
        <OrderChangeBanner basket={basket} />
        {basket.creneau_expire && <RanOutNotice slot={basket.creneau_expire} link />}
        <p>Votre panier est vide.</p>
        <p>
          <Link href="/catalogue">Parcourir les rayons</Link>
        </p>
        <p>
          <ListViewLink href={LISTS_PATH} view="LISTS_MODAL" className={styles.secondary}>
            Ajouter une de mes listes
          </ListViewLink>
        </p>
      </div>
    );
  }
  const canOrder = basket.checking.step1;
  return (
    <div className={styles.page}>
      <div>
        <OrderChangeBanner basket={basket} />
        {/* The slot held for this basket ran out while the page was closed: said, with where to choose again (ADR 0117). */}
        {basket.creneau_expire && <RanOutNotice slot={basket.creneau_expire} link />}
        {unavailable.length > 0 && (
          <section id="indispos" className={styles.section} aria-labelledby="indispos-title">
            <h2 id="indispos-title">
              {unavailable.length === 1
                ? "Un produit n'est plus disponible à votre adresse"
                : `${unavailable.length} produits ne sont plus disponibles à votre adresse`}
            </h2>
            <p>Pour commander, remplacez-les par un produit équivalent ou retirez-les du panier.</p>
            <ul className={styles.lines} aria-label="Produits indisponibles">
              {unavailable.map((item) => (
                <Line
                  key={item.id}
                  item={item}
                  substitutes={
                    <SubstituteChoices item={item} substitutes={substitutes.get(item.id)} onReplaced={focusOnLine} />
                  }
                />
              ))}
            </ul>
          </section>
        )}
        {orderable.length > 0 && (
          <ul className={styles.lines} aria-label="Produits du panier">
            {orderable.map((item) => (
              <Line key={item.id} item={item} />
            ))}
          </ul>
        )}
        {/* A basket holding an alcoholic drink: the health message and the ban on sales to minors (ADR 0070). */}
        {holdsAlcohol(lines) && <AlcoholNotice warning={t("product.alcohol-warning")} minors={t("product.alcohol-minors")} />}

        <section className={styles.section} aria-labelledby="memo-title">
          <h2 id="memo-title">Un mot pour le préparateur</h2>
          <BasketForm fields={{ action: "memo" }} className={styles.stack} successToast>
            <label>
              Votre message (500 caractères au plus)
              <textarea name="texte" maxLength={500} rows={3} defaultValue={settings.memo ?? ""} className={styles.input} />
            </label>
            <div>
              <button type="submit" className={styles.secondary}>
                Enregistrer le message
              </button>
            </div>
          </BasketForm>
        </section>

        {campaign && <DonationSection campaign={campaign} donationCents={eurosToCents(basket.totals.total_dons)} />}

        <section className={styles.section}>
          <div className={styles.inline}>
            <ViewLink href={PENSE_BETE_PATH} target={{ view: "PENSE_BETE" }} className={styles.secondary}>
              Rien oublié&#8239;?
            </ViewLink>
            <ViewLink href={CONFIRM_EMPTY_PATH} target={askToEmpty} className={styles.secondary}>
              Vider le panier
            </ViewLink>
            <ListViewLink href={SAVE_BASKET_AS_LIST_PATH} view="ADD_LIST_MODAL" className={styles.secondary}>
              Enregistrer en liste
            </ListViewLink>
            <ListViewLink href={LISTS_PATH} view="LISTS_MODAL" className={styles.secondary}>
              Ajouter une de mes listes
            </ListViewLink>
          </div>
        </section>
        {confirmEmpty && <ConfirmEmpty />}
      </div>

      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title" style={{ margin: 0 }}>
          Récapitulatif
        </h2>
        <BasketTotals basket={basket} />
        <Link href="/checkout/mes-avantages" prefetch={false}>Utiliser mes avantages (code, fidélité, bons d'achat)</Link>
        <Link href="/checkout/ma-commande" prefetch={false} className={styles.order} aria-disabled={canOrder ? undefined : "true"}>
          Commander
        </Link>
      </aside>
    </div>
  );
}
