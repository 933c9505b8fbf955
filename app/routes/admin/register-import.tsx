// Bringing a paper register into the members register (owners): a CSV file or its pasted text is
// previewed row by row (those it will import, and those refused with each reason); "Import N
// members" posts the same text back with the preview's digest and one form token, and the server
// checks every row again before it imports them in one transaction (app/lib/fees/import.server.ts).
// Both forms are plain multipart posts the browser sends itself (reloadDocument), so a file too large
// to accept gets the server's own page explaining it, as the media upload does.
import { BackLink } from "#app/components/admin/back-link.tsx";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/register-import";
import { IMPORT_COLUMNS, registerImportCopy as copy } from "#app/content/console-register-import.ts";
import { consoleRegisterCopy } from "#app/content/console-register.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { ConsoleSection } from "#app/components/admin/console-section.tsx";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { StatusBadge } from "#app/components/admin/status-badge.tsx";
import { requireOwner, requireOwnerPost } from "#app/lib/auth/guards.server.ts";
import { privateHeaders, recordId, withNotice } from "#app/lib/console/http.server.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { checkImport, importMembers, importOfAudit, importSourceOf, readImportText, type ImportCheck } from "#app/lib/fees/import.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { newFormToken } from "#app/lib/submissions/fill-form-tokens.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { FORM_TOKEN_FIELD, onlyFormToken } from "#app/core/form-token-fields.ts";

const here = "/admin/register/import";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  await requireOwner(request, services);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const id = recordId(url.searchParams.get("import") ?? undefined);
  // The notice is built from the stored audit entry the address names, never from the address's text.
  const made = (done === "imported" || done === "already") && id !== undefined ? await importOfAudit(services.db, id) : null;
  const notice = made ? (done === "imported" ? copy.import.done : copy.import.already)(made.count, made.first, made.last) : null;
  return { notice };
}

/** The preview as the page shows it: each row's cells (as read for a good row, as typed for a refused one) and its reasons. */
function previewOf(check: ImportCheck, csv: string) {
  const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);
  const rows = check.rows.map((r) => ({
    row: r.row,
    good: r.member !== null,
    cells: r.member
      ? {
          name: r.member.name,
          email: r.member.email,
          phone: r.member.phone,
          plan: consoleRegisterCopy.plans[r.member.plan] ?? r.member.plan,
          joinedOn: copy.preview.joined(r.member.joinedOn),
          paidUntil: copy.preview.paidUntil(r.member.paidUntil),
        }
      : Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cut(r.cells[c])])),
    reasons: r.reasons,
  }));
  return { rows, good: check.good.length, refused: rows.length - check.good.length, ignored: check.ignored, csv, digest: check.digest, formToken: newFormToken() };
}
type PreviewView = ReturnType<typeof previewOf>;

type ActionResult = { errors: Record<string, string>; values: Record<string, string>; preview?: PreviewView; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  // The owner first: the file is not read for anyone else.
  const operator = await requireOwnerPost(request, services);
  const form = await formDataOf(request);
  const answer = (result: ActionResult, status = 200) => data<ActionResult>(result, { status, headers: privateHeaders });
  const now = new Date();

  if (field(form, "intent") === "import") {
    const formToken = onlyFormToken(form);
    if (!formToken) return answer({ errors: {}, values: {}, error: copy.import.notFromPage }, 400);
    const sent = form.get("csv");
    const csv = typeof sent === "string" ? sent : "";
    const result = await importMembers(services.db, operator, csv, { formToken, digest: field(form, "digest"), now });
    if (result.result === "imported" || result.result === "already") throw redirect(withNotice(here, { done: result.result, import: String(result.auditId) }));
    // Nothing imported: the rows as they stand now, to be looked at again.
    return answer({ errors: {}, values: {}, error: copy.import.changed, ...(result.check ? { preview: previewOf(result.check, csv) } : {}) }, 409);
  }

  const pasted = form.get("text");
  const values = { text: typeof pasted === "string" ? pasted.slice(0, 200_000) : "" };
  const source = await importSourceOf(form);
  if (!source.ok) return answer({ errors: { [source.field]: source.message }, values }, 422);
  const file = readImportText(source.text);
  if (!file.ok) return answer({ errors: { [source.from]: file.message }, values }, 422);
  return answer({ errors: {}, values: {}, preview: previewOf(await checkImport(services.db, file, now), source.text) });
}

