"use client";
import { Button } from "../../ui/button/button.tsx";
import { useDrawer } from "../../ui/drawer/drawer-host.tsx";

export function MaintenanceMoreButton({ label }: { label: string }) {
  const { openDrawer } = useDrawer();
  return (
    <Button variant="secondary" size="big" onClick={() => openDrawer("MAINTENANCE_MORE_INFO")}>
      {label}
    </Button>
  );
}
