// Preparing a WhatsApp message or a call for a person the mail does not reach (decision 042): a
// console post that records who prepared it and answers 303 to WhatsApp's click-to-chat address
// with the message written (or to tel:), so the volunteer's own phone opens it. A post, never a
// link: a GET changes nothing, and the message may carry a personal link made only now.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/prepare";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { consoleContactCopy as words } from "#app/content/console-contact.ts";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import { idField, privateHeaders } from "#app/lib/console/http.server.ts";
import { isPrepareRequest, prepareContact, type PrepareRequest } from "#app/lib/contact/prepare.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { field } from "#app/schemas/form-data.ts";

export function meta() {
  return consoleMeta(words.refusedTitle);
}

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const form = await formDataOf(request);
  const posted = { person: field(form, "person"), purpose: field(form, "purpose"), channel: field(form, "channel"), about: field(form, "about") };
  if (!isPrepareRequest(posted) || posted.about.length > 40) throw data("Unknown request", { status: 400, headers: privateHeaders });
  const req = { ...posted, id: idField(form, "id") } as PrepareRequest;
  const result = await prepareContact(services, operator, req);
  // Nothing to prepare (the booking or payment is gone, nothing is due, no mobile number): a page that says so.
  if ("refused" in result) return data({ refused: words.refused[result.refused] }, { status: result.refused === "no-number" ? 409 : 404, headers: privateHeaders });
  // 303: the browser opens the address with a GET (WhatsApp's page, or the phone's dialler).
  return redirect(result.location, { status: 303, headers: privateHeaders });
}

export default function Prepare({ actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold">{words.refusedTitle}</h1>
      {actionData?.refused ? <Alert tone="error" role="alert" heading={actionData.refused} className="mt-6" /> : null}
      <p className="mt-4">
        <Link to="/admin" className={consoleLink}>
          {words.back}
        </Link>
      </p>
    </>
  );
}
