// Said instead of a form while staff act as the customer (login-as): what only the customer may do, which the
// web-service refuses to staff anyway (customerOwnAct, apps/api/src/http/call-registry.ts).
import type { CustomerOwnCall } from "@cabas/contracts";
import { actingAsNoticeText } from "./acting-as-acts.ts";
import styles from "./account.module.css";

/** `call`: the web-service's call the replaced form would make (« setOptin »), one of CUSTOMER_OWN_CALLS. */
export function ActingAsNotice({ call }: { call: CustomerOwnCall }) {
  return <p className={styles.formError}>{actingAsNoticeText(call)}</p>;
}
