// What /support/journal/equipe answers a signed-in account without its permission: its title and whom it is for, with HTTP 403
// (requireStaffPermission, ADR 0119).
import { StaffOnly } from "@/features/staff/staff-access";

export default function Forbidden() {
  return <StaffOnly title="Journal d'un membre de l'équipe" reservedFor="les responsables de l'équipe" />;
}
