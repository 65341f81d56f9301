export * from "./perimeters.ts";
export * from "./catalogue.ts";
export * from "./content.ts";
