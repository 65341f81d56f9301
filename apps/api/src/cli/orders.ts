// The warehouse's command until the back-office exists: moves an order through its states.
//   npm run orders -- <advance|prepare|ship|deliver|cancel|confirm-payment> <orderId> [--weight productId=grams …]
// Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the API; e-mails are queued for the API's worker.
import { moveOrder } from "../calls/orders/order-warehouse.ts";
import { runOperatorCommand, type OperatorDeps } from "./operator-command.ts";
import { createSandboxProvider } from "../payment/sandbox-provider.ts";
import type { OrderCommand } from "../domain/order-status.ts";

const COMMANDS: Record<string, OrderCommand | "advance"> = {
  advance: "advance",
  prepare: "prepare",
  ship: "ship",
  deliver: "deliver",
  cancel: "cancel",
  "confirm-payment": "confirm_payment",
};

export function parseArgs(argv: readonly string[]): { command: OrderCommand | "advance"; orderId: number; weights: Map<number, number> } | { error: string } {
  const [name, id, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) return { error: `Commande inconnue « ${name ?? ""} » : ${Object.keys(COMMANDS).join(", ")}.` };
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return { error: "Numéro de commande manquant ou invalide." };
  const weights = new Map<number, number>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    const value = arg === "--weight" ? rest[++i] : arg.startsWith("--weight=") ? arg.slice("--weight=".length) : null;
    const m = value ? /^([0-9]+)=([0-9]+)$/.exec(value) : null;
    if (!m) return { error: `Argument incompris « ${arg} » : --weight idProduit=grammes.` };
    weights.set(Number(m[1]), Number(m[2]));
  }
  return { command, orderId, weights };
}

async function run(args: Exclude<ReturnType<typeof parseArgs>, { error: string }>, { db, env }: OperatorDeps) {
  const secret = env.CABAS_PAYMENT_SECRET ?? "cli";
  // Capture, cancel and refund are synchronous provider calls: no notification is involved.
  const provider = createSandboxProvider({ db, secret, now: () => new Date(), deliver: async () => {} });
  const result = await moveOrder({ db, provider, now: new Date(), publicUrl: env.CABAS_PUBLIC_URL ?? "http://localhost:3000" }, args.orderId, args.command, args.weights);
  const extra = [
    result.finalCents !== null ? `montant final ${(result.finalCents / 100).toFixed(2)} €` : null,
    result.loyaltyCents ? `${(result.loyaltyCents / 100).toFixed(2)} € en euros fidélité crédités` : null,
  ].filter(Boolean);
  console.log(`Commande ${result.orderId} : ${result.from} → ${result.to}${extra.length ? ` (${extra.join(", ")})` : ""}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runOperatorCommand(parseArgs, run);
