// /admin/people?q=…: one person across everything the site holds about visitors, for an
// owner. The search is a GET that changes nothing; every record found has a tick box (ticked), and
// "Erase the ticked records…" posts them to a confirmation (the same page, nothing changed yet),
// where typing ERASE erases all of it in one step (app/lib/console/erasure.server.ts): exactly the
// records that page listed, which its post carries signed for the owner it was shown to.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/people";
import { consolePeopleCopy as copy } from "#app/content/console-people.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { formatDate, formatWhen } from "#app/core/calendar.ts";
import { slugOf } from "#app/core/records.ts";
import { statusLabel } from "#app/schemas/stored-fields.ts";
import { consoleEventsCopy } from "#app/content/console-events.ts";
import { requireOwner, requireOwnerPost } from "#app/lib/auth/guards.server.ts";
import { erasePeople } from "#app/lib/console/erasure.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { findPerson, MAX_FOUND, parsePersonKey, personKey, readErasureList, readPersonQuery, signErasureList, type PersonRecord } from "#app/lib/console/people.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

/** A found record as the page lists it. */
function view(r: PersonRecord) {
  const booking = r.kind === "booking";
  return {
    key: personKey(r),
    what: copy.kinds[r.kind],
    event: r.event ? copy.bookingOf(r.event.title, formatDate(r.event.date, "long")) : null,
    href: booking ? `/admin/events/${r.event!.id}` : `/admin/${slugOf[r.kind as Exclude<typeof r.kind, "booking">]}/${r.id}`,
    reference: r.reference,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: booking ? (consoleEventsCopy.bookings.statuses[r.status as keyof typeof consoleEventsCopy.bookings.statuses] ?? r.status) : statusLabel(r.status),
    received: formatWhen(r.createdAt),
  };
}
type Found = ReturnType<typeof view>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOwner(request, services);
  const url = new URL(request.url);
  const erased = Number(url.searchParams.get("erased") ?? 0) || 0;
  const leftovers = Number(url.searchParams.get("leftovers") ?? 0) || 0;
  const kept = Number(url.searchParams.get("kept") ?? 0) || 0;
  const done = erased ? (leftovers ? copy.doneWithLeftovers(erased, leftovers) : copy.done(erased)) : null;
  // What an erasure keeps, and why, is said with it.
  const notice = done && kept ? `${done} ${consoleRegisterCopy.keptReceipts(kept)}` : done;
  const query = readPersonQuery(url.searchParams.get("q"));
  const shared = { notice, failed: leftovers > 0, max: MAX_FOUND };
  if (!query) return { ...shared, q: url.searchParams.get("q")?.slice(0, 200) ?? "", found: null, tooMany: false };
  const records = await findPerson(services.db, query);
  return { ...shared, q: query.shown, found: records.slice(0, MAX_FOUND).map(view), tooMany: records.length > MAX_FOUND };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const operator = await requireOwnerPost(request, services);
  const form = await formDataOf(request);
  const now = new Date();
  if (field(form, "intent") === "erase") return eraseListed(services, operator, form, now);

  const q = field(form, "q").slice(0, 200);
  const picked = form
    .getAll("pick")
    .map((v) => (typeof v === "string" ? parsePersonKey(v) : undefined))
    .filter((v) => v !== undefined)
    .slice(0, MAX_FOUND);
  if (picked.length === 0) return data({ step: "pick" as const, error: copy.noneTicked, errors: {}, review: [] as Found[], listing: "" }, { status: 422, headers: privateHeaders });

  // What exactly is ticked, read again now: the confirmation lists it, nothing is changed yet. Its
  // post carries that list signed for this owner, and erases nothing else.
  const query = readPersonQuery(q);
  const found = query ? await findPerson(services.db, query) : [];
  const wanted = new Set(picked.map((p) => `${p.kind}:${p.id}`));
  const listed = found.filter((r) => wanted.has(personKey(r)));
  const listing = signErasureList(services.env, operator.id, { q, items: listed }, now);
  return data({ step: "confirm" as const, error: null, errors: {}, review: listed.map(view), listing }, { headers: privateHeaders });
}

/**
 * The confirmation's post: erases exactly the records its page listed (the signed list), those of
 * them its search still finds; ids posted beside the list are not read.
 */
async function eraseListed(services: ReturnType<typeof servicesOf>, operator: Awaited<ReturnType<typeof requireOwnerPost>>, form: FormData, now: Date) {
  const listing = field(form, "listing");
  const list = readErasureList(services.env, operator.id, listing, now);
  if (!list) return data({ step: "pick" as const, error: copy.listStale, errors: {}, review: [] as Found[], listing: "" }, { status: 422, headers: privateHeaders });
  const query = readPersonQuery(list.q);
  const found = query ? await findPerson(services.db, query) : [];
  const listedKeys = new Set(list.items.map(personKey));
  const still = found.filter((r) => listedKeys.has(personKey(r)));
  if (field(form, "confirm").trim() !== copy.confirm.word) {
    return data({ step: "confirm" as const, error: null, errors: { confirm: copy.confirm.fields.confirm.required }, review: still.map(view), listing }, { status: 422, headers: privateHeaders });
  }
  const result = await erasePeople(services, operator, still.map((r) => ({ kind: r.kind, id: r.id })));
  const notice: Record<string, string> = { erased: String(result.references.length) };
  if (result.leftovers.length) notice.leftovers = String(result.leftovers.length);
  if (result.keptReceipts) notice.kept = String(result.keptReceipts);
  throw redirect(withNotice("/admin/people", notice));
}

