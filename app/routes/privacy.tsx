import type { Route } from "./+types/privacy";
import { pageMeta } from "#app/lib/seo.ts";
import { privacyPolicy as doc } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/site/legal-page.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(doc);
}

export default function PrivacyPage() {
  return <LegalPage document={doc} />;
}
