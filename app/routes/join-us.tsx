import { useLocation } from "react-router";
import type { Route } from "./+types/join-us";
import type { PageHandle } from "#app/root.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { joinUsDescription, joinUsPage as page } from "#app/content/join-us-page.ts";
import { membershipPlansAt } from "#app/content/membership-plans.ts";
import { currentPrices, pricesForAnswer } from "#app/lib/fees/plan-prices.server.ts";
import { maybeRequestContext, servicesOf } from "#app/lib/services/context.server.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { PlanCard } from "#app/components/site/plan-card.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { joinUsAction } from "#app/lib/submissions/action.server.ts";
import { formHeaders } from "#app/lib/submissions/headers.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";
import { Island } from "#app/islands/island.tsx";
import JoinUsIsland from "#app/islands/join-us.tsx";

/** React hydrates this page's form as an island: they check as the visitor types and send without leaving the page (root.tsx, PageHandle). */
export const handle: PageHandle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ ...page, seo: { ...page.seo, description: joinUsDescription(loaderData?.prices) } });
}

export const headers = formHeaders;

/** After a plain HTML post the server redirects here with its answer (post/redirect/get). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The plans' prices of this month, as an owner set them (/admin/register/plans). The day cache's
  // render fails with the database, and the cache sends its last good copy; a page rendered for one
  // answer (after a post) shows what it can: a failure there must not cost the visitor the form.
  const services = servicesOf(context);
  const prices = maybeRequestContext(context)?.formTokensLater ? await currentPrices(services.db) : await pricesForAnswer(services.db, services.log);
  return { sent: await sentAnswer(request, context), prices };
}

export function action(args: Route.ActionArgs) {
  return joinUsAction(args);
}

export default function JoinUsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <Section id="plans" title={page.plans.title} intro={page.plans.intro}>
        <ul className="grid gap-10 pt-2 md:grid-cols-3 md:gap-6">
          {membershipPlansAt(loaderData.prices).map((plan) => (
            <li key={plan.value}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-lg">{page.plans.paymentNote}</p>
        <p className="mt-6">
          <ButtonLink to={page.plans.applyHref}>{page.plans.applyLabel}</ButtonLink>
        </p>
      </Section>
      <Section id="volunteer" title={page.volunteer.title} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg">
            {page.volunteer.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div>
            <h3 className="text-xl font-bold text-ink">{page.volunteer.areasTitle}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-7 text-lg marker:text-brand-700">
              {page.volunteer.areas.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
            <p className="mt-6">
              <ButtonLink to={page.volunteer.applyHref}>{page.volunteer.applyLabel}</ButtonLink>
            </p>
          </div>
        </div>
      </Section>
      <Section id="apply" title={page.apply.title} intro={page.apply.intro}>
        <Island name="join-us" data={{ answers: [actionData, loaderData.sent], search, prices: loaderData.prices }} Component={JoinUsIsland} />
      </Section>
      <Section title={page.nextSteps.title} tone="muted">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.nextSteps.steps.map((s, i) => (
            <li key={s.title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{s.title}</h3>
              <p className="mt-2 text-lg">{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <p className="w-full text-lg">{page.questions.text}</p>
          <ButtonLink to={page.questions.contactHref}>{page.questions.contactLabel}</ButtonLink>
          <ButtonLink to={page.questions.faqHref} variant="secondary">
            {page.questions.faqLabel}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
