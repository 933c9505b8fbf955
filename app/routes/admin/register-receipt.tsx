// A payment's receipt as the member was mailed it, to print and hand over: the community's name
// and address, the receipt number, the member, the amount in figures and in words, how it was paid
// and the months it covers; a void receipt says so.
import type { Route } from "./+types/register-receipt";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { notFound } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { feePaidBy, receiptFacts } from "#app/lib/payments/receipt.server.ts";
import { ReceiptPage, type ReceiptPageData } from "#app/components/admin/receipt-page.tsx";
import { getMember, memberActivity } from "#app/lib/fees/register.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

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
    receipt: payment.receiptNumber,
    // The community's name and address head the page: the facts start with the receipt's number.
    facts: receiptFacts(payment, feePaidBy(member)).slice(1),
    void: payment.voidedAt ? copy.receipt.void(payment.voidReason ?? "") : null,
    back: { to: `/admin/register/${number}`, label: copy.receipt.back },
  } satisfies ReceiptPageData;
}

export default function Receipt({ loaderData: d }: Route.ComponentProps) {
  return <ReceiptPage d={d} />;
}
