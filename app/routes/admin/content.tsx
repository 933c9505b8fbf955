// The console's "Site content" page: one place that lists what the operator can change on the site.
import { Link } from "react-router";
import type { Route } from "./+types/content";
import { consoleContentCopy as copy } from "#app/content/console-content.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  return null;
}

export default function SiteContent() {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {copy.sections.map((section) => (
          <li key={section.to} className="rounded-xl border-2 border-stone-300 p-5">
            <h2 className="text-2xl font-bold">
              <Link to={section.to} className={consoleLink}>
                {section.title}
              </Link>
            </h2>
            <p className="mt-2 text-lg">{section.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
