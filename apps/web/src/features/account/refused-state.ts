// What a form's Server Action answers when the web-service refuses: an expired session goes to its page (spec §8:
// the credentials are cleared there), any other refusal comes back to the form with its French message.
import "server-only";
import { redirect } from "next/navigation";
import { shouldClearCredentials } from "@cabas/contracts";
import type { ApiResult } from "../../lib/api/query.ts";
import { errorState, type FormState } from "./form-state.ts";
import { SESSION_EXPIRED_PATH } from "./paths.ts";

export function refusedState(result: ApiResult<unknown> & { ok: false }, form: FormData): FormState {
  if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  return errorState(result, form);
}
