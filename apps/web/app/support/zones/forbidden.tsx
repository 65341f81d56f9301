// What /support/zones answers a signed-in account without its permission: its title and whom it is for, with HTTP 403
// (requireStaffPermission, ADR 0119).
import { StaffOnly } from "@/features/staff/staff-access";

export default function Forbidden() {
  return <StaffOnly title="Zones de livraison" reservedFor="l'équipe qui ouvre les zones" />;
}
