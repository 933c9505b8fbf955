// Erasure's confirmation step: a page of its own where an owner types ERASE, so a record and its
// mail are never removed by one stray click. (Everything about one person at once: /admin/people.)
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/erase";
import { consoleCopy } from "#app/content/console.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { consoleButton, consoleLink } from "#app/components/admin/buttons.ts";
import { requireOwner, requireOwnerPost } from "#app/lib/auth/guards.server.ts";
import { idParam, notFound, privateHeaders, typeParam, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import { consoleMeta } from "#app/lib/console/meta.ts";
import { eraseEverywhere } from "#app/lib/console/erasure.server.ts";
import { getRecord } from "#app/lib/console/records.server.ts";
import { servicesOf } from "#app/lib/services/context.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return consoleMeta(data ? consoleCopy.erase.title(data.reference) : consoleCopy.brand);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOwner(request, servicesOf(context));
  const { slug, type } = typeParam(params);
  const id = idParam(params);
  const row = await getRecord(servicesOf(context).db, type, id);
  if (!row) notFound();
  return {
    slug,
    id,
    reference: row.reference,
    singular: consoleCopy.types[type].singular,
    who: "name" in row ? `${row.name}, ${row.email}` : row.email,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const operator = await requireOwnerPost(request, servicesOf(context));
  const { slug, type } = typeParam(params);
  const id = idParam(params);
  const form = await formDataOf(request);
  if (field(form, "confirm").trim() !== consoleCopy.erase.confirmWord) {
    return data({ error: consoleCopy.erase.confirmMismatch }, { status: 422, headers: privateHeaders });
  }
  const erased = await eraseEverywhere(servicesOf(context), operator, type, id);
  if (!erased) notFound();
  const notice: Record<string, string> = { erased: erased.reference };
  if (erased.leftovers.length) notice.leftovers = String(erased.leftovers.length);
  if (erased.keptReceipts) notice.kept = String(erased.keptReceipts);
  throw redirect(withNotice(`/admin/${slug}`, notice));
}

export default function Erase({ loaderData: d, actionData }: Route.ComponentProps) {
  const copy = consoleCopy.erase;
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold">{copy.title(d.reference)}</h1>
      <p className="mt-3 text-lg">
        {d.singular}: <strong>{d.who}</strong>
      </p>
      <div className="mt-6 rounded-xl border-2 border-l-8 border-red-700 bg-red-50 p-5 text-lg">{copy.warning}</div>
      <Form method="post" className="mt-8 space-y-6">
        <TextInput
          id="erase-confirm"
          name="confirm"
          label={copy.confirmLabel}
          error={actionData?.error}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
          width="medium"
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={consoleButton.danger}>
            {copy.submit}
          </button>
          <Link to={`/admin/${d.slug}/${d.id}`} className={consoleLink}>
            {copy.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}
