import { describe, expect, it } from "vitest";
import { FINAL_RETURN_REMINDER, returnReminderSkip, returnReminderTimes, sepaBarredByReturn, sepaBarredText } from "./sepa-return-reminders.ts";

describe("returnReminderTimes", () => {
  it("sends at 10 h Paris on the 3rd, 8th and 15th day after the return (winter: 09:00 UTC)", () => {
    // Returned on Wednesday 2 December 2026 at 16:40 in Paris.
    expect(returnReminderTimes(new Date("2026-12-02T15:40:00Z")).map((d) => d.toISOString())).toEqual([
      "2026-12-05T09:00:00.000Z", // Saturday 5
      "2026-12-10T09:00:00.000Z", // Thursday 10
      "2026-12-17T09:00:00.000Z", // Thursday 17
    ]);
  });

  it("counts Paris days: a return at 00:30 in Paris (23:30 UTC the day before) starts from the Paris day", () => {
    expect(returnReminderTimes(new Date("2026-12-01T23:30:00Z"))[0]!.toISOString()).toBe("2026-12-05T09:00:00.000Z");
  });

  it("moves a reminder falling on a Sunday to the Monday", () => {
    // Returned on Thursday 3 December: day 3 is Sunday 6 → Monday 7; day 8 Friday 11; day 15 Friday 18.
    expect(returnReminderTimes(new Date("2026-12-03T10:00:00Z")).map((d) => d.toISOString())).toEqual([
      "2026-12-07T09:00:00.000Z",
      "2026-12-11T09:00:00.000Z",
      "2026-12-18T09:00:00.000Z",
    ]);
  });

  it("keeps 10 h across the change to summer time (08:00 UTC after it)", () => {
    // Returned Friday 20 March 2027; clocks change on Sunday 28 March.
    expect(returnReminderTimes(new Date("2027-03-20T10:00:00Z")).map((d) => d.toISOString())).toEqual([
      "2027-03-23T09:00:00.000Z",
      "2027-03-29T08:00:00.000Z", // day 8 is Sunday 28 → Monday 29, summer time
      "2027-04-05T08:00:00.000Z", // day 15 is Sunday 4 April → Monday 5
    ]);
  });
});

describe("returnReminderSkip", () => {
  const due = { status: "captured", returnedAt: new Date("2026-12-02T10:00:00Z"), returnPaidAt: null, returnRemindersSent: 0 };

  it("lets a reminder go while the amount is due and it was not sent", () => {
    expect(returnReminderSkip(due, 1)).toBeNull();
    expect(returnReminderSkip({ ...due, returnRemindersSent: 1 }, 2)).toBeNull();
    // A reminder whose job ran late or failed does not hold the next one back.
    expect(returnReminderSkip(due, 3)).toBeNull();
  });

  it("sends nothing once paid, for a refunded payment, for no return, or twice", () => {
    expect(returnReminderSkip({ ...due, returnPaidAt: new Date() }, 1)).toBe("regle");
    expect(returnReminderSkip({ ...due, status: "refunded" }, 1)).toBe("rien_du");
    expect(returnReminderSkip({ ...due, returnedAt: null }, 1)).toBe("inconnu");
    expect(returnReminderSkip(null, 1)).toBe("inconnu");
    expect(returnReminderSkip({ ...due, returnRemindersSent: 1 }, 1)).toBe("deja_envoye");
    // An earlier step coming after a later one (a retried job) is not sent either.
    expect(returnReminderSkip({ ...due, returnRemindersSent: 2 }, 1)).toBe("deja_envoye");
  });
});

describe("sepaBarredByReturn", () => {
  const due = { status: "captured", returnedAt: new Date("2026-12-02T10:00:00Z"), returnPaidAt: null, returnRemindersSent: FINAL_RETURN_REMINDER };

  it("bars SEPA once the last reminder went and while the amount is due", () => {
    expect(sepaBarredByReturn(due)).toBe(true);
    expect(sepaBarredByReturn({ ...due, returnRemindersSent: FINAL_RETURN_REMINDER - 1 })).toBe(false);
    expect(sepaBarredByReturn({ ...due, returnPaidAt: new Date() })).toBe(false);
    expect(sepaBarredByReturn({ ...due, status: "refunded" })).toBe(false);
  });

  it("says why in French, naming the order and the other way to pay", () => {
    expect(sepaBarredText(10000012)).toBe(
      "Le paiement par prélèvement n'est plus proposé tant que le prélèvement impayé de la commande n°\u00A010000012 n'est pas réglé : réglez-le depuis la page de cette commande, ou choisissez la carte bancaire.",
    );
  });
});
