// The health message every advertising for alcoholic drinks must carry (Code de la santé publique L3323-4) and,
// where the drink is bought, the notice that sales to minors are prohibited (L3342-1). No hooks: server and client
// components render it alike, so it is in the HTML before any script runs.
import styles from "./alcohol-notice.module.css";

/** Whether a list of products holds an alcoholic drink, so the list carries the health message once. */
export const holdsAlcohol = (products: readonly { alcoholic: boolean }[]): boolean => products.some((p) => p.alcoholic);

export function AlcoholNotice({
  warning,
  minors,
  compact = false,
}: {
  warning: string;
  minors?: string | undefined;
  compact?: boolean;
}) {
  return (
    <div className={compact ? `${styles.notice} ${styles.compact}` : styles.notice} data-alcohol-notice="">
      <p>{warning}</p>
      {minors && <p>{minors}</p>}
    </div>
  );
}
