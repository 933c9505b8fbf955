// The members register: how many members are paid for this month, due or lapsed, this month's
// takings by how they were paid, and the members by number, filtered by state and searched by name,
// number or phone; who was reminded this month. Each name opens the member's page.
import { Form, Link } from "react-router";
import { todayIso } from "#app/core/calendar.ts";
import type { Route } from "./+types/register";
import { consoleRegisterCopy as copy } from "#app/content/console-register.ts";
import { consoleMoneyCopy } from "#app/content/console-money.ts";
import { consolePlansCopy } from "#app/content/console-plans.ts";
import { registerImportCopy } from "#app/content/console-register-import.ts";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { isOwner, requireOperator } from "#app/lib/auth/guards.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRegister } from "#app/lib/fees/register.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { isMemberState, MEMBER_STATES, type PaymentMethod } from "#app/core/fees.ts";
import { formatMonth, formatWhen } from "#app/core/calendar.ts";
import { rupees } from "#app/core/money.ts";
import { ReachList } from "#app/components/admin/reach-list.tsx";
import { consoleContactCopy } from "#app/content/console-contact.ts";
import { monthReach } from "#app/lib/contact/reach.server.ts";

export function meta() {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, servicesOf(context));
  const url = new URL(request.url);
  const stateParam = url.searchParams.get("state") ?? "";
  const state = isMemberState(stateParam) ? stateParam : undefined;
  const q = (url.searchParams.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  const pageParam = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const [result, reminders] = await Promise.all([
    listRegister(servicesOf(context).db, { state, q: q || undefined, page: Number.isSafeInteger(pageParam) && pageParam > 0 ? pageParam : 1 }),
    // The month's reminders the mail does not reach: each with its prepared WhatsApp message, and who is still to be reminded.
    monthReach(servicesOf(context).db),
  ]);
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (q) query.set("q", q);
  return {
    countsLine: copy.counts(result.counts, result.month),
    month: result.month,
    today: todayIso(),
    state: state ?? "",
    q,
    query: query.toString(),
    takings: result.takings.map((t) => ({ method: copy.methods[t.method as PaymentMethod] ?? t.method, amount: rupees(t.amount), payments: t.payments })),
    takingsTotal: rupees(result.takings.reduce((sum, t) => sum + t.amount, 0)),
    rows: result.rows.map((r) => ({
      number: r.number,
      name: r.name,
      plan: copy.plans[r.plan] ?? r.plan,
      paidUntil: copy.paidUntil(r.paidUntil),
      state: r.state,
      stateLabel: copy.states[r.state],
      reminded: r.noReminders ? copy.noReminders : r.remindedAt ? formatWhen(r.remindedAt) : copy.notReminded,
    })),
    total: result.total,
    page: result.page,
    pages: result.pages,
    canExport: isOwner(operator),
    reminders: { month: formatMonth(reminders.month), people: reminders.people },
  };
}

