export * from "./call.ts";
export * from "./money.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
export * from "./calls.ts";
