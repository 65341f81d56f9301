// The shape of one web-service call, shared by the API (validation, OpenAPI) and the web (typed client).
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";

export type HttpMethod = "GET" | "POST";

/** Who may make the call: anyone, a visitor with a session (guest or account), a signed-in customer, staff. */
export type CallAccess = "public" | "session" | "customer" | "staff";

export type CallContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  name: string;
  method: HttpMethod;
  summary: string;
  access: CallAccess;
  /** A staff call's own permission: `access: "staff"` lets in anyone with some permission, this names which one. */
  permission?: string;
  input: I;
  output: O;
};

export const defineCall = <I extends z.ZodType, O extends z.ZodType>(contract: CallContract<I, O>): CallContract<I, O> =>
  contract;

export type CallInput<C extends CallContract> = z.input<C["input"]>;
export type CallOutput<C extends CallContract> = z.output<C["output"]>;

/** Path of a call, relative to the web-service root. */
export const callPath = (name: string): string => `/next-react/${name}.php`;

/** Every answer carries these two fields. */
export const envelope = { success: z.boolean(), message: z.string() };

export const successShape = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), message: z.string(), ...shape });

export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Per-field French messages, keyed by field name, for validation failures. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { NOT_AUTHORIZED } from "./client-values.ts";

/** Query strings carry everything as text: these coerce while keeping French messages. */
export const queryInt = (label: string) =>
  numberFromText(z
    .number({ error: notANumber(label) })
    .int({ error: `${label} doit être un nombre entier.` })
    .min(0, { error: `${label} ne peut pas être négatif.` })
    .max(2_147_483_647, { error: `${label} est trop grand.` }));

export const queryFlag = z
  .union([z.literal("1"), z.literal("0"), z.literal("true"), z.literal("false"), z.boolean(), z.literal(1), z.literal(0)])
  .transform((v) => v === "1" || v === "true" || v === true || v === 1);
