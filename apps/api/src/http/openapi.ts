// The OpenAPI document, generated from the same zod contracts that validate the calls.
import { z } from "zod";
import { callPath, type CallContract } from "@cabas/contracts";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

export function buildOpenApiDocument(calls: readonly CallContract[], version: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const errorSchema = {
    type: "object",
    required: ["success", "message"],
    properties: {
      success: { type: "boolean", enum: [false] },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    },
  };
  // A call served by GET and by POST (mesParrainages) is one path with two operations, each with its own id.
  const twice = new Set(calls.filter((c, i) => calls.findIndex((d) => d.name === c.name) !== i).map((c) => c.name));
  for (const call of calls) {
    const input = toSchema(call.input, "input");
    const operation: Record<string, unknown> = {
      operationId: twice.has(call.name) ? `${call.name}_${call.method.toLowerCase()}` : call.name,
      summary: call.summary,
      tags: [call.access],
      ...(call.access === "public" ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
      // The staff permission the registry checks for this call (its contract's `permission`).
      ...(call.permission ? { "x-cabas-permission": call.permission } : {}),
      responses: {
        "200": { description: "Succès", content: { "application/json": { schema: toSchema(call.output, "output") } } },
        "400": { description: "Entrée invalide", content: { "application/json": { schema: errorSchema } } },
        ...(call.access === "public"
          ? {}
          : { "401": { description: "NOT_AUTHORIZED", content: { "application/json": { schema: errorSchema } } } }),
        "404": { description: "Introuvable", content: { "application/json": { schema: errorSchema } } },
        "422": { description: "Refus métier", content: { "application/json": { schema: errorSchema } } },
        "500": { description: "Erreur technique", content: { "application/json": { schema: errorSchema } } },
      },
    };
    if (call.method === "GET") {
      const required = new Set(input.required ?? []);
      operation.parameters = Object.entries(input.properties ?? {}).map(([name, schema]) => ({
        name,
        in: "query",
        required: required.has(name),
        schema,
      }));
    } else {
      operation.requestBody = {
        required: false,
        content: { "application/x-www-form-urlencoded": { schema: input }, "application/json": { schema: input } },
      };
    }
    paths[callPath(call.name)] = { ...(paths[callPath(call.name)] as object | undefined), [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.0.3",
    info: { title: "Cabas — web-service de la boutique", version },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        cookie: { type: "apiKey", in: "cookie", name: "ID" },
      },
    },
    paths,
  };
}
