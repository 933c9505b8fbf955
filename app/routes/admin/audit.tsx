// /admin/audit: who did what, for an owner. Every entry of the audit log, newest first,
// 50 a page, filtered by operator, by kind and by days in Bangalore (?operator=…&kind=…&from=…&to=…).
// A GET that changes nothing; entries hold no personal data, so neither does the page. Each entry
// names its item and what changed; on a phone it takes a line for what and one for who and when.
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { consoleAuditCopy as copy } from "#app/content/console-audit.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { fieldProps } from "#app/components/ui/field-props.ts";
import { Select } from "#app/components/ui/select.tsx";
import { addDays, clockTimeOn, formatWhen, parseIsoDate } from "#app/core/calendar.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { requireOwner } from "#app/lib/auth/guards.server.ts";
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, auditActors, auditKindOf, isAuditKind, listAudit } from "#app/lib/console/audit.server.ts";
import { describeAuditEntry } from "#app/lib/console/history.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOwner(request, services);
  const url = new URL(request.url);
  const actors = await auditActors(services.db);
  const operator = url.searchParams.get("operator") ?? "";
  const kind = url.searchParams.get("kind") ?? "";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  // A day as a date field sends it (yyyy-mm-dd); anything else is no limit.
  const day = (name: string) => {
    const value = (url.searchParams.get(name) ?? "").trim();
    return parseIsoDate(value) ? value : "";
  };
  const from = day("from");
  const to = day("to");
  const filter = {
    operator: actors.includes(operator) ? operator : undefined,
    kind: isAuditKind(kind) ? kind : undefined,
    since: from ? clockTimeOn(from, "00:00") : undefined,
    before: to ? clockTimeOn(addDays(to, 1), "00:00") : undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
  const { rows, total, page: shown, pages } = await listAudit(services.db, filter);
  const query = new URLSearchParams();
  if (filter.operator) query.set("operator", filter.operator);
  if (filter.kind) query.set("kind", filter.kind);
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return {
    operators: actors.map((a) => ({ value: a, label: a })),
    kinds: (Object.keys(AUDIT_KINDS) as Array<keyof typeof AUDIT_KINDS>).map((k) => ({ value: k, label: copy.kinds[k] })),
    operator: filter.operator ?? "",
    kind: filter.kind ?? "",
    fromDay: from,
    toDay: to,
    query: query.toString(),
    page: shown,
    pages,
    total,
    from: total === 0 ? 0 : (shown - 1) * AUDIT_PAGE_SIZE + 1,
    to: Math.min(total, shown * AUDIT_PAGE_SIZE),
    rows: rows.map((r) => ({
      id: r.id,
      when: formatWhen(r.createdAt),
      who: r.operatorEmail,
      kind: copy.kinds[auditKindOf(r.action) ?? "records"],
      what: describeAuditEntry(r.action, r.detail),
      reference: r.reference,
    })),
  };
}

export default function Audit({ loaderData: d }: Route.ComponentProps) {
  const filters = { idPrefix: "audit", copy, markers: commonCopy, state: { errors: {}, returnedValues: { operator: d.operator, kind: d.kind, from: d.fromDay, to: d.toDay } } };
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      <ConsoleSection id="filter" title={copy.filterHeading} frame="boxed">
        <Form method="get" className="mt-4 grid gap-4 md:grid-cols-2 md:items-end xl:grid-cols-[1fr_1fr_auto_auto]">
          <Select {...fieldProps(filters, "operator")} marker={undefined} placeholder={copy.anyOperator} options={d.operators} key={`o-${d.operator}`} />
          <Select {...fieldProps(filters, "kind")} marker={undefined} placeholder={copy.anyKind} options={d.kinds} key={`k-${d.kind}`} />
          <TextInput {...fieldProps(filters, "from")} marker={undefined} type="date" key={`f-${d.fromDay}`} />
          <TextInput {...fieldProps(filters, "to")} marker={undefined} type="date" key={`t-${d.toDay}`} />
          <div className="flex flex-wrap gap-3 md:col-span-2 xl:col-span-4">
            <button type="submit" className={consoleButton.primary}>
              {copy.apply}
            </button>
            {d.query ? (
              <Link to="/admin/audit" className={consoleButton.secondary}>
                {copy.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </ConsoleSection>
      <div className="mt-6">
        <DataTable caption={copy.caption(d.from, d.to, d.total)}>
          <thead>
            <tr>
              {/* On a phone, who and when join the entry's cell: one column, nothing to scroll. */}
              <Th className="hidden sm:table-cell">{copy.columns.when}</Th>
              <Th className="hidden sm:table-cell">{copy.columns.who}</Th>
              <Th className="hidden md:table-cell">{copy.columns.kind}</Th>
              <Th>{copy.columns.what}</Th>
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 ? (
              <tr>
                <Td className="py-4 text-lg" colSpan={4}>
                  {copy.none}
                </Td>
              </tr>
            ) : (
              d.rows.map((r) => (
                <tr key={r.id}>
                  <Td className="hidden min-w-32 sm:table-cell">{r.when}</Td>
                  <Td className="hidden break-all sm:table-cell">{r.who}</Td>
                  <Td className="hidden md:table-cell">{r.kind}</Td>
                  <Td>
                    <span className="font-semibold [overflow-wrap:anywhere] sm:font-normal">{r.what}</span>
                    {r.reference ? <span className="ml-2 font-mono text-base break-all">{r.reference}</span> : null}
                    {/* On a phone: who and when on one line under what. */}
                    <span className="block text-base break-all text-ink-muted sm:hidden">
                      {r.who} · {r.when}
                    </span>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      </div>
      <Pagination page={d.page} pages={d.pages} base="/admin/audit" query={d.query} />
    </>
  );
}
