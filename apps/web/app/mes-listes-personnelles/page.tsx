// The specification's second address of the customer's lists: one page holds them all.
import { permanentRedirect } from "next/navigation";
import { LISTS_PATH } from "@/features/account/paths";

export default function Page(): never {
  permanentRedirect(LISTS_PATH);
}
