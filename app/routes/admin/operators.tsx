// The console's Operators page (issue 14, item 6): who can log in; add a colleague, set a new
// password for one (their sessions end), remove an account (a confirm step first; never one's own
// or the last). Plain posts that work without JavaScript; every change is in the audit log.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/operators";
import { consoleOperatorsCopy as copy } from "#app/content/console-operators.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { formatWhen } from "#app/core/calendar.ts";
import { requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import {
  changeOperatorPassword,
  createOperator,
  listOperators,
  OperatorExistsError,
  OperatorNotFoundError,
  OperatorRemovalRefusedError,
  removeOperator,
} from "#app/lib/auth/operators.server.ts";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "#app/lib/auth/passwords.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const me = await requireOperator(request, services);
  const url = new URL(request.url);
  const accounts = await listOperators(services.db);
  const emailOf = (id: string | null) => accounts.find((a) => String(a.id) === id)?.email ?? "";
  const done = url.searchParams.get("done");
  const who = emailOf(url.searchParams.get("id"));
  const notice =
    done === "added" && who ? copy.add.added(who)
    : done === "password" && who ? copy.reset.done(who, Number(url.searchParams.get("ended") ?? 0))
    : done === "removed" ? copy.remove.done
    : null;
  const removeId = url.searchParams.get("remove");
  const removing = accounts.find((a) => String(a.id) === removeId && a.id !== me.id) ?? null;
  return {
    notice,
    removing: removing ? { id: removing.id, email: removing.email } : null,
    accounts: accounts.map((a) => ({
      id: a.id,
      email: a.email,
      me: a.id === me.id,
      lastLogin: a.lastLoginAt ? formatWhen(a.lastLoginAt) : copy.never,
      created: formatWhen(a.createdAt),
    })),
  };
}

/** Filled in the fields' order: the error summary lists the messages as they come. */
type Errors = Partial<Record<"email" | "password" | "again", string>>;
/** What a refused post answers: the field errors, or `error` when the request failed as a whole. */
type Answer = { intent: string; id: number | null; email: string; errors: Errors; error?: string };

const f = copy.fields;

function readPasswords(form: FormData, errors: Errors): string {
  const password = field(form, "password");
  const again = field(form, "again");
  const problem = password === "" ? f.password.required : password.length > MAX_PASSWORD_LENGTH ? "That password is too long." : passwordProblem(password);
  if (problem) errors.password = problem;
  else if (password !== again) errors.again = f.again.required;
  return password;
}

const answer = (body: Answer, status: number) => data(body, { status, headers: privateHeaders });

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const me = await requireConsolePost(request, services);
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  const actor = { id: me.id, email: me.email };

  if (intent === "add") {
    const email = field(form, "email").trim();
    const errors: Errors = {};
    if (!EMAIL.test(email) || email.length > 320) errors.email = f.email.required;
    const password = readPasswords(form, errors);
    if (Object.keys(errors).length === 0) {
      try {
        const created = await createOperator(services.db, email, password, actor);
        throw redirect(withNotice("/admin/operators", { done: "added", id: String(created.id) }));
      } catch (error) {
        if (!(error instanceof OperatorExistsError)) throw error;
        errors.email = copy.errors.taken;
      }
    }
    return answer({ intent, id: null, email, errors }, 422);
  }

  const id = Number(field(form, "id"));
  const accounts = await listOperators(services.db);
  const target = accounts.find((a) => a.id === id);
  if (!target) return answer({ intent, id, email: "", errors: {}, error: copy.remove.gone }, 404);

  if (intent === "password") {
    const errors: Errors = {};
    const password = readPasswords(form, errors);
    if (Object.keys(errors).length > 0) return answer({ intent, id, email: target.email, errors }, 422);
    try {
      const { endedSessions } = await changeOperatorPassword(services.db, target.email, password, actor);
      // Setting one's own password ends one's own session too: log in again with it.
      if (target.id === me.id) throw redirect("/admin/login");
      throw redirect(withNotice("/admin/operators", { done: "password", id: String(id), ended: String(endedSessions) }));
    } catch (error) {
      if (!(error instanceof OperatorNotFoundError)) throw error;
      return answer({ intent, id, email: "", errors: {}, error: copy.remove.gone }, 404);
    }
  }

  if (intent === "remove") {
    try {
      await removeOperator(services.db, actor, id);
      throw redirect(withNotice("/admin/operators", { done: "removed" }));
    } catch (error) {
      if (error instanceof OperatorRemovalRefusedError) {
        return answer({ intent, id, email: target.email, errors: {}, error: error.reason === "self" ? copy.remove.self : copy.remove.last }, 409);
      }
      if (error instanceof OperatorNotFoundError) return answer({ intent, id, email: "", errors: {}, error: copy.remove.gone }, 404);
      throw error;
    }
  }
  return answer({ intent, id: null, email: "", errors: {}, error: "Unknown request." }, 400);
}

