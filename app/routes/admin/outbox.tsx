// The outbox: mail not yet delivered (dead first, then waiting), with its last error and a button
// to send it again now; below it, the same for WhatsApp's template messages, when the centre sends them.
import { data, redirect } from "react-router";
import type { Route } from "./+types/outbox";
import { consoleCopy } from "#app/content/console.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { MailTable } from "#app/components/admin/mail-table.tsx";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import { idField, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { mailView, retryMail, undeliveredMail } from "#app/lib/console/outbox.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { WhatsAppTable } from "#app/components/admin/whatsapp-table.tsx";
import { consoleWhatsAppCopy } from "#app/content/console-whatsapp.ts";
import { retryWhatsApp, undeliveredWhatsApp, whatsappView } from "#app/lib/whatsapp/console.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(consoleCopy.outbox.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = servicesOf(context);
  await requireOperator(request, servicesOf(context));
  const [mails, whatsapp] = await Promise.all([undeliveredMail(db), undeliveredWhatsApp(db)]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    notice: done === "retry" ? consoleCopy.outbox.retried : done === "retry-whatsapp" ? consoleWhatsAppCopy.retried : null,
    mails: mails.map(mailView),
    // Shown when the centre sends WhatsApp messages, or some are left from when it did.
    whatsapp: env.WHATSAPP || whatsapp.length > 0 ? whatsapp.map((row) => whatsappView(row, env.WHATSAPP)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = await requireConsolePost(request, servicesOf(context));
  const form = await formDataOf(request);
  if (field(form, "intent") === "retry-whatsapp") {
    const result = await retryWhatsApp(servicesOf(context).db, servicesOf(context).dispatcher, operator, idField(form, "message"));
    if (result === "retried") throw redirect(withNotice("/admin/outbox", { done: "retry-whatsapp" }));
    return data({ error: consoleWhatsAppCopy.notRetryable }, { status: 409, headers: privateHeaders });
  }
  if (field(form, "intent") !== "retry") throw data("Unknown request", { status: 400, headers: privateHeaders });
  const result = await retryMail(servicesOf(context).db, servicesOf(context).dispatcher, operator, idField(form, "mail"));
  if (result.result === "retried") throw redirect(withNotice("/admin/outbox", { done: "retry" }));
  return data({ error: consoleCopy.outbox.notRetryable }, { status: 409, headers: privateHeaders });
}

export default function Outbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const copy = consoleCopy.outbox;
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6" />
      ) : null}
      {d.mails.length === 0 ? (
        <p className="mt-8 text-lg">{copy.none}</p>
      ) : (
        <div className="mt-8">
          <MailTable place="outbox" mails={d.mails} />
        </div>
      )}
      {d.whatsapp ? (
        <section aria-labelledby="whatsapp-heading" className="mt-12">
          <h2 id="whatsapp-heading" className="text-2xl font-bold">
            {consoleWhatsAppCopy.heading}
          </h2>
          <p className="mt-3 text-lg">{consoleWhatsAppCopy.intro}</p>
          {d.whatsapp.length === 0 ? (
            <p className="mt-6 text-lg">{consoleWhatsAppCopy.none}</p>
          ) : (
            <div className="mt-6">
              <WhatsAppTable messages={d.whatsapp} />
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}
