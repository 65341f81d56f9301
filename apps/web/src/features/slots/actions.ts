"use server";
// Server Actions of the slot forms (they work without JavaScript): hold a slot for the basket, reserve one ahead,
// cancel a reservation. A form with a `redirect` field goes back there (the page shows the new state).
import { redirect } from "next/navigation";
import { addRdvResa, cancelRdvResa, setCreneaux, shouldClearCredentials } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import type { ApiResult } from "../../lib/api/query.ts";
import { internalPathWithFlag } from "../../lib/session/redirect-target.ts";
import { field, SERVICE_UNREACHABLE } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";

export type SlotFormState = {
  status: "idle" | "error" | "success";
  message?: string;
  /** The hold's end as shown ("14 h 32"; a reservation ahead: "mardi 1er décembre à 23 h"), after a successful hold. */
  holdEnd?: string | null;
  /** The slot chosen is one the customer reserved ahead: kept until its cut-off, no countdown. */
  holdAhead?: boolean;
  slotId?: number;
};

const failure = (result: ApiResult<unknown> & { ok: false }): SlotFormState => {
  if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  return { status: "error", message: result.message || SERVICE_UNREACHABLE };
};

/** Back to the page the form came from, if it said which, flagged with what happened. */
function back(form: FormData, flag: string, value?: string): void {
  const target = internalPathWithFlag(field(form, "redirect"), flag, value);
  if (target) redirect(target);
}

export async function holdSlotAction(_prev: SlotFormState, form: FormData): Promise<SlotFormState> {
  const result = await postCall(setCreneaux, { id_tranche: field(form, "id_tranche") });
  if (!result.ok) return failure(result);
  back(form, "choisi");
  return {
    status: "success",
    message: result.data.message,
    holdEnd: result.data.creneau.fin_reservation_libelle,
    holdAhead: result.data.creneau.type === "reservation",
    slotId: result.data.creneau.id_tranche,
  };
}

export async function reserveSlotAction(_prev: SlotFormState, form: FormData): Promise<SlotFormState> {
  const result = await postCall(addRdvResa, { id_tranche: field(form, "id_tranche") });
  if (!result.ok) return failure(result);
  // The flag names the slot: each success is a new page state, so the grid's form starts afresh (no earlier refusal).
  back(form, "reserve", String(result.data.reservation.id_reservation));
  return { status: "success", message: result.data.message };
}

export async function cancelReservationAction(_prev: SlotFormState, form: FormData): Promise<SlotFormState> {
  const result = await postCall(cancelRdvResa, { id_reservation: field(form, "id_reservation") });
  if (!result.ok) return failure(result);
  back(form, "annule");
  return { status: "success", message: result.data.message };
}
