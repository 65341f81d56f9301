export * from "./perimeters.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./accounts.ts";
export * from "./purchase.ts";
export * from "./lists.ts";
export * from "./service.ts";
export * from "./referrals.ts";