/** The add form and each account's new-password form share the fields' words; a password is never sent back. */
const operatorForm = (idPrefix: string, errors: Errors, email = "") => ({ idPrefix, copy, markers: commonCopy, state: { errors, returnedValues: { email } } });

function PasswordFields({ form }: { form: ReturnType<typeof operatorForm> }) {
  return (
    <>
      <TextInput {...fieldProps(form, "password", { type: "password", autoComplete: "new-password" })} />
      <TextInput {...fieldProps(form, "again", { type: "password", autoComplete: "new-password" })} />
    </>
  );
}

export default function Operators({ loaderData: d, actionData }: Route.ComponentProps) {
  const failed = actionData ?? null;
  const addForm = operatorForm("add", failed?.intent === "add" ? failed.errors : {}, failed?.intent === "add" ? failed.email : "");
  const rowErrors = (id: number): Errors => (failed && failed.intent === "password" && failed.id === id ? failed.errors : {});
  const formError = failed?.error ?? null;
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{copy.intro}</p>
      {d.notice ? <Alert tone="success" heading={d.notice} role="status" className="mt-6" /> : null}
      {formError ? <Alert tone="error" heading={formError} role="alert" className="mt-6" /> : null}

      {d.removing ? (
        <section aria-labelledby="remove-heading" className="mt-8 max-w-3xl rounded-xl border-2 border-red-800 p-5">
          <h2 id="remove-heading" className="text-2xl font-bold">
            {copy.remove.confirmHeading(d.removing.email)}
          </h2>
          <p className="mt-2 text-lg">{copy.remove.confirmText}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={d.removing.id} />
              <button type="submit" className={consoleButton.danger}>
                {copy.remove.confirm}
              </button>
            </Form>
            <Link to="/admin/operators" className={consoleLink}>
              {copy.remove.cancel}
            </Link>
          </div>
        </section>
      ) : null}

      <div className="mt-8">
        <DataTable caption={copy.tableCaption}>
          <thead>
            <tr>
              {/* The account and what can be done with it share a cell; on a phone the dates join
                  them there too, so the table is one column wide and nothing hides to the right. */}
              <Th>{copy.columns.account}</Th>
              <Th className="hidden sm:table-cell">{copy.columns.lastLogin}</Th>
              <Th className="hidden sm:table-cell">{copy.columns.created}</Th>
            </tr>
          </thead>
          <tbody>
            {d.accounts.map((a) => {
              const errors = rowErrors(a.id);
              const form = operatorForm(`reset-${a.id}`, errors);
              return (
                <tr key={a.id}>
                  <Td>
                    <span className="break-all text-lg font-semibold">{a.email}</span> {a.me ? <strong>{copy.you}</strong> : null}
                    <dl className="mt-1 sm:hidden">
                      <div>
                        <dt className="inline">{copy.columns.lastLogin}:</dt> <dd className="inline">{a.lastLogin}</dd>
                      </div>
                      <div>
                        <dt className="inline">{copy.columns.created}:</dt> <dd className="inline">{a.created}</dd>
                      </div>
                    </dl>
                    <details open={Object.keys(errors).length > 0} className="max-w-md">
                      <summary className="min-h-target cursor-pointer py-2 text-lg font-semibold text-brand-800 underline underline-offset-4 wrap-anywhere">
                        {copy.reset.summary(a.email)}
                      </summary>
                      <Form method="post" noValidate className="mt-3 space-y-4">
                        <input type="hidden" name="intent" value="password" />
                        <input type="hidden" name="id" value={a.id} />
                        <FormErrorSummary heading={copy.errors.heading} intro={copy.errors.intro} errors={errorSummary(form)} />
                        <PasswordFields form={form} />
                        <button type="submit" className={consoleButton.secondary}>
                          {copy.reset.submit}
                        </button>
                      </Form>
                    </details>
                    {a.me ? null : (
                      <Link to={`/admin/operators?remove=${a.id}#remove-heading`} className={`${consoleLink} wrap-anywhere`}>
                        {copy.remove.link(a.email)}
                      </Link>
                    )}
                  </Td>
                  <Td className="hidden sm:table-cell">{a.lastLogin}</Td>
                  <Td className="hidden sm:table-cell">{a.created}</Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </div>

      <section aria-labelledby="add-heading" className="mt-10 max-w-3xl">
        <h2 id="add-heading" className="text-2xl font-bold">
          {copy.add.heading}
        </h2>
        <p className="mt-2 text-lg">{copy.add.intro}</p>
        <Form method="post" noValidate className="mt-4 space-y-6">
          <input type="hidden" name="intent" value="add" />
          <FormErrorSummary heading={copy.errors.heading} intro={copy.errors.intro} errors={errorSummary(addForm)} autoFocus />
          <TextInput {...fieldProps(addForm, "email", { type: "email", autoComplete: "off" })} maxLength={320} />
          <PasswordFields form={addForm} />
          <button type="submit" className={consoleButton.primary}>
            {copy.add.submit}
          </button>
        </Form>
      </section>
    </>
  );
}
