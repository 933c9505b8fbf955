// A new event: the form, then the event's own page in the console. An event that repeats is saved
// as one event per date; the page of the first one opens, saying how many were made.
import { data, redirect } from "react-router";
import type { Route } from "./+types/event-new";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { programmeOptions, readNewEventForm } from "#app/lib/events/event-form.server.ts";
import { createEvents } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.form.newTitle);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  return { programmes: await programmeOptions() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const { values, input, errors } = await readNewEventForm(await formDataOf(request));
  if (!input) return data({ values, errors }, { status: 422, headers: privateHeaders });
  const created = await createEvents(services.db, operator, input);
  const first = created[0]!;
  if (first.status === "published") services.pages.changed();
  const notice: Record<string, string> = created.length > 1 ? { done: "series", count: String(created.length), last: created[created.length - 1]!.date } : { done: "created" };
  throw redirect(withNotice(`/admin/events/${first.id}`, notice));
}

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.form.newTitle}</h1>
      <h2 className="mt-6 text-2xl font-bold">{copy.form.detailsHeading}</h2>
      <EventForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submit={copy.form.create} programmes={loaderData.programmes} repeat />
    </>
  );
}
