import type { Route } from "./+types/privacy";
import { seo } from "#app/lib/seo.ts";
import { privacyPolicy as doc } from "#app/content/legal.ts";
import { LegalPage } from "#app/components/site/legal-page.tsx";

export function meta(_: Route.MetaArgs) {
  return seo({ title: doc.title, description: doc.description, keywords: doc.keywords, path: doc.path });
}

export default function PrivacyPage() {
  return <LegalPage document={doc} />;
}
