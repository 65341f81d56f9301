// Shown on every page while a staff member acts as a customer: who they act as, and a way out (logoutToken).
import { getT } from "../../i18n/server.ts";
import { queOrQu } from "../../lib/format/french-elision.ts";
import { SignOutButton } from "./account-parts.tsx";
import { getCurrentUser } from "./current-user.ts";
import styles from "./account.module.css";

export async function ImpersonationBanner() {
  const current = await getCurrentUser();
  if (current.status !== "signed-in" || !current.user.impersonatedBy) return null;
  const t = await getT();
  const name = `${current.user.prenom} ${current.user.nom}`;
  // « en tant qu’Alice », « en tant que Camille ».
  const text = t(queOrQu(name) === "qu’" ? "account.impersonating-elided" : "account.impersonating", { name });
  return (
    <div className={styles.banner} role="region" aria-label={text}>
      <span>{text}</span>
      <SignOutButton label={t("account.impersonating-quit")} className={styles.bannerButton} />
    </div>
  );
}
