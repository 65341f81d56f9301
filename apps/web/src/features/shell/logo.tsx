// The Cabas mark: a shopping bag with a leaf, and the wordmark.
import styles from "./logo.module.css";

/** `wordClassName`: added to the wordmark, for a place that hides it on narrow screens (the header, under 360 px). */
export function Logo({ wordClassName }: { wordClassName?: string } = {}) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <svg className={styles.mark} width="30" height="32" viewBox="0 0 30 32" focusable="false">
        <path d="M2 10h26l-2.2 18.2A3 3 0 0 1 22.8 31H7.2a3 3 0 0 1-3-2.8L2 10Z" fill="#0f6b3e" />
        <path d="M9 12V7.5a6 6 0 0 1 12 0V12" fill="none" stroke="#0f6b3e" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M15 27c-3.6-1.2-5.4-4.2-4.8-8.6 4.4-.4 7.4 1.6 8.4 5.2-1.6-.2-3 .4-3.6 3.4Z" fill="#f2b134" />
      </svg>
      <span className={wordClassName ? `${styles.word} ${wordClassName}` : styles.word}>cabas</span>
    </span>
  );
}
