// The shop's button: four variants, three heights (32/38/46 px), loading and disabled states, as <button> or link.
import Link from "next/link";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "../spinner/spinner.tsx";
import { clickWhile } from "./loading-click.ts";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "tertiary" | "liste";
export type ButtonSize = "small" | "medium" | "big";

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  iconPosition?: "left" | "right";
  fullWidth?: boolean;
  /** Lets a long label wrap over several lines rather than overflow a narrow screen. */
  wrap?: boolean;
  className?: string;
  children: ReactNode;
};

type AsButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children"> & {
    href?: undefined;
    loading?: boolean;
  };

type AsLink = CommonProps & {
  href: string;
  prefetch?: boolean;
  "aria-label"?: string;
};

export type ButtonProps = AsButton | AsLink;

export const buttonClassName = ({
  variant = "primary",
  size = "medium",
  fullWidth,
  wrap,
  className,
}: Pick<CommonProps, "variant" | "size" | "fullWidth" | "wrap" | "className">): string =>
  [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : "", wrap ? styles.wrap : "", className ?? ""]
    .filter(Boolean)
    .join(" ");

export function Button(props: ButtonProps) {
  const { variant, size, icon, iconPosition = "left", fullWidth, wrap, className, children } = props;
  const classes = buttonClassName({ variant, size, fullWidth, wrap, className });
  const iconNode = icon ? <span className={styles.icon}>{icon}</span> : null;
  const content = (
    <>
      {iconPosition === "left" && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === "right" && iconNode}
    </>
  );

  if (props.href !== undefined) {
    return (
      <Link href={props.href} className={classes} prefetch={props.prefetch ?? false} aria-label={props["aria-label"]}>
        {content}
      </Link>
    );
  }

  const {
    variant: _v,
    size: _s,
    icon: _i,
    iconPosition: _p,
    fullWidth: _f,
    wrap: _w,
    className: _c,
    children: _ch,
    href: _h,
    loading = false,
    type = "button",
    onClick,
    ...rest
  } = props;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={clickWhile(loading, onClick)}
    >
      {content}
      {loading && <Spinner className={styles.spinner} />}
    </button>
  );
}
