export * from "./client.ts";
export * as schema from "./schema/index.ts";
export * from "./test-database.ts";
export * from "./search-index.ts";
export * from "./slug.ts";
export * from "./prepared.ts";
