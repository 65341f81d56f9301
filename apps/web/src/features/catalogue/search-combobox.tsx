"use client";
// The header search field with suggestions as the shopper types (ARIA 1.2 combobox with a listbox).
// Without JavaScript it is the plain field of the GET form to /recherche.
import type { TFunction } from "i18next";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useT, type ClientT } from "../../i18n/client.tsx";
import { fetchCall } from "../../lib/api/browser.ts";
import { AlcoholNotice, holdsAlcohol } from "./alcohol-notice.tsx";
import { ProductPrice } from "./product-price.tsx";
import { referencePriceLine, type ProductTileModel } from "./product-tile-model.ts";
import { MIN_SUGGEST_LENGTH, moveActive, toSuggestions, type Suggestion, type SuggestionAnswer } from "./suggestions.ts";
import styles from "./search-combobox.module.css";

const DEBOUNCE_MS = 150;

export function SearchCombobox({
  inputClassName,
  placeholder,
  initialText = "",
}: {
  inputClassName?: string;
  placeholder: string;
  /** The words of the results page, rendered in the field so they can be corrected without retyping them. */
  initialText?: string;
}) {
  const t = useT();
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef("");
  // The words a results page put in the field ask no suggestions until the shopper changes them.
  const typed = useRef(false);

  useEffect(() => {
    const query = text.trim();
    latest.current = query;
    if (!typed.current || query.length < MIN_SUGGEST_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchCall<SuggestionAnswer>("getProduct", { search: query, limit: 5 }, controller.signal).then(
        (result) => {
          if (latest.current !== query) return;
          setItems(result.ok ? toSuggestions(query, result.data) : []);
          setActive(-1);
        },
        () => {},
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const visible = open && text.trim().length >= MIN_SUGGEST_LENGTH && items.length > 0;
  const products = items.flatMap((item) => (item.product ? [item.product] : []));
  const go = (item: Suggestion) => {
    setOpen(false);
    router.push(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, items.length, event.key === "ArrowDown" ? 1 : -1));
    } else if (event.key === "Escape") {
      if (visible) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && visible && active >= 0) {
      const item = items[active];
      if (item) {
        event.preventDefault();
        go(item);
      }
    }
  };

  const groupLabel = (kind: Suggestion["kind"]) =>
    t(kind === "product" ? "search.products" : kind === "category" ? "search.categories" : "search.brands");

  return (
    <div className={styles.wrap}>
      <input
        id="header-search"
        className={inputClassName}
        type="search"
        name="text"
        // The web-service reads the first 200 characters of a search (searchText): longer ones only lengthen the
        // address, up to what the server refuses outright (431, a blank page).
        maxLength={200}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <div className={styles.panel} hidden={!visible}>
        <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className={styles.list}>
          {visible &&
            items.map((item, i) => (
              <li
                key={item.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(item);
                }}
              >
                <span className={styles.kind}>{groupLabel(item.kind)}</span>
                <span className={styles.label}>{item.label}</span>
                {item.detail && <span className={styles.detail}>{item.detail}</span>}
                {item.product && <SuggestionPricing product={item.product} t={t} />}
              </li>
            ))}
        </ul>
        {/* Prices of alcoholic drinks are advertising: the health message once under the list (ADR 0070), outside
            the listbox, which holds only options. */}
        {visible && holdsAlcohol(products) && <AlcoholNotice warning={t("product.alcohol-warning")} compact />}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {visible ? t("search.results", { count: items.length }) : ""}
      </p>
    </div>
  );
}

/**
 * A product suggestion's price as its tile writes it (ProductPrice, referencePriceLine: one wording for the promoted
 * price, the reference price and the price per kilo or litre), then « Indisponible » and the recall badge. Read as
 * part of the option's name, so a screen reader hears the price with the product.
 */
function SuggestionPricing({ product, t }: { product: ProductTileModel; t: ClientT }) {
  const reference = referencePriceLine(product);
  return (
    <div className={styles.pricing}>
      <ProductPrice product={product} t={t as unknown as TFunction} classes={styles} />
      {reference && <p className={styles.reference}>{t(reference.key, reference.values)}</p>}
      {product.recalled && <p className={styles.recall}>{t("search.recalled")}</p>}
      {!product.available && <p className={styles.unavailable}>{t("product.unavailable")}</p>}
    </div>
  );
}
