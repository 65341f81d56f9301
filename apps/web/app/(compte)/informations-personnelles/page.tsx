// Personal details (both /infos-personnelles and /informations-personnelles are in the specification).
import { infosMetadata, InfosPage } from "@/features/account/infos-page";

export const generateMetadata = infosMetadata;

export default function Page() {
  return <InfosPage path="/informations-personnelles" />;
}
