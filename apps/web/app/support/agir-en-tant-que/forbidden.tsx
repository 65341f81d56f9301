// What the login-as page answers a signed-in account that may not act as a customer (a customer, a warehouse member):
// its title and whom it is for, with HTTP 403 (requireStaffPermission, ADR 0119).
import { getT } from "@/i18n/server";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";

export default async function Forbidden() {
  const t = await getT();
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={t("account.login-as-title")} />
      <p role="alert">{t("account.login-as-forbidden")}</p>
    </div>
  );
}
