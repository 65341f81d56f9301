// What /support/stock answers a signed-in account without its permission: its title and whom it is for, with HTTP
// 403 (requireStaffPermission, ADR 0119, 0126).
import { StaffOnly } from "@/features/staff/staff-access";

export default function Forbidden() {
  return <StaffOnly title="Stock des produits" reservedFor="l'équipe qui gère le stock" />;
}
