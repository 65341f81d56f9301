import styles from "./spinner.module.css";

/** A decorative spinner; the busy control announces the wait (aria-busy). */
export function Spinner({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <span
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
}
