// A new event: the form, then the event's own page in the console.
import { data, redirect } from "react-router";
import type { Route } from "./+types/event-new";
import { consoleEventsCopy as copy } from "#app/content/console-events.ts";
import { EventForm } from "#app/components/admin/event-form.tsx";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { readEventForm } from "#app/lib/events/event-form.server.ts";
import { createEvent } from "#app/lib/events/events.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.form.newTitle);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const { values, input, errors } = readEventForm(await formDataOf(request));
  if (!input) return data({ values, errors }, { status: 422, headers: privateHeaders });
  const event = await createEvent(services.db, operator, input);
  if (event.status === "published") services.pages.changed();
  throw redirect(withNotice(`/admin/events/${event.id}`, { done: "created" }));
}

export default function NewEvent({ actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.form.newTitle}</h1>
      <h2 className="mt-6 text-2xl font-bold">{copy.form.detailsHeading}</h2>
      <EventForm values={actionData?.values ?? {}} errors={actionData?.errors ?? {}} submit={copy.form.create} />
    </>
  );
}
