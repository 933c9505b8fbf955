import type { Route } from "./+types/terms";
import { pageMeta } from "#app/lib/seo.ts";
import { termsOfService as doc } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/site/legal-page.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(doc);
}

export default function TermsPage() {
  return <LegalPage document={doc} />;
}
