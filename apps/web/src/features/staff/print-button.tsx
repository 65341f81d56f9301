"use client";
// Prints the page's printable part (data-print-root, globals.css); the browser's own print does the same without
// JavaScript.
import { buttonClassName } from "../../ui/button/button.tsx";

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={() => window.print()}>
      {label}
    </button>
  );
}
