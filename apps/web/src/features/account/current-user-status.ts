// What the `me` answer says about the session (spec §4 current-user check, §8 HTTP 417). Pure, unit-tested.
import type { UserEntity } from "@cabas/contracts";
import { shouldClearCredentials } from "@cabas/contracts/client-values";
import type { ApiResult } from "../../lib/api/query.ts";

export type CurrentUser =
  | { status: "guest" }
  | { status: "signed-in"; user: UserEntity }
  /** 401/403, NOT_AUTHORIZED or success:false: the session is over and its cookies must go. */
  | { status: "expired" }
  /** HTTP 417 on user info, no answer or a server failure: the technical-problem page. */
  | { status: "technical" };

export function currentUserFrom(result: ApiResult<{ user: UserEntity }>): CurrentUser {
  if (result.ok) return { status: "signed-in", user: result.data.user };
  if (result.status === 417 || result.status === 0 || result.status >= 500) return { status: "technical" };
  // success:false arrives as 422: like 401/403 and NOT_AUTHORIZED, it signs the session out.
  if (shouldClearCredentials(result.status, result.message) || result.status === 422) return { status: "expired" };
  return { status: "technical" };
}

/** A staff member acting as the customer (login-as): the forms only the customer may send give way to a notice. */
export const isActingAs = (current: CurrentUser): boolean => current.status === "signed-in" && current.user.impersonatedBy !== null;
