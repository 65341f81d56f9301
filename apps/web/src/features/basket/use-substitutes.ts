"use client";
// The substitutes of the basket's unavailable lines on the basket page: the server's answer first (it works without
// JavaScript), read again in the browser when the unavailable lines change (substitutes-read.ts).
import { useEffect, useState } from "react";
import type { ProductCard, UnavailableProduct } from "@cabas/contracts";
import { fetchCall } from "../../lib/api/browser.ts";
import { linesKey, mustRead, substitutesByLine } from "./substitutes-read.ts";

type Known = { readFor: string | null; byLine: ReadonlyMap<number, ProductCard[]> };

const knownFrom = (indispos: readonly UnavailableProduct[] | null): Known =>
  indispos
    ? { readFor: linesKey(indispos.map((line) => line.id)), byLine: substitutesByLine(indispos) }
    : { readFor: null, byLine: new Map() };

/** Substitutes per unavailable line id; a line not known (yet) is absent. */
export function useSubstitutes(
  initial: UnavailableProduct[] | null,
  unavailableIds: readonly number[],
): ReadonlyMap<number, ProductCard[]> {
  const [known, setKnown] = useState(() => knownFrom(initial));
  // A later server render (the page refreshed after emptying the basket) brings a newer answer.
  const [seed, setSeed] = useState(initial);
  if (initial !== seed) {
    setSeed(initial);
    setKnown(knownFrom(initial));
  }
  const key = linesKey(unavailableIds);
  const stale = mustRead(known.readFor, unavailableIds);
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    fetchCall<{ indispos: UnavailableProduct[] }>("getSubstituts", {}, controller.signal)
      // Known as read for these lines even if the basket moved on meanwhile: the next change reads again, never in a loop.
      .then((result) => result.ok && setKnown({ readFor: key, byLine: substitutesByLine(result.data.indispos) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, stale]);
  return known.byLine;
}
