// The console's Operators page: who can log in and as what.
// Everyone changes their own password here (the current one first; their other browsers are logged
// out). An owner also adds a colleague as owner or editor, sets a new password for one (their
// sessions end), makes one an owner or an editor, and removes an account (a confirm step first;
// never one's own, never the last owner). Plain posts that work without JavaScript; every change is
// in the audit log.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/operators";
import { consoleOperatorsCopy as copy } from "#app/content/console-operators.ts";
import { consoleAccessCopy } from "#app/content/console-access.ts";
import { consoleCopy } from "#app/content/console.ts";
import { commonCopy } from "#app/content/form-words/common.ts";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { DataTable, Td, Th } from "#app/components/admin/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { CheckboxGroup } from "#app/components/ui/checkbox-group.tsx";
import { choicesProps, errorSummary, fieldProps } from "#app/components/ui/field-props.ts";
import { FormErrorSummary } from "#app/components/ui/form-error-summary.tsx";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { NewPasswordFields } from "#app/components/admin/new-password-fields.tsx";
import { formatWhen } from "#app/core/calendar.ts";
import { isRole, ROLES } from "#app/core/roles.ts";
import { readCookieToken } from "#app/lib/auth/cookie.server.ts";
import { isOwner, requireConsolePost, requireOperator } from "#app/lib/auth/guards.server.ts";
import {
  changeOperatorPassword,
  createOperator,
  listOperators,
  OperatorChangeRefusedError,
  OperatorExistsError,
  OperatorNotFoundError,
  removeOperator,
  setOperatorRole,
} from "#app/lib/auth/operators.server.ts";
import { readNewPassword } from "#app/lib/auth/password-form.server.ts";
import { changeOwnPassword } from "#app/lib/auth/recovery.server.ts";
import { privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta(_: Route.MetaArgs) {
  return consoleMeta(copy.title);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const own = consoleAccessCopy.ownPassword;
const roleLabel = (role: string) => (isRole(role) ? copy.roles[role].label : role);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const me = await requireOperator(request, services);
  const url = new URL(request.url);
  const accounts = await listOperators(services.db);
  const emailOf = (id: string | null) => accounts.find((a) => String(a.id) === id)?.email ?? "";
  const done = url.searchParams.get("done");
  const who = emailOf(url.searchParams.get("id"));
  const ended = Number(url.searchParams.get("ended") ?? 0) || 0;
  const notice =
    done === "added" && who ? copy.add.added(who)
    : done === "password" && who ? copy.reset.done(who, ended)
    : done === "role" && who ? copy.role.done(who, accounts.find((a) => a.email === who)?.role ?? "")
    : done === "own" ? own.done(ended)
    : done === "removed" ? copy.remove.done
    : null;
  const owner = isOwner(me);
  const removeId = url.searchParams.get("remove");
  const removing = owner ? (accounts.find((a) => String(a.id) === removeId && a.id !== me.id) ?? null) : null;
  return {
    notice,
    owner,
    me: { email: me.email, role: roleLabel(me.role) },
    removing: removing ? { id: removing.id, email: removing.email } : null,
    accounts: accounts.map((a) => ({
      id: a.id,
      email: a.email,
      role: a.role,
      roleLabel: roleLabel(a.role),
      me: a.id === me.id,
      lastLogin: a.lastLoginAt ? formatWhen(a.lastLoginAt) : copy.never,
      created: formatWhen(a.createdAt),
    })),
  };
}

/** Filled in the fields' order: the error summary lists the messages as they come. */
type Errors = Partial<Record<"email" | "role" | "current" | "password" | "again", string>>;
/** What a refused post answers: the field errors, or `error` when the request failed as a whole. */
type Answer = { intent: string; id: number | null; email: string; role: string; errors: Errors; error?: string };

const answer = (body: Answer, status: number) => data(body, { status, headers: privateHeaders });
const refused = (intent: string, error: string, status: number, id: number | null = null) => answer({ intent, id, email: "", role: "", errors: {}, error }, status);

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const me = await requireConsolePost(request, services);
  const form = await formDataOf(request);
  const intent = field(form, "intent");
  const actor = { id: me.id, email: me.email };

  // One's own password: anyone, the current one first; this browser stays logged in.
  if (intent === "own") {
    const { password, errors } = readNewPassword(form, own.fields);
    const current = field(form, "current");
    const all: Errors = current === "" ? { current: own.fields.current.required, ...errors } : errors;
    if (Object.keys(all).length > 0) return answer({ intent, id: me.id, email: "", role: "", errors: all }, 422);
    const device = await readCookieToken("device", request, services.env);
    const result = await changeOwnPassword(services.db, me, { current, password, device });
    if (result.result === "wrong") return answer({ intent, id: me.id, email: "", role: "", errors: { current: own.wrongCurrent } }, 422);
    if (result.result === "limited") return refused(intent, consoleCopy.login.tooMany(Math.ceil(result.retryAfterMs / 60_000)), 429, me.id);
    throw redirect(withNotice("/admin/operators", { done: "own", ended: String(result.endedSessions) }));
  }

  // Everything else is an owner's.
  if (!isOwner(me)) return refused(intent, consoleCopy.errors.ownersOnly, 403);

  if (intent === "add") {
    const email = field(form, "email").trim();
    const role = field(form, "role");
    const errors: Errors = {};
    if (!EMAIL.test(email) || email.length > 320) errors.email = copy.fields.email.required;
    if (!isRole(role)) errors.role = copy.fields.role.required;
    const read = readNewPassword(form, copy.fields);
    Object.assign(errors, read.errors);
    if (Object.keys(errors).length === 0 && isRole(role)) {
      try {
        const created = await createOperator(services.db, email, read.password, actor, role);
        throw redirect(withNotice("/admin/operators", { done: "added", id: String(created.id) }));
      } catch (error) {
        if (!(error instanceof OperatorExistsError)) throw error;
        errors.email = copy.errors.taken;
      }
    }
    return answer({ intent, id: null, email, role, errors }, 422);
  }

  const id = Number(field(form, "id"));
  const accounts = await listOperators(services.db);
  const target = accounts.find((a) => a.id === id);
  if (!target) return refused(intent, copy.remove.gone, 404);

  try {
    if (intent === "password") {
      // One's own password is changed with the current one (above), not set like a colleague's.
      if (target.id === me.id) return refused(intent, own.fields.current.required, 409, id);
      const { password, errors } = readNewPassword(form, copy.fields);
      if (Object.keys(errors).length > 0) return answer({ intent, id, email: target.email, role: "", errors }, 422);
      const { endedSessions } = await changeOperatorPassword(services.db, target.email, password, actor);
      throw redirect(withNotice("/admin/operators", { done: "password", id: String(id), ended: String(endedSessions) }));
    }
    if (intent === "role") {
      const role = field(form, "role");
      if (!isRole(role)) return refused(intent, copy.fields.role.required, 422, id);
      await setOperatorRole(services.db, actor, id, role);
      throw redirect(withNotice("/admin/operators", { done: "role", id: String(id) }));
    }
    if (intent === "remove") {
      await removeOperator(services.db, actor, id);
      throw redirect(withNotice("/admin/operators", { done: "removed" }));
    }
  } catch (error) {
    if (error instanceof OperatorChangeRefusedError) {
      const message = error.reason === "self" ? copy.remove.self : intent === "role" ? copy.role.last : copy.remove.last;
      return refused(intent, message, 409, id);
    }
    if (error instanceof OperatorNotFoundError) return refused(intent, copy.remove.gone, 404);
    throw error;
  }
  return refused(intent, "Unknown request.", 400);
}

