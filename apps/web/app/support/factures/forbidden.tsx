// What /support/factures answers a signed-in account without its permission: its title and whom it is for, with HTTP
// 403 (requireStaffPermission, ADR 0119, 0133).
import { StaffOnly } from "@/features/staff/staff-access";

export default function Forbidden() {
  return <StaffOnly title="TVA et factures rectificatives" reservedFor="la comptabilité" />;
}
