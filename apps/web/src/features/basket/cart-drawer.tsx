"use client";
// The cart drawer: the basket's lines with steppers, total and the way to the basket page. Its visibility is a UI
// preference kept in the CART_DRAWER cookie, so a drawer left open is open again on the next page, checkout pages
// excepted (drawer-restore.ts).
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { useT } from "../../i18n/client.tsx";
import { measurePriceText } from "../../lib/format/measure-price.ts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import { LiveAnnouncer } from "../../ui/announce/live-announcer.tsx";
import { CloseIcon } from "../../ui/icons/icons.tsx";
import { initialFocusTarget } from "../../ui/modal/focus.ts";
import { useModal } from "../../ui/modal/modal-context.ts";
import { useDialogDismiss } from "../../ui/modal/use-dialog-dismiss.ts";
import { useSetUiPrefs, useUiPref } from "../../ui/prefs/ui-prefs.tsx";
import drawerStyles from "../../ui/drawer/drawer.module.css";
import { useBasket } from "./basket-context.tsx";
import { BasketStepper } from "./basket-stepper.tsx";
import { freeDeliveryTeaser } from "./basket-amounts.ts";
import { BasketAmounts } from "./basket-totals.tsx";
import { isCheckoutPath } from "./drawer-restore.ts";
import { lineStatus } from "./line-status.ts";
import { LineStatusNote, RemoveLineForm } from "./line-status-parts.tsx";
import styles from "./basket.module.css";

export function CartDrawer() {
  const t = useT();
  const visible = useUiPref("cartDrawerVisible");
  const setPrefs = useSetUiPrefs();
  const { basket } = useBasket();
  const { openModal } = useModal();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (visible && !dialog.open) {
      dialog.showModal();
      initialFocusTarget(dialog, closeRef.current)?.focus();
      dialog.dataset.state = "open";
    } else if (!visible && dialog.open) {
      dialog.dataset.state = "closed";
      dialog.close();
    }
  }, [visible]);

  const close = useCallback(() => setPrefs({ cartDrawerVisible: false }), [setPrefs]);
  useDialogDismiss(dialogRef, close);

  // Arriving on a checkout page (back and forward included) closes it: there the basket is the page. Opened from the
  // header on such a page, it stays open, as the path has not changed.
  const pathname = usePathname();
  useEffect(() => {
    if (isCheckoutPath(pathname)) setPrefs({ cartDrawerVisible: false });
  }, [pathname, setPrefs]);

  const lines = [...basket.items, ...basket.reservations];
  const teaser = freeDeliveryTeaser(basket);
  return (
    <dialog ref={dialogRef} className={drawerStyles.drawer} data-state="closed" aria-labelledby="cart-drawer-title">
      {visible && (
        // The page behind is inert while the drawer is open: the steppers' announcements are said from inside.
        <LiveAnnouncer>
          <div className={drawerStyles.panel}>
            <div className={drawerStyles.header}>
              <h2 id="cart-drawer-title" style={{ margin: "0 auto 0 0", fontSize: "1.2rem" }}>
                Mon panier
              </h2>
              <button
                ref={closeRef}
                type="button"
                className={drawerStyles.close}
                onClick={() => setPrefs({ cartDrawerVisible: false })}
                aria-label={t("drawer.close")}
                title={t("drawer.close")}
              >
                <CloseIcon size={22} />
              </button>
            </div>
            <div className={drawerStyles.body}>
              {lines.length === 0 ? (
                <p>Votre panier est vide.</p>
              ) : (
                <ul className={styles.drawerLines}>
                  {lines.map((item) => {
                    const status = lineStatus(item);
                    return (
                      <li
                        key={item.id}
                        className={
                          status.kind === "unavailable"
                            ? `${styles.drawerLine} ${styles.lineUnavailable}`
                            : styles.drawerLine
                        }
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons */}
                        <img src={item.image.url} alt="" width={40} height={40} />
                        <span>
                          {typesetFrench(item.name)}
                          <br />
                          <small>
                            {formatCents(eurosToCents(item.line_total))}
                            {item.variableWeight && " · prix estimé"}
                          </small>
                          {/* The price per kilo or litre beside every price (French law, ADR 0059). */}
                          <small className={styles.drawerUnitPrice}>{measurePriceText(item.unitPrice, item.variableWeight)}</small>
                          <LineStatusNote status={status} />
                          {/* Its substitutes are chosen on the basket page, where there is room for them (ADR 0044). */}
                          {status.kind === "unavailable" && (
                            <Link
                              href="/checkout/mon-panier#indispos"
                              className={styles.drawerSubstitutes}
                              aria-label={`Produits équivalents à ${item.name}`}
                              onClick={() => setPrefs({ cartDrawerVisible: false })}
                            >
                              Produits équivalents
                            </Link>
                          )}
                        </span>
                        {/* An unavailable line can only leave the basket; otherwise « + » while one more can be had (spec §4). */}
                        {status.kind === "unavailable" ? (
                          <RemoveLineForm productId={item.id} name={item.name} />
                        ) : (
                          <BasketStepper
                            productId={item.id}
                            name={item.name}
                            available={status.kind === "ok" && status.canAdd}
                            stock={Math.max(item.stock, item.quantity)}
                          />
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
              {basket.alerte.length > 0 && (
                <>
                  {/* The alerts themselves: a count alone tells nothing of what to fix. */}
                  <ul className={styles.drawerAlerts}>
                    {basket.alerte.map((text) => (
                      <li key={text} className={styles.alert}>
                        {/* Written by the web-service with plain spaces: set as the basket page sets them. */}
                        {typesetFrench(text)}
                      </li>
                    ))}
                  </ul>
                  <button type="button" className={styles.alertButton} onClick={() => openModal("ALERTES_MODAL")}>
                    {basket.alerte.length === 1
                      ? "1 alerte sur votre panier"
                      : `${basket.alerte.length} alertes sur votre panier`}
                  </button>
                </>
              )}
              {teaser !== null && (
                <p className={styles.teaser}>Plus que {formatCents(eurosToCents(teaser))} pour la livraison offerte</p>
              )}
              {lines.length > 0 && <BasketAmounts basket={basket} />}
              <Link
                href="/checkout/mon-panier"
                className={styles.order}
                onClick={() => setPrefs({ cartDrawerVisible: false })}
              >
                Voir mon panier
              </Link>
            </div>
          </div>
        </LiveAnnouncer>
      )}
    </dialog>
  );
}
