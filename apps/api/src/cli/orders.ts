// The warehouse's command until the back-office exists: moves an order through its states.
//   npm run orders -- <advance|prepare|ship|deliver|cancel|confirm-payment> <orderId> [--weight productId=grams …] [--cap]
//   npm run orders -- confirm-payment <orderId> [--montant euros]   (what the adviser took by phone; the order's total by default,
//                     nothing for an order of 0 € its benefits pay: ADR 0079)
//   npm run orders -- refund-done <orderId> --reference ref [--agent nom]   (the phone refund owed after a cancellation, made
//                     on the terminal: who, when and the terminal's reference are recorded once; ADR 0062)
// Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the API; e-mails are queued for the API's worker.
import { userInfo } from "node:os";
import { eurosTextToCents } from "@cabas/contracts";
import { moveOrder, moveSummary, type MoveOptions, type MoveResult } from "../calls/orders/order-warehouse.ts";
import { markPhoneRefundDone, phoneRefundReport } from "../calls/orders/phone-refund.ts";
import { euroAmountText } from "../domain/order-labels.ts";
import { runOperatorCommand, type OperatorDeps } from "./operator-command.ts";
import { publicUrlFrom } from "../env.ts";
import { createSandboxProvider } from "../payment/sandbox-provider.ts";
import { orderStatusLabel, type OrderCommand, type OrderStatus } from "../domain/order-status.ts";

const COMMANDS: Record<string, OrderCommand | "advance"> = {
  advance: "advance",
  prepare: "prepare",
  ship: "ship",
  deliver: "deliver",
  cancel: "cancel",
  "confirm-payment": "confirm_payment",
};

export type OrdersArgs =
  | { command: OrderCommand | "advance"; orderId: number; options: MoveOptions }
  | { command: "refund_done"; orderId: number; reference: string; agent: string | null };


/** `--name value` or `--name=value` at `rest[i]`: the value (undefined when missing), or null when it is another argument. */
function optionValue(rest: readonly string[], i: number, name: string): { value: string | undefined; next: number } | null {
  const arg = rest[i] ?? "";
  if (arg === `--${name}`) return { value: rest[i + 1], next: i + 1 };
  if (arg.startsWith(`--${name}=`)) return { value: arg.slice(name.length + 3), next: i };
  return null;
}

/** refund-done's options: the terminal's reference (required) and who made the refund (else the system user). */
function parseRefundDone(orderId: number, rest: readonly string[]): OrdersArgs | { error: string } {
  let reference: string | null = null;
  let agent: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const ref = optionValue(rest, i, "reference");
    const who = optionValue(rest, i, "agent");
    const found = ref ?? who;
    if (!found) return { error: `Argument incompris « ${rest[i] ?? ""} » : refund-done <commande> --reference ref [--agent nom].` };
    const value = found.value?.trim();
    if (!value || value.startsWith("--") || value.length > 80) {
      return { error: ref ? "--reference attend la référence du remboursement donnée par le terminal (80 caractères au plus)." : "--agent attend un nom (80 caractères au plus)." };
    }
    if (ref) reference = value;
    else agent = value;
    i = found.next;
  }
  if (!reference) return { error: "--reference est obligatoire : la référence du remboursement donnée par le terminal de paiement." };
  return { command: "refund_done", orderId, reference, agent };
}

export function parseArgs(argv: readonly string[]): OrdersArgs | { error: string } {
  const [name, id, ...rest] = argv;
  const command = name === "refund-done" ? "refund_done" : name ? COMMANDS[name] : undefined;
  if (!command) return { error: `Commande inconnue « ${name ?? ""} » : ${[...Object.keys(COMMANDS), "refund-done"].join(", ")}.` };
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return { error: "Numéro de commande manquant ou invalide." };
  if (command === "refund_done") return parseRefundDone(orderId, rest);
  const weights = new Map<number, number>();
  const options: MoveOptions = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === "--cap") {
      options.cap = true;
      continue;
    }
    const amount = arg === "--montant" ? rest[++i] : arg.startsWith("--montant=") ? arg.slice("--montant=".length) : null;
    if (amount !== null) {
      const cents = amount === undefined ? null : eurosTextToCents(amount);
      if (cents === null || cents <= 0) return { error: `Montant incompris « ${amount ?? ""} » : --montant 50,60 (en euros).` };
      options.phoneCents = cents;
      continue;
    }
    const value = arg === "--weight" ? rest[++i] : arg.startsWith("--weight=") ? arg.slice("--weight=".length) : null;
    const m = value ? /^([0-9]+)=([0-9]+)$/.exec(value) : null;
    if (!m) return { error: `Argument incompris « ${arg} » : --weight idProduit=grammes, --cap, --montant euros.` };
    weights.set(Number(m[1]), Number(m[2]));
  }
  if (weights.size > 0) options.weights = weights;
  if ((weights.size > 0 || options.cap) && command !== "prepare" && command !== "advance") return { error: "--weight et --cap vont avec prepare (ou advance d'une commande validée)." };
  if (options.phoneCents !== undefined && command !== "confirm_payment") return { error: "--montant va avec confirm-payment : le montant réglé par téléphone." };
  return { command, orderId, options };
}

/** What the command prints: the move in French words and euros, what the customer reads, what staff still have to do. */
export function moveReport(result: MoveResult): string[] {
  const label = (status: string) => orderStatusLabel(status as OrderStatus) ?? status;
  const lines = [moveSummary(result)];
  if (result.note) lines.push(`Suivi du client : « ${result.note} »`);
  if (result.phoneRefundCents) {
    lines.push(`À rembourser sur la carte du client, au terminal de paiement par téléphone : ${euroAmountText(result.phoneRefundCents)}.`);
    lines.push(`Une fois remboursé : npm run orders -- refund-done ${result.orderId} --reference <référence du terminal> [--agent nom]`);
  }
  if (result.complementBasketHandedBack) lines.push("Complément en cours du client rendu : ses articles restent dans son panier, pour une nouvelle commande.");
  for (const c of result.complements ?? []) {
    lines.push("refused" in c ? `Complément ${c.orderId} non déplacé : ${c.refused}` : `Complément ${c.orderId} : ${label(c.to)}`);
  }
  return lines;
}

/** Who marks a refund done when --agent is not given: the operating-system account running the command. */
function systemUser(): string {
  try {
    return userInfo().username || "inconnu";
  } catch {
    return process.env.USER ?? "inconnu";
  }
}

export async function run(args: OrdersArgs, { db, env }: OperatorDeps) {
  if (args.command === "refund_done") {
    const done = await markPhoneRefundDone(db, { orderId: args.orderId, agent: args.agent ?? systemUser(), reference: args.reference, now: new Date() });
    console.log(phoneRefundReport(done));
    return;
  }
  const secret = env.CABAS_PAYMENT_SECRET ?? "cli";
  // Capture, cancel and refund are synchronous provider calls: no notification is involved.
  const provider = createSandboxProvider({ db, secret, now: () => new Date(), deliver: async () => {} });
  const result = await moveOrder({ db, provider, now: new Date(), publicUrl: publicUrlFrom(env) }, args.orderId, args.command, args.options);
  for (const line of moveReport(result)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) await runOperatorCommand(parseArgs, run);
