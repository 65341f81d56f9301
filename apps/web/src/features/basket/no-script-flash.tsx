// The outcome of a basket form sent without JavaScript, shown on the page it comes back to. With JavaScript the
// basket provider shows it as a toast and clears the cookie; without, this <noscript> block is what the shopper
// reads (an error such as "Il ne reste que 2 …" would otherwise go unseen).
import { parseBasketFlash } from "./basket-flash.ts";
import styles from "./basket.module.css";

export function NoScriptFlash({ raw }: { raw: string | undefined }) {
  const flash = parseBasketFlash(raw);
  if (!flash) return null;
  return (
    <noscript>
      <p role={flash.type === "error" ? "alert" : "status"} className={styles.flash} data-type={flash.type}>
        {flash.message}
      </p>
    </noscript>
  );
}
