// A payment's receipt as the member was mailed it, to print and hand over: the community's name
// and address, the receipt number, the member, the amount in figures and in words, how it was paid
// and the months it covers; a void receipt says so.
import { Link } from "react-router";
import type { Route } from "./+types/register-receipt";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { receiptFacts } from "#app/lib/fees/fee-mail.server.ts";
import { getMember, memberActivity } from "#app/lib/fees/register.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { site } from "#app/core/site.ts";

export function meta({ loaderData: d }: Route.MetaArgs) {
  return consoleMeta(d ? copy.receipt.title(d.receipt) : copy.title);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(request, servicesOf(context));
  const { db } = servicesOf(context);
  const number = /^[1-9]\d{0,8}$/.test(params.number) ? Number(params.number) : 0;
  const id = /^[1-9]\d{0,9}$/.test(params.payment) ? Number(params.payment) : 0;
  const member = number ? await getMember(db, number) : null;
  if (!member || !id) notFound();
  const payment = (await memberActivity(db, member.id)).payments.find((p) => p.id === id);
  if (!payment) notFound();
  return {
    number,
    receipt: payment.receiptNumber,
    // The community's name and address head the page: the facts start with the receipt's number.
    facts: receiptFacts(member, payment).slice(1),
    void: payment.voidedAt ? copy.receipt.void(payment.voidReason ?? "") : null,
  };
}

export default function Receipt({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <p className="print:hidden">
        <Link to={`/admin/register/${d.number}`} className={consoleLink}>
          <span aria-hidden="true">←&nbsp;</span>
          {copy.receipt.back}
        </Link>
      </p>
      <article className="mt-4 max-w-2xl rounded-xl border-2 border-stone-400 p-5 print:border-0 print:p-0">
        <p className="text-xl font-bold">{site.brand}</p>
        <p className="text-lg">{site.address.display}</p>
        <h1 className="mt-4 text-3xl font-bold">
          {copy.receipt.heading} <span className="inline-block font-mono whitespace-nowrap">{d.receipt}</span>
        </h1>
        {d.void ? <p className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-xl font-bold text-red-900">{d.void}</p> : null}
        <dl className="mt-4 divide-y divide-stone-200">
          {d.facts.map((f) => (
            <div key={f.label} className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
              <dt className="font-semibold">{f.label}</dt>
              <dd className="break-words">{f.value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <p className="mt-4 print:hidden">
        <button type="button" onClick={() => window.print()} className={`${consoleButton.secondary} js-only`}>
          {copy.receipt.print}
        </button>
        <span className="no-js-only text-lg">{consoleEventsCopy.attendance.printWithoutScript}</span>
      </p>
    </>
  );
}
