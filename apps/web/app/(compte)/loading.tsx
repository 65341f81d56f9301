// Placeholder while an account page resolves its user on client navigation (spec §2, guard).
import { AccountLoading } from "@/features/account/account-parts";

export default function Loading() {
  return <AccountLoading />;
}