export default function RegisterImport({ loaderData: d, actionData }: Route.ComponentProps) {
  const p = actionData?.preview;
  const words = { fields: copy.form.fields };
  const form = { idPrefix: "import", copy: words, markers: commonCopy, state: { errors: actionData?.errors ?? {}, returnedValues: actionData?.values ?? {} } };
  const cols = copy.preview.columns;
  return (
    <>
      <BackLink to="/admin/register" label={copy.back} />
      <h1 className="mt-2 text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>

      {actionData?.error ? (
        <Alert tone="error" heading={actionData.error} role="alert" className="mt-6" />
      ) : d.notice ? (
        <Alert tone="success" heading={d.notice} role="status" className="mt-6">
          <p className="mt-2 text-lg">
            <Link to="/admin/register" className={consoleLink}>
              {copy.import.toRegister}
            </Link>
          </p>
        </Alert>
      ) : null}

      {p ? (
        <ConsoleSection id="preview" title={copy.preview.heading}>
          <Alert tone={p.good > 0 ? "success" : "error"} heading={copy.preview.summary(p.good, p.refused)} role="status" className="mt-4">
            {p.ignored.length ? <p className="mt-2 text-lg">{copy.preview.ignored(p.ignored)}</p> : null}
            {p.refused ? <p className="mt-2 text-lg">{copy.preview.refusedNote}</p> : null}
          </Alert>
          {p.good > 0 ? (
            <Form method="post" encType="multipart/form-data" reloadDocument className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="csv" value={p.csv} />
              <input type="hidden" name="digest" value={p.digest} />
              <input type="hidden" name={FORM_TOKEN_FIELD} value={p.formToken} />
              <p className="max-w-3xl text-lg">{copy.import.note}</p>
              <button type="submit" className={consoleButton.primary}>
                {copy.import.submit(p.good)}
              </button>
            </Form>
          ) : (
            <p className="mt-4 text-lg">{copy.preview.noneToImport}</p>
          )}
          <div className="mt-6">
            <DataTable caption={copy.preview.caption(p.rows.length)} stack>
              <thead>
                <tr>
                  <Th>{cols.row}</Th>
                  <Th>{cols.verdict}</Th>
                  <Th>{cols.name}</Th>
                  <Th>{cols.email}</Th>
                  <Th>{cols.phone}</Th>
                  <Th>{cols.plan}</Th>
                  <Th>{cols.joinedOn}</Th>
                  <Th>{cols.paidUntil}</Th>
                </tr>
              </thead>
              <tbody>
                {p.rows.map((r) => (
                  <tr key={r.row}>
                    <Td label={cols.row} className="tabular-nums">
                      {r.row}
                    </Td>
                    <Td label={cols.verdict} className="min-w-48">
                      <StatusBadge status={r.good ? "paid" : "lapsed"} label={r.good ? copy.preview.good : copy.preview.refused} />
                      {r.reasons.length ? (
                        <ul className="mt-2 list-disc space-y-1 pl-5">
                          {r.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      ) : null}
                    </Td>
                    <Td label={cols.name} className="break-words">
                      {r.cells.name}
                    </Td>
                    <Td label={cols.email} className="break-all">
                      {r.cells.email}
                    </Td>
                    <Td label={cols.phone}>{r.cells.phone}</Td>
                    <Td label={cols.plan}>{r.cells.plan}</Td>
                    <Td label={cols.joinedOn}>{r.cells.joinedOn}</Td>
                    <Td label={cols.paidUntil}>{r.cells.paidUntil}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        </ConsoleSection>
      ) : null}

      <ConsoleSection id="file" title={p ? copy.preview.again : copy.form.heading} frame="boxed" width="form">
        <Form method="post" encType="multipart/form-data" reloadDocument noValidate className="mt-4 space-y-6">
          <input type="hidden" name="intent" value="preview" />
          <FormErrorSummary heading={copy.form.errorHeading} intro={copy.form.errorIntro} errors={errorSummary(form)} autoFocus />
          <TextInput {...fieldProps(form, "file", { type: "file" })} accept=".csv,text/csv,text/plain" />
          <Textarea {...fieldProps(form, "text", { spellCheck: false })} rows={6} />
          <button type="submit" className={consoleButton.primary}>
            {copy.form.submit}
          </button>
        </Form>
      </ConsoleSection>

      <ConsoleSection id="columns" title={copy.columnsHeading} width="form">
        <ul className="mt-3 list-disc space-y-1 pl-6 text-lg">
          {copy.columns.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="mt-3 text-lg">{copy.columnsNote}</p>
        <p className="mt-3 text-lg">
          <a href={`${here}/template.csv`} download className={consoleLink}>
            {copy.template}
          </a>
        </p>
        <p className="mt-1 text-lg">{copy.templateNote}</p>
      </ConsoleSection>
    </>
  );
}
