// Money travels as integer cents inside Cabas and as euros (decimal, rounded to the cent) on the wire.
import { z } from "zod";

export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** A euro amount on the wire: a finite number with at most two decimals. */
export const euros = z.number().finite();