function Person({ record: r }: { record: Found }) {
  return (
    <>
      {r.name ? <span className="block font-semibold wrap-anywhere">{r.name}</span> : null}
      <span className="block break-all">{r.email}</span>
      {r.phone ? <span className="block">{r.phone}</span> : null}
    </>
  );
}

function RecordTable({ records, pick }: { records: readonly Found[]; pick: boolean }) {
  return (
    <DataTable caption={copy.confirm.listCaption} captionHidden={pick}>
      <thead>
        <tr>
          {pick ? <Th>{copy.columns.pick}</Th> : null}
          {/* On a phone the person joins the record's cell: the table is two columns wide at most. */}
          <Th>{copy.columns.what}</Th>
          <Th className="hidden md:table-cell">{copy.columns.person}</Th>
          <Th className="hidden md:table-cell">{copy.columns.status}</Th>
          <Th className="hidden md:table-cell">{copy.columns.received}</Th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.key}>
            {pick ? (
              <Td>
                {/* A box a finger finds: the 44 px target itself. */}
                <input type="checkbox" name="pick" value={r.key} defaultChecked aria-label={copy.pickLabel(r.what, r.reference)} className="size-target cursor-pointer accent-brand-700" />
              </Td>
            ) : null}
            <Td>
              <Link to={r.href} className={`${consoleLink} font-semibold`}>
                {r.what}
              </Link>
              {r.event ? <span className="block">{r.event}</span> : null}
              <span className="block font-mono break-all">{r.reference}</span>
              <span className="block md:hidden">
                {r.status}, {r.received}
              </span>
              <span className="mt-2 block md:hidden">
                <Person record={r} />
              </span>
            </Td>
            <Td className="hidden md:table-cell">
              <Person record={r} />
            </Td>
            <Td className="hidden md:table-cell">{r.status}</Td>
            <Td className="hidden md:table-cell">{r.received}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export default function People({ loaderData: d, actionData }: Route.ComponentProps) {
  const search = { idPrefix: "people", copy, markers: commonCopy, state: { errors: {}, returnedValues: { q: d.q } } };
  if (actionData?.step === "confirm") {
    const form = { idPrefix: "erase", copy: copy.confirm, markers: commonCopy, state: { errors: actionData.errors, returnedValues: {} } };
    return (
      <div className="max-w-4xl">
        <h1 className="text-3xl font-bold">{copy.confirm.title}</h1>
        <div className="mt-6 rounded-xl border-2 border-l-8 border-red-700 bg-red-50 p-5 text-lg">{copy.confirm.warning}</div>
        <div className="mt-6">
          <RecordTable records={actionData.review} pick={false} />
        </div>
        <Form method="post" noValidate className="mt-8 space-y-6">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="listing" value={actionData.listing} />
          <FormErrorSummary heading={copy.confirm.errorHeading} intro={copy.confirm.errorIntro} errors={errorSummary(form)} autoFocus level={2} />
          <TextInput {...fieldProps(form, "confirm")} autoComplete="off" spellCheck={false} autoCapitalize="characters" width="medium" />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={consoleButton.danger}>
              {copy.confirm.submit}
            </button>
            <Link to={`/admin/people?q=${encodeURIComponent(d.q)}`} className={consoleLink}>
              {copy.confirm.cancel}
            </Link>
          </div>
        </Form>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      {d.notice ? <Alert tone={d.failed ? "error" : "success"} heading={d.notice} role={d.failed ? "alert" : "status"} className="mt-6" /> : null}
      {actionData?.error ? <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" /> : null}
      <Form method="get" className="mt-6 flex max-w-3xl flex-wrap items-end gap-4">
        <div className="w-full">
          {/* A search box: neither required nor "optional". */}
          <TextInput {...fieldProps(search, "q", { spellCheck: false })} marker={undefined} autoCapitalize="none" maxLength={200} />
        </div>
        <button type="submit" className={consoleButton.primary}>
          {copy.search}
        </button>
      </Form>
      {d.found === null ? null : d.found.length === 0 ? (
        <p className="mt-8 text-lg wrap-anywhere" role="status">
          {copy.none(d.q)}
        </p>
      ) : (
        <section aria-labelledby="found-heading" className="mt-8">
          <h2 id="found-heading" className="text-2xl font-bold wrap-anywhere">
            {copy.caption(d.q, d.found.length)}
          </h2>
          {d.tooMany ? <Alert tone="error" heading={copy.tooMany(d.max)} className="mt-4" /> : null}
          <Form method="post" className="mt-4">
            <input type="hidden" name="q" value={d.q} />
            <RecordTable records={d.found} pick />
            <h3 className="mt-8 text-xl font-bold">{copy.eraseHeading}</h3>
            <p className="mt-2 max-w-3xl text-lg">{copy.eraseIntro}</p>
            <button type="submit" className={`${consoleButton.danger} mt-4`}>
              {copy.review}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}
