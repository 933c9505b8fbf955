import type { Route } from "./+types/offerings.custom-engagements";
import { seo } from "#app/lib/seo.ts";
import { customEngagements as page } from "#app/content/offerings/custom-engagements.ts";
import { OfferingPage } from "#app/components/site/offering-page.tsx";

export function meta(_: Route.MetaArgs) {
  return seo({ ...page.seo, path: page.path });
}

export default function Page() {
  return <OfferingPage page={page} />;
}
