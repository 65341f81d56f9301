// Inter (variable, latin subset) from the npm package @fontsource-variable/inter: no font is fetched from the internet.
import localFont from "next/font/local";

export const inter = localFont({
  src: "../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  fallback: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Arial", "sans-serif"],
});