/** A form's fields, words and state; a password is never sent back. */
const formOf = <C extends { fields: object }>(idPrefix: string, words: C, errors: Errors, values: Record<string, string> = {}) => ({
  idPrefix,
  copy: words,
  markers: commonCopy,
  state: { errors, returnedValues: values },
});

export default function Operators({ loaderData: d, actionData }: Route.ComponentProps) {
  const failed = actionData ?? null;
  const errorsFor = (intent: string, id: number | null = null): Errors => (failed && failed.intent === intent && (id === null || failed.id === id) ? failed.errors : {});
  const addForm = formOf("add", copy, errorsFor("add"), failed?.intent === "add" ? { email: failed.email, role: failed.role } : { role: "editor" });
  const ownForm = formOf("own", own, errorsFor("own"));
  const formError = failed?.error ?? null;
  const roleOptions = ROLES.map((role) => ({ value: role, label: `${copy.roles[role].label}: ${copy.roles[role].text}` }));
  return (
    <>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{d.owner ? copy.intro : copy.editorIntro}</p>
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

      <section aria-labelledby="own-heading" className="mt-8 max-w-3xl">
        <h2 id="own-heading" className="text-2xl font-bold">
          {copy.yourAccount.heading}
        </h2>
        <p className="mt-2 text-lg">
          <span className="font-semibold break-all">{d.me.email}</span>. {copy.yourAccount.role(d.me.role)}
        </p>
        <details open={Object.keys(ownForm.state.errors).length > 0} className="mt-2 max-w-md">
          <summary className="min-h-target cursor-pointer py-2 text-lg font-semibold text-brand-800 underline underline-offset-4 wrap-anywhere">
            {own.summary(d.me.email)}
          </summary>
          <Form method="post" noValidate className="mt-3 space-y-4">
            <input type="hidden" name="intent" value="own" />
            <input type="hidden" name="username" autoComplete="username" value={d.me.email} />
            <FormErrorSummary heading={copy.errors.heading} intro={copy.errors.intro} errors={errorSummary(ownForm)} />
            <TextInput {...fieldProps(ownForm, "current", { type: "password", autoComplete: "current-password" })} />
            <NewPasswordFields form={ownForm} />
            <button type="submit" className={consoleButton.secondary}>
              {own.submit}
            </button>
          </Form>
        </details>
      </section>

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
              const form = formOf(`reset-${a.id}`, copy, errorsFor("password", a.id));
              const other = a.role === "owner" ? "editor" : "owner";
              return (
                <tr key={a.id}>
                  <Td>
                    <span className="break-all text-lg font-semibold">{a.email}</span> {a.me ? <strong>{copy.you}</strong> : null}
                    <p className="text-lg">
                      {copy.columns.role}: <strong>{a.roleLabel}</strong>
                    </p>
                    <dl className="mt-1 sm:hidden">
                      <div>
                        <dt className="inline">{copy.columns.lastLogin}:</dt> <dd className="inline">{a.lastLogin}</dd>
                      </div>
                      <div>
                        <dt className="inline">{copy.columns.created}:</dt> <dd className="inline">{a.created}</dd>
                      </div>
                    </dl>
                    {d.owner && !a.me ? (
                      <>
                        <details open={Object.keys(form.state.errors).length > 0} className="max-w-md">
                          <summary className="min-h-target cursor-pointer py-2 text-lg font-semibold text-brand-800 underline underline-offset-4 wrap-anywhere">
                            {copy.reset.summary(a.email)}
                          </summary>
                          <Form method="post" noValidate className="mt-3 space-y-4">
                            <input type="hidden" name="intent" value="password" />
                            <input type="hidden" name="id" value={a.id} />
                            <FormErrorSummary heading={copy.errors.heading} intro={copy.errors.intro} errors={errorSummary(form)} />
                            <NewPasswordFields form={form} />
                            <button type="submit" className={consoleButton.secondary}>
                              {copy.reset.submit}
                            </button>
                          </Form>
                        </details>
                        <Form method="post" className="my-2">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="id" value={a.id} />
                          <input type="hidden" name="role" value={other} />
                          <button type="submit" className={`${consoleButton.compact} wrap-anywhere`}>
                            {other === "owner" ? copy.role.makeOwner(a.email) : copy.role.makeEditor(a.email)}
                          </button>
                        </Form>
                        <Link to={`/admin/operators?remove=${a.id}#remove-heading`} className={`${consoleLink} wrap-anywhere`}>
                          {copy.remove.link(a.email)}
                        </Link>
                      </>
                    ) : null}
                  </Td>
                  <Td className="hidden sm:table-cell">{a.lastLogin}</Td>
                  <Td className="hidden sm:table-cell">{a.created}</Td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </div>

      {d.owner ? (
        <section aria-labelledby="add-heading" className="mt-10 max-w-3xl">
          <h2 id="add-heading" className="text-2xl font-bold">
            {copy.add.heading}
          </h2>
          <p className="mt-2 text-lg">{copy.add.intro}</p>
          <Form method="post" noValidate className="mt-4 space-y-6">
            <input type="hidden" name="intent" value="add" />
            <FormErrorSummary heading={copy.errors.heading} intro={copy.errors.intro} errors={errorSummary(addForm)} autoFocus />
            <TextInput {...fieldProps(addForm, "email", { type: "email", autoComplete: "off" })} maxLength={320} />
            <CheckboxGroup {...choicesProps(addForm, "role")} type="radio" options={roleOptions} columns={1} />
            <NewPasswordFields form={addForm} />
            <button type="submit" className={consoleButton.primary}>
              {copy.add.submit}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
