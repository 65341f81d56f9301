"use client";
// The address form's live check of its postal code (ADR 0118): after five digits and a pause in typing, autocomplete
// says whether Cabas delivers the code, fills in the town when the code has one commune and the field is empty (and
// takes back a town it wrote that a corrected code does not cover), and
// offers the communes in the town field's list. Once the town field is left, a town that is none of the code's
// communes is said on the same line (ADR 0122). One polite status line, its room kept on the page from the start so
// nothing moves when it speaks. Without JavaScript the line stays empty and the form is checked when sent, as before.
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { postCallFromBrowser } from "../../lib/api/browser.ts";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";
import styles from "./postal-code-check.module.css";
import {
  checkablePostalCode,
  noticeOnTownLeft,
  POSTAL_CODE_CHECK_DELAY_MS,
  overlongPostalCodeNotice,
  postalCodeNotice,
  townMismatchNotice,
  townToFill,
  type DeliveredCheck,
  type PostalCodeNotice,
} from "./postal-code-check.ts";

type AutocompleteAnswer = { code_postal: string; livrable: boolean; perimetre: string | null; communes: string[] };

export type PostalCodeCheck = {
  /** For the postal code field. */
  onInput: (event: FormEvent<HTMLInputElement>) => void;
  /** For the town field: left, it is compared with the checked code's communes. */
  onTownBlur: (event: FocusEvent<HTMLInputElement>) => void;
  /** The status line's id (the postal code field is described by it) and the town field's list. */
  statusId: string;
  listId: string;
  notice: PostalCodeNotice | null;
};

export function usePostalCodeCheck(): PostalCodeCheck {
  const id = useId();
  const [notice, setNotice] = useState<PostalCodeNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const checked = useRef<string | null>(null);
  const filled = useRef<string | null>(null);
  // The last code Cabas delivers that was checked, with what was said of it: the town is compared with its communes.
  const delivered = useRef<DeliveredCheck | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const check = (input: HTMLInputElement, code: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    checked.current = code;
    postCallFromBrowser<AutocompleteAnswer>("autocomplete", { type: "cp", cp: code }, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        // Out of reach or failing: nothing is said now, the form is checked when sent.
        if (!result.ok && (result.status === NETWORK_FAILURE || result.status >= 500)) {
          checked.current = null;
          setNotice(null);
          return;
        }
        const next = postalCodeNotice(code, result.ok ? { ok: true, ...result.data } : { ok: false, message: result.message });
        const town = input.form?.elements.namedItem("ville");
        delivered.current = next.tone === "delivered" ? { code, notice: next } : null;
        if (town instanceof HTMLInputElement) {
          const fill = townToFill(town.value, filled.current, next.communes);
          if (fill !== null) {
            town.value = fill;
            filled.current = fill || null;
          }
          // A town already typed and left (the code came second, or was corrected): compared at once.
          if (next.tone === "delivered" && town !== document.activeElement) {
            setNotice(townMismatchNotice(town.value, code, next.communes) ?? next);
            return;
          }
        }
        setNotice(next);
      },
      () => undefined,
    );
  };

  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    clearTimeout(timer.current);
    const code = checkablePostalCode(input.value);
    if (code === null) {
      // Being corrected: the line empties quietly (an emptied live region says nothing) and keeps its room; a digit
      // too many is said at once.
      inFlight.current?.abort();
      checked.current = null;
      delivered.current = null;
      setNotice(overlongPostalCodeNotice(input.value));
      return;
    }
    if (code === checked.current) return;
    timer.current = setTimeout(() => check(input, code), POSTAL_CODE_CHECK_DELAY_MS);
  };

  const onTownBlur = (event: FocusEvent<HTMLInputElement>) => {
    const code = event.currentTarget.form?.elements.namedItem("code_postal");
    const next = noticeOnTownLeft(delivered.current, code instanceof HTMLInputElement ? code.value : "", event.currentTarget.value);
    if (next) setNotice(next);
  };

  return { onInput, onTownBlur, statusId: `${id}-cp-status`, listId: `${id}-communes`, notice };
}

/** The status line under the postal code and town, and the communes the town field offers. */
export function PostalCodeStatus({ check }: { check: PostalCodeCheck }) {
  const { notice } = check;
  return (
    <>
      <p id={check.statusId} role="status" className={styles.status} data-tone={notice?.tone}>
        {notice?.text}
      </p>
      <datalist id={check.listId}>
        {notice?.communes.map((commune) => (
          <option key={commune} value={commune} />
        ))}
      </datalist>
    </>
  );
}
