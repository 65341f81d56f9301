// Server-side read of the customer's addresses.
import "server-only";
import { mesAdresses } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const myAddresses = () => callApi(mesAdresses, {}, { perimeter: false });
