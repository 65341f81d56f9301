// The hold notice is a live region: screen readers read it again whenever its text changes. The minutes left change
// every minute, so they are shown but kept out of what is read; the end time is read, and so is the expiry.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HoldText } from "./hold-countdown.tsx";

const NBSP = "\u00A0";

describe("the slot hold's notice", () => {
  it("shows the minutes left outside what a screen reader reads again", () => {
    const html = renderToStaticMarkup(<HoldText end="14 h 32" label="Samedi 5 décembre, 10 h – 12 h" minutesLeft={12} />);
    expect(html).toMatch(/^<p [^>]*role="status"/);
    expect(html).toContain(`<span aria-hidden="true"> (encore 12${NBSP}min)</span>`);
    expect(html).toContain(`Créneau réservé jusqu&#x27;à 14${NBSP}h${NBSP}32<span`);
  });

  it("reads the expiry out, and no countdown before scripts run or once it has expired", () => {
    expect(renderToStaticMarkup(<HoldText end="14 h 32" minutesLeft={null} />)).not.toContain("encore");
    const expired = renderToStaticMarkup(<HoldText end="14 h 32" minutesLeft={0} />);
    expect(expired).not.toContain("aria-hidden");
    expect(expired).toContain(`à 14${NBSP}h${NBSP}32${NBSP}: la réservation a expiré, choisissez à nouveau.`);
  });
});
