import { useLocation } from "react-router";
import type { Route } from "./+types/contact";
import type { PageHandle } from "#app/root.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { contactPage as page } from "#app/content/contact-page.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { ChatChoices, ContactChannels } from "#app/components/site/contact-channels.tsx";
import { MapEmbed } from "#app/components/site/map-embed.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { contactAction } from "#app/lib/submissions/action.server.ts";
import { formHeaders } from "#app/lib/submissions/headers.ts";
import { sentAnswer } from "#app/lib/submissions/sent-receipt.server.ts";
import { Island } from "#app/islands/island.tsx";
import ContactIsland from "#app/islands/contact.tsx";

/** React hydrates this page's form as an island: it checks as the visitor types and sends without leaving the page (root.tsx, PageHandle). */
export const handle: PageHandle = { islands: true };

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

export const headers = formHeaders;

/** After a plain HTML post the server redirects here with its answer (post/redirect/get). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { sent: await sentAnswer(request, context) };
}

export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <Section title={page.channels.title}>
        <ContactChannels />
      </Section>
      <Section title={page.chat.title} intro={page.chat.intro} tone="muted">
        <ChatChoices />
      </Section>
      <Section id="message" title={page.form.title} intro={page.form.intro}>
        <Island name="contact" data={{ answers: [actionData, loaderData.sent], search }} Component={ContactIsland} />
      </Section>
      <Section title={page.reasonsTitle} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.reasons.map((r) => (
            <li key={r.title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <h3 className="text-xl font-bold text-brand-800">{r.title}</h3>
              <p className="mt-2 text-lg">{r.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={page.map.title} intro={page.map.intro}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <MapEmbed />
          <div>
            <h3 className="text-2xl font-bold text-ink">{page.facilitiesTitle}</h3>
            <ul className="mt-4 space-y-5">
              {page.facilities.map((f) => (
                <li key={f.title}>
                  <h4 className="text-xl font-bold text-brand-800">{f.title}</h4>
                  <p className="mt-1 text-lg">{f.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <section aria-labelledby="contact-cta" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="contact-cta" className="text-2xl font-bold sm:text-3xl">
            {page.cta.title}
          </h2>
          <p className="mt-3 max-w-3xl text-xl">{page.cta.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <a href={page.cta.callHref} className={`${buttonBase} ${buttonClasses.light}`}>
              {page.cta.callLabel}
            </a>
            <a href={page.cta.chatHref} target="_blank" rel="noopener noreferrer" className={`${buttonBase} border-2 border-white text-white hover:bg-brand-700`}>
              {page.cta.chatLabel}
              <span className="sr-only"> {page.chat.newTabNote}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
