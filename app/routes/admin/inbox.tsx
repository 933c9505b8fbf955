// An inbox per record type: newest first, 25 a page, filtered by status (a subscription by whether
// it is confirmed), searched by name, e-mail, phone, a message's words or Reference ID, with a CSV
// download of everything that matches. Each row's name opens the record; on a phone the table is
// one column, each row a block.
import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { consoleCopy } from "#app/content/console.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { Select } from "#app/components/ui/select.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { isOwner, requireOperator } from "#app/lib/auth/guards.server.ts";
import { storedRecords } from "#app/schemas/records.ts";
import { statusLabel, topicOf } from "#app/schemas/stored-fields.ts";
import type { AnyRecordRow } from "#app/lib/db/schema.ts";
import { typeParam } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { listRecords, parseFilter } from "#app/lib/console/records.server.ts";
import { inboxStatesOf, stateOf } from "#app/core/records.ts";
import { formatWhen } from "#app/core/calendar.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return consoleMeta(data?.title ?? consoleCopy.brand);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const operator = await requireOperator(request, servicesOf(context));
  const { slug, type } = typeParam(params);
  const url = new URL(request.url);
  const filter = parseFilter(type, url);
  const result = await listRecords(servicesOf(context).db, type, filter);
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.q) query.set("q", filter.q);
  return {
    slug,
    hasName: type !== "newsletter",
    title: consoleCopy.types[type].plural,
    topicColumn: consoleCopy.inbox.topicColumn[type],
    status: filter.status ?? "",
    q: filter.q ?? "",
    query: query.toString(),
    statuses: inboxStatesOf[type].map((s) => ({ value: s, label: statusLabel(s) })),
    rows: result.rows.map((row: AnyRecordRow) => {
      const state = stateOf(type, row as { status: string; confirmedAt?: Date | null });
      return {
        id: row.id,
        reference: row.reference,
        received: formatWhen(row.createdAt),
        name: "name" in row ? row.name : "",
        email: row.email,
        topic: topicOf(storedRecords[type], row),
        status: state,
        statusLabel: statusLabel(state),
      };
    }),
    total: result.total,
    page: result.page,
    pages: result.pages,
    from: result.total === 0 ? 0 : (result.page - 1) * result.pageSize + 1,
    to: (result.page - 1) * result.pageSize + result.rows.length,
    erased: (url.searchParams.get("erased") ?? "").slice(0, 60),
    leftovers: Number(url.searchParams.get("leftovers") ?? 0) || 0,
    kept: Number(url.searchParams.get("kept") ?? 0) || 0,
    // Downloads are an owner's (docs/decisions/020-roles-and-erasure.md).
    canExport: isOwner(operator),
  };
}

export default function Inbox({ loaderData: d }: Route.ComponentProps) {
  const copy = consoleCopy.inbox;
  const cols = copy.columns;
  const base = `/admin/${d.slug}`;
  return (
    <>
      <h1 className="text-3xl font-bold">{d.title}</h1>
      <p className="mt-3 text-lg">{d.hasName ? copy.intro : copy.introNoName}</p>
      {d.erased && d.leftovers ? (
        <Alert tone="error" heading={copy.erasedWithLeftovers(d.erased, d.leftovers)} role="alert" className="mt-6" />
      ) : d.erased ? (
        <Alert tone="success" heading={copy.erased(d.erased)} role="status" className="mt-6">
          {d.kept ? <p>{consoleRegisterCopy.keptReceipts(d.kept)}</p> : null}
        </Alert>
      ) : null}

      <ConsoleSection id="filter" title={copy.filterHeading} frame="boxed" spacing="mt-6">
        {/* A GET form: the filter lives in the address, so it can be bookmarked and paged. */}
        <Form method="get" action={base} className="mt-4 grid items-end gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto]">
          <Select id="filter-status" name="status" label={copy.status} placeholder={copy.anyStatus} options={d.statuses} defaultValue={d.status} key={`s-${d.status}`} />
          <TextInput
            id="filter-q"
            name="q"
            type="search"
            label={copy.search}
            hint={d.hasName ? copy.searchHint : copy.searchHintNoName}
            defaultValue={d.q}
            key={`q-${d.q}`}
            spellCheck={false}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={consoleButton.primary}>
              {copy.apply}
            </button>
            {d.query ? (
              <Link to={base} className={consoleButton.secondary}>
                {copy.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </ConsoleSection>

      {d.canExport ? (
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1">
          {/* reloadDocument: a file download, not a page for the router. */}
          <Link reloadDocument to={`${base}/export.csv${d.query ? `?${d.query}` : ""}`} className={consoleLink} download>
            {copy.export}
          </Link>
          <span className="text-base text-ink-muted">{copy.exportHint}</span>
        </div>
      ) : null}

      <div className="mt-4">
        <DataTable caption={copy.caption(d.title, d.from, d.to, d.total)} stack>
          <thead>
            <tr>
              <Th>{d.hasName ? cols.name : cols.email}</Th>
              <Th>{cols.status}</Th>
              <Th>{cols.received}</Th>
              {d.hasName ? <Th>{cols.email}</Th> : null}
              <Th>{d.topicColumn}</Th>
              <Th>{cols.reference}</Th>
            </tr>
          </thead>
          <tbody>
            {d.rows.length === 0 ? (
              <tr>
                <Td className="py-4 text-lg" colSpan={d.hasName ? 6 : 5}>
                  {copy.none}
                </Td>
              </tr>
            ) : (
              d.rows.map((r) => (
                <tr key={r.id}>
                  {/* The person's name opens the record (a subscription's address, which has no name). */}
                  <Td className="min-w-40">
                    <Link to={`${base}/${r.id}`} className={`${consoleLink} text-lg break-words`}>
                      {d.hasName ? r.name : r.email}
                    </Link>
                  </Td>
                  <Td label={cols.status}>
                    <StatusBadge status={r.status} label={r.statusLabel} />
                  </Td>
                  <Td label={cols.received} className="min-w-36">
                    {r.received}
                  </Td>
                  {d.hasName ? (
                    <Td label={cols.email} className="break-all">
                      {r.email}
                    </Td>
                  ) : null}
                  <Td label={d.topicColumn} className="min-w-40">
                    {r.topic}
                  </Td>
                  <Td label={cols.reference} className="font-mono break-all">
                    {r.reference}
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      </div>
      <Pagination page={d.page} pages={d.pages} base={base} query={d.query} />
    </>
  );
}
