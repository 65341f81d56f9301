// Radio-style toggle: a real radio input drawn as a round mark, in the shop's colour variants and two sizes.
import type { ChangeEventHandler, CSSProperties, ReactNode } from "react";
import styles from "./radio-toggle.module.css";

export type ToggleColor = "brand" | "bio" | "new" | "gold" | "black" | "promo";
export type ToggleSize = "small" | "big";

export type RadioToggleProps = {
  name: string;
  value: string;
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  disabled?: boolean;
  color?: ToggleColor;
  /** With color "brand": the product's own colour (a CSS colour). */
  brandColor?: string;
  size?: ToggleSize;
};

export function RadioToggle({
  name,
  value,
  label,
  checked,
  defaultChecked,
  onChange,
  disabled,
  color = "brand",
  brandColor,
  size = "small",
}: RadioToggleProps) {
  const style = color === "brand" && brandColor ? ({ "--toggle-accent": brandColor } as CSSProperties) : undefined;
  return (
    <label
      className={`${styles.toggle} ${styles[color]} ${styles[size]}`}
      style={style}
      data-disabled={disabled || undefined}
    >
      <input
        className={styles.input}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange}
        disabled={disabled}
      />
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
