import { staticPageRoute } from "@/features/content/static-page-route";
import { CGV_SLUG } from "@/ui/modal/views/cgv-slug";

const route = staticPageRoute(CGV_SLUG);

export const generateMetadata = route.generateMetadata;
export default route.Page;
