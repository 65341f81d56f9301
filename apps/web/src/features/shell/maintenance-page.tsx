// Shown instead of every page while the shop is under maintenance (settings.options.isUnderMaintenance).
import { getT } from "../../i18n/server.ts";
import { Markdown } from "../../lib/markdown/markdown.tsx";
import { Logo } from "./logo.tsx";
import { MaintenanceMoreButton } from "./maintenance-more-button.tsx";
import styles from "./maintenance-page.module.css";

export async function MaintenancePage({ text }: { text: string | null }) {
  const t = await getT();
  return (
    <main className={styles.page} id="contenu">
      <div id="main-anchor" tabIndex={-1} />
      <div className={styles.card}>
        <Logo />
        <h1>{t("maintenance.heading")}</h1>
        {text ? (
          <Markdown source={text} className={styles.text} />
        ) : (
          <p className={styles.text}>{t("maintenance.default-text")}</p>
        )}
        <MaintenanceMoreButton label={t("maintenance.more")} />
      </div>
    </main>
  );
}
