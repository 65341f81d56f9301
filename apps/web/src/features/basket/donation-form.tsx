"use client";
// The food-bank donation on the basket page: the amount already given, a field holding it (a new amount replaces
// it), and « Retirer mon don ». Basket forms: they work without JavaScript.
import { useEffect, useRef, useState } from "react";
import type { FoodBankCampaign } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatCents } from "../../lib/format/price.ts";
import { BasketForm } from "./basket-form.tsx";
import { donationFieldValue } from "./donation-amount.ts";
import styles from "./basket.module.css";

export function DonationSection({ campaign, donationCents }: { campaign: FoodBankCampaign; donationCents: number }) {
  const amount = useRef<HTMLInputElement>(null);
  // « Retirer mon don » leaves the page with the donation gone: focus goes to the amount, not to the page's top.
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) amount.current?.focus();
  }, [removals]);
  return (
    <section className={styles.section} aria-labelledby="don-title">
      {/* Staff write the campaign in the back office with plain spaces: set here, as a static page's text is. */}
      <h2 id="don-title">{typesetFrench(campaign.title)}</h2>
      <p>{typesetFrench(campaign.description)}</p>
      {donationCents > 0 && (
        <p id="don-actuel">
          Votre don&nbsp;: <strong>{formatCents(donationCents)}</strong>. Un nouveau montant le remplace.
        </p>
      )}
      <BasketForm fields={{ action: "don" }} className={styles.inline} successToast>
        <label>
          Montant du don (€)
          <input
            // A new field when the basket's donation changes: it shows the amount now given (the field is not controlled).
            key={donationCents}
            ref={amount}
            name="montant"
            inputMode="decimal"
            defaultValue={donationFieldValue(donationCents)}
            placeholder={campaign.suggested.map((s) => String(s)).join(", ")}
            className={styles.input}
            size={8}
            aria-describedby={donationCents > 0 ? "don-actuel" : undefined}
          />
        </label>
        <button type="submit" className={styles.secondary}>
          {donationCents > 0 ? "Changer mon don" : "Donner"}
        </button>
      </BasketForm>
      {donationCents > 0 && (
        <BasketForm
          fields={{ action: "don", montant: "0" }}
          className={styles.inline}
          successToast
          onSettled={(result) => {
            if (result?.ok) setRemovals((n) => n + 1);
          }}
        >
          <button type="submit" className={styles.secondary}>
            Retirer mon don
          </button>
        </BasketForm>
      )}
    </section>
  );
}