export default function Register({ loaderData: d }: Route.ComponentProps) {
  const cols = copy.columns;
  const base = "/admin/register";
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      <p className="mt-4 text-xl font-semibold" data-testid="register-counts">
        {d.countsLine}
      </p>

      <ConsoleSection id="takings" title={copy.takings(d.month)}>
        {d.takings.length === 0 ? (
          <p className="mt-3 text-lg">{copy.takingsNone}</p>
        ) : (
          <dl className="mt-3 grid max-w-xl grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 text-lg">
            {d.takings.map((t) => (
              <div key={t.method} className="contents">
                <dt>
                  {t.method} ({t.payments})
                </dt>
                <dd className="text-right tabular-nums">{t.amount}</dd>
              </div>
            ))}
            <dt className="border-t-2 border-stone-300 pt-1 font-semibold">{copy.takingsTotal}</dt>
            <dd className="border-t-2 border-stone-300 pt-1 text-right font-semibold tabular-nums">{d.takingsTotal}</dd>
          </dl>
        )}
        <p className="mt-3">
          <Link to={`${base}/money`} className={consoleLink}>
            {consoleMoneyCopy.link}
          </Link>
        </p>
      </ConsoleSection>

      <ReachList
        id="remind"
        title={consoleContactCopy.monthHeading(d.reminders.month)}
        intro={consoleContactCopy.monthIntro}
        empty={consoleContactCopy.monthNone}
        people={d.reminders.people}
        still={consoleContactCopy.stillToRemind}
      />

      <ConsoleSection id="filter" title={copy.filter.heading} frame="boxed" spacing="mt-6">
        {/* A GET form: the filter lives in the address, so it can be bookmarked and paged. */}
        <Form method="get" action={base} className="mt-4 grid items-end gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]">
          <Select
            id="filter-state"
            name="state"
            label={copy.filter.state}
            placeholder={copy.allStates}
            options={MEMBER_STATES.map((s) => ({ value: s, label: copy.states[s] }))}
            defaultValue={d.state}
            key={`s-${d.state}`}
          />
          <TextInput id="filter-q" name="q" type="search" label={copy.filter.q.label} hint={copy.filter.q.hint} defaultValue={d.q} key={`q-${d.q}`} spellCheck={false} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={consoleButton.primary}>
              {copy.filter.submit}
            </button>
            {d.query ? (
              <Link to={base} className={consoleButton.secondary}>
                {copy.filter.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </ConsoleSection>

      {d.canExport ? (
        <p className="mt-6 flex flex-wrap gap-x-6">
          <a href="#export-heading" className={consoleLink}>
            {copy.export.link}
          </a>
          <Link to={`${base}/import`} className={consoleLink}>
            {registerImportCopy.link}
          </Link>
          <Link to={`${base}/plans`} className={consoleLink}>
            {consolePlansCopy.link}
          </Link>
        </p>
      ) : null}

      <div className="mt-4">
        <DataTable caption={copy.caption(d.total)} stack>
          <thead>
            <tr>
              <Th>{cols.name}</Th>
              <Th>{cols.number}</Th>
              <Th>{cols.state}</Th>
              <Th>{cols.paidUntil}</Th>
              <Th>{cols.plan}</Th>
              <Th>{cols.reminded}</Th>
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 ? (
              <tr>
                <Td className="py-4 text-lg" colSpan={6}>
                  {d.total === 0 && !d.query ? copy.empty : copy.none}
                </Td>
              </tr>
            ) : (
              d.rows.map((r) => (
                <tr key={r.number}>
                  <Td className="min-w-40">
                    <Link to={`${base}/${r.number}`} className={`${consoleLink} text-lg break-words`}>
                      {r.name}
                    </Link>
                  </Td>
                  <Td label={cols.number} className="font-mono">
                    {copy.memberNumber(r.number)}
                  </Td>
                  <Td label={cols.state}>
                    <StatusBadge status={r.state} label={r.stateLabel} />
                  </Td>
                  <Td label={cols.paidUntil}>{r.paidUntil}</Td>
                  <Td label={cols.plan}>{r.plan}</Td>
                  <Td label={cols.reminded}>{r.reminded}</Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      </div>
      <Pagination page={d.page} pages={d.pages} base={base} query={d.query} />

      {d.canExport ? (
        <ConsoleSection id="export" title={copy.export.heading} frame="boxed" width="form">
          {/* A GET form to a file: the browser downloads it without leaving the page. */}
          <form method="get" action={`${base}/payments.csv`} className="mt-4 flex flex-wrap items-end gap-4">
            <TextInput id="export-from" name="from" type="date" label={copy.export.from.label} required defaultValue={`${d.month}-01`} />
            <TextInput id="export-to" name="to" type="date" label={copy.export.to.label} required defaultValue={d.today} />
            <button type="submit" className={consoleButton.secondary}>
              {copy.export.submit}
            </button>
          </form>
        </ConsoleSection>
      ) : null}
    </>
  );
}
