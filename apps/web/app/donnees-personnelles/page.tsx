import { staticPageRoute } from "@/features/content/static-page-route";
import { RGPD_SLUG } from "@/ui/modal/views/rgpd-slug";

const route = staticPageRoute(RGPD_SLUG);

export const generateMetadata = route.generateMetadata;
export default route.Page;
