import { describe, expect, it } from "vitest";
import { affiliateArrival } from "./affiliate-link.ts";

describe("affiliateArrival", () => {
  it("reads the partner and campaign, and gives the same page without them", () => {
    const arrival = affiliateArrival(new URL("https://cabas.example/catalogue/cremerie?page=2&partenaire=Bons-Plans&campagne=noel"));
    expect(arrival).toMatchObject({ partenaire: "bons-plans", campagne: "noel", page: "/catalogue/cremerie?page=2" });
    expect(arrival!.clean.toString()).toBe("https://cabas.example/catalogue/cremerie?page=2");
  });

  it("is nothing without a partner, and drops a partner name that cannot be one", () => {
    expect(affiliateArrival(new URL("https://cabas.example/?campagne=noel"))).toBeNull();
    const odd = affiliateArrival(new URL("https://cabas.example/?partenaire=%3Cscript%3E"));
    expect(odd).toMatchObject({ partenaire: "", page: "/" });
  });
});
