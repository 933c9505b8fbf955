import type { Route } from "./+types/testimonials";
import { pageMeta } from "#app/lib/seo.ts";
import { testimonials, testimonialsPage as page } from "#app/content/testimonials.ts";
import { publicStories } from "#app/lib/stories-team/stories.server.ts";
import { maybeRequestContext } from "#app/lib/services/context.server.ts";
import { PageHero } from "#app/components/site/page-hero.tsx";
import { Section } from "#app/components/site/section.tsx";
import { TestimonialCarousel } from "#app/components/site/testimonial-carousel.tsx";
import { TestimonialGrid } from "#app/components/site/testimonial-grid.tsx";
import { VideoPlaceholder } from "#app/components/site/video-placeholder.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";

export function meta(_: Route.MetaArgs) {
  return pageMeta(page);
}

// Rendered per request and kept in the day cache: the stories are edited in the console.
// A story with a YouTube ID is in the video section too; without any, the section is not shown.
export async function loader({ context }: Route.LoaderArgs) {
  const services = maybeRequestContext(context)?.services;
  return services ? await publicStories(services.db) : { testimonials, videos: [] };
}

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { testimonials: stories, videos } = loaderData;
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      {stories.length > 0 ? (
        <>
          <Section title={page.carousel.title}>
            <TestimonialCarousel testimonials={stories} />
          </Section>
          <Section title={page.gridTitle} intro={page.gridIntro} tone="muted">
            <TestimonialGrid testimonials={stories} />
          </Section>
        </>
      ) : null}
      {videos.length > 0 ? (
        <Section title={page.videosTitle} intro={page.videosIntro}>
          <ul className="grid gap-10 md:grid-cols-2">
            {videos.map((v) => (
              <li key={v.id}>
                <VideoPlaceholder video={v} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={page.cta.title} intro={page.cta.text} tone="muted">
        <div className="flex flex-wrap gap-4">
          <ButtonLink to={page.cta.join.href}>{page.cta.join.label}</ButtonLink>
          <ButtonLink to={page.cta.contact.href} variant="secondary">
            {page.cta.contact.label}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
