// /admin/register/money?month=yyyy-mm: a month's money in and out, members' fees and outings alike,
// by how it was paid, and every movement (the cash book, app/lib/payments/cash-book.server.ts, as
// the payments CSV and the register's "taken this month" read it). Read-only; on a phone each
// table stacks into lines. The month before and after are links.
import { BackLink } from "#app/components/admin/back-link.tsx";
import { Link } from "react-router";
import type { Route } from "./+types/register-money";
import { consoleMoneyCopy as copy } from "#app/content/console-money.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { monthOf } from "#app/lib/fees/register.server.ts";
import { cashBook } from "#app/lib/payments/cash-book.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { addDays, formatStoredDate, shiftMonth } from "#app/core/calendar.ts";
import type { PaymentMethod } from "#app/core/fees.ts";
import { rupees } from "#app/core/money.ts";

export function meta({ loaderData: d }: Route.MetaArgs) {
  return consoleMeta(d ? copy.title(d.month) : consoleRegisterCopy.title);
}

const method = (m: string) => consoleRegisterCopy.methods[m as PaymentMethod] ?? m;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOperator(request, services);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : monthOf(new Date());
  const book = await cashBook(services.db, `${month}-01`, addDays(`${shiftMonth(month, 1)}-01`, -1));
  return {
    month,
    earlier: shiftMonth(month, -1),
    later: shiftMonth(month, 1),
    totals: book.totals.map((t) => ({ method: method(t.method), in: rupees(t.in), out: rupees(t.out), net: rupees(t.amount) })),
    total: { in: rupees(book.totals.reduce((s, t) => s + t.in, 0)), out: rupees(book.totals.reduce((s, t) => s + t.out, 0)), net: rupees(book.total) },
    movements: book.movements.map((m, i) => ({
      key: `${m.kind}-${m.receipt}-${i}`,
      date: formatStoredDate(m.date),
      what: `${copy.kinds[m.kind]} ${m.receipt}: ${m.memberNumber === null ? "" : `M-${m.memberNumber}, `}${m.name || "—"}. ${m.paidFor}`,
      amount: rupees(m.amount),
      method: method(m.method),
      void: m.voidReason === null ? null : copy.void(m.voidReason || "void"),
    })),
  };
}

export default function RegisterMoney({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/admin/register" label={copy.back} />
      <h1 className="mt-2 text-3xl font-bold">{copy.title(d.month)}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`?month=${d.earlier}`} className={consoleLink}>
          {copy.earlier}
        </Link>
        <Link to={`?month=${d.later}`} className={consoleLink}>
          {copy.later}
        </Link>
      </p>
      {d.movements.length === 0 ? (
        <p className="mt-6 text-lg">{copy.none}</p>
      ) : (
        <>
          <div className="mt-6">
            <DataTable caption={copy.totalsCaption} stack>
              <thead>
                <tr>
                  <Th>{copy.columns.method}</Th>
                  <Th>{copy.columns.in}</Th>
                  <Th>{copy.columns.out}</Th>
                  <Th>{copy.columns.net}</Th>
                </tr>
              </thead>
              <tbody>
                {d.totals.map((t) => (
                  <tr key={t.method}>
                    <Td className="font-semibold">{t.method}</Td>
                    <Td label={copy.columns.in} className="tabular-nums">
                      {t.in}
                    </Td>
                    <Td label={copy.columns.out} className="tabular-nums">
                      {t.out}
                    </Td>
                    <Td label={copy.columns.net} className="tabular-nums">
                      {t.net}
                    </Td>
                  </tr>
                ))}
                <tr>
                  <Td className="font-bold">{copy.total}</Td>
                  <Td label={copy.columns.in} className="font-bold tabular-nums">
                    {d.total.in}
                  </Td>
                  <Td label={copy.columns.out} className="font-bold tabular-nums">
                    {d.total.out}
                  </Td>
                  <Td label={copy.columns.net} className="font-bold tabular-nums">
                    <span data-testid="money-net">{d.total.net}</span>
                  </Td>
                </tr>
              </tbody>
            </DataTable>
          </div>
          <div className="mt-8">
            <DataTable caption={copy.movementsCaption(d.movements.length)} stack>
              <thead>
                <tr>
                  <Th>{copy.movement.date}</Th>
                  <Th>{copy.movement.what}</Th>
                  <Th>{copy.movement.amount}</Th>
                  <Th>{copy.movement.method}</Th>
                </tr>
              </thead>
              <tbody>
                {d.movements.map((m) => (
                  <tr key={m.key}>
                    <Td>{m.date}</Td>
                    <Td label={copy.movement.what} className="break-words">
                      {m.what}
                      {m.void ? <span className="mt-1 block font-semibold text-red-900">{m.void}</span> : null}
                    </Td>
                    <Td label={copy.movement.amount} className={`tabular-nums ${m.void ? "line-through" : ""}`}>
                      {m.amount}
                    </Td>
                    <Td label={copy.movement.method}>{m.method}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        </>
      )}
    </>
  );
}
