import type { Route } from "./+types/faq";
import { pageMeta } from "#app/lib/seo.ts";
import { faqPageJsonLd } from "#app/lib/structured-data.ts";
import { faqCategories, faqPage as page, faqsAt } from "#app/content/faq.ts";
import { currentPrices } from "#app/lib/fees/plan-prices.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { site } from "#app/core/site.ts";
import { JsonLd } from "#app/components/site/json-ld.tsx";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { FaqChips } from "#app/components/site/faq-chips.tsx";
import { FaqList } from "#app/components/site/faq-list.tsx";
import { ButtonLink, buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

/** The plans' prices of this month, which the plans' answer says (/admin/register/plans sets them). */
export async function loader({ context }: Route.LoaderArgs) {
  return { prices: await currentPrices(servicesOf(context).db) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const faqs = faqsAt(loaderData.prices);
  return (
    <>
      <JsonLd data={import.meta.env.SSR ? faqPageJsonLd(faqs) : null} />
      <PageHero title={page.hero.title} intro={page.hero.intro}>
        <FaqChips categories={faqCategories} label={page.chipsLabel} />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="max-w-4xl">
          <FaqList categories={faqCategories} faqs={faqs} />
        </div>
      </div>
      <Section title={page.stillAsking.title} intro={page.stillAsking.text} tone="muted">
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={page.stillAsking.contactHref}>{page.stillAsking.contactLabel}</ButtonLink>
          <a href={`tel:${site.phone.tel}`} className={`${buttonBase} ${buttonClasses.secondary}`}>
            {page.stillAsking.callLabel}
          </a>
        </div>
      </Section>
    </>
  );
}
