// The slot grid's « Aller au jour » links and the notice of a hold that ran out, as the server renders them (no
// JavaScript needed). The grid's form itself imports Server Actions, which a test cannot: its parts are tested.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SlotDay } from "@cabas/contracts";
import { DayHeading, DayLinks } from "./day-links.tsx";
import { RanOutNotice } from "./ran-out-notice.tsx";
import { ModalApiContext } from "../../ui/modal/modal-context.ts";

const days: SlotDay[] = [
  { date: "2026-12-02", libelle: "mercredi 2 décembre", creneaux: [] },
  { date: "2026-12-03", libelle: "jeudi 3 décembre", creneaux: [] },
];
const grid = (shown: SlotDay[]) =>
  renderToStaticMarkup(
    <>
      <DayLinks days={shown} prefix="jour" />
      {shown.map((day) => (
        <DayHeading key={day.date} day={day} prefix="jour" />
      ))}
    </>,
  );

describe("the slot grid", () => {
  it("starts with a link to each day's heading, which can take focus (ADR 0117)", () => {
    const html = grid(days);
    expect(html).toMatch(/<nav [^>]*aria-labelledby="jour-aller"><p id="jour-aller">Aller au jour\u00A0:<\/p>/);
    expect(html).toContain('<a href="#jour-2026-12-03">jeudi 3 décembre</a>');
    expect(html).toContain('<h3 id="jour-2026-12-03" tabindex="-1">jeudi 3 décembre</h3>');
    expect(html.indexOf("Aller au jour")).toBeLessThan(html.indexOf("<h3"));
  });

  it("has no day links for a single day", () => {
    expect(grid(days.slice(0, 1))).not.toContain("Aller au jour");
  });
});

describe("the notice of a hold that ran out", () => {
  it("says it in French, typeset, with where to choose again when asked", () => {
    const html = renderToStaticMarkup(
      <ModalApiContext.Provider value={{ openModal: () => undefined, closeModal: () => undefined }}>
        <RanOutNotice
          link
          slot={{ id_tranche: 1, libelle_tranche: "mercredi 2 décembre, 18 h – 20 h", fin_reservation: "", fin_reservation_libelle: "14 h 32", message: "Votre créneau du mercredi 2 décembre, 18 h – 20 h n'était réservé que jusqu'à 14 h 32 : il a été libéré. Choisissez un créneau à nouveau." }}
        />
      </ModalApiContext.Provider>,
    );
    expect(html).toContain("jusqu&#x27;à 14\u00A0h\u00A032\u00A0: il a été libéré.");
    // The slots page without scripts; with them, the CRENEAUX dialog over the page (ADR 0122).
    expect(html).toContain('<a href="/creneau" aria-haspopup="dialog">Choisir un créneau</a>');
  });
});
