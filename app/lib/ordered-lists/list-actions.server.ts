// The console's list actions for the gallery, members' stories and the team: add, move,
// hide or show, and delete after a question. Each change tells the page cache and redirects with
// its notice (post → redirect → get, so a reload never repeats it); a bad form comes back with its
// errors, and with its intent, so a page with several add forms shows them in the one posted.
import { data, redirect } from "react-router";
import type { AuditActor } from "#app/lib/console/audit.server.ts";
import { privateHeaders, recordId, withNotice } from "#app/lib/console/http.server.ts";
import { field } from "#app/schemas/form-data.ts";
import type { FieldErrors, ReadFields } from "#app/schemas/form-data.ts";
import { servicesOf, type Services } from "#app/lib/services/context.server.ts";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import type { Saved } from "./ordered-content.server.ts";
import { directions, type Direction } from "./ordering.server.ts";
import { formDataOf } from "#app/lib/form-body.server.ts";

export type ListActionData = { form?: string; values?: Record<string, string>; errors?: Record<string, string>; error?: string; ask?: { id: number; title: string } };

type Db = Services["db"];

/** What every list page's row buttons post to. */
type Rows = {
  move(db: Db, actor: AuditActor, id: number, direction: Direction): Promise<string>;
  setHidden(db: Db, actor: AuditActor, id: number, hidden: boolean): Promise<boolean>;
  remove(db: Db, actor: AuditActor, id: number): Promise<boolean>;
};

type List<I> = Rows & {
  create(db: Db, actor: AuditActor, input: I): Promise<Saved>;
  update(db: Db, actor: AuditActor, id: number, input: I): Promise<Saved>;
};

/** Why a row was not added; an uploaded file's refusal says so in words of its own. */
type Refused = { ok: false; reason: string; message?: string };

/** One way to add a row: how its form is read, how the row is made, and the field a refusal is shown on. */
export type AddForm<I> = {
  read(form: FormData): ReadFields<I> | Promise<ReadFields<I>>;
  /** `count`: how many rows it added, when it can add several (the gallery's upload of several photos). */
  create(db: Db, actor: AuditActor, input: I): Promise<{ ok: true; count?: number } | Refused>;
  refused(result: Refused): FieldErrors;
};

/** Lets each add form of a list keep its own input type (the list holds them as AddForm<unknown>). */
export const addForm = <I>(form: AddForm<I>): AddForm<unknown> => form;

type Common = {
  /** The list page, where every change returns. */
  back: string;
  /** A row's name for the delete question, or undefined when it is gone. */
  titleOf: (db: Db, id: number) => Promise<string | undefined>;
  copy: { notFound: string };
};

/** A list with one add form, posting "add", and an edit page per row (members' stories, the team). */
export type ListKind<I> = Common & {
  list: List<I>;
  /** Its form's fields, and the photo uploaded with them (read only after the operator is checked). */
  read: (form: FormData) => ReadFields<I> | Promise<ReadFields<I>>;
  copy: { notFound: string; photoMissing: string };
};

/** A list with several add forms, each posting its own intent, and no edit page (the gallery). */
export type AddFormsKind = Common & { list: Rows; adds: Record<string, AddForm<unknown>> };

type Options<I> = (ListKind<I> | AddFormsKind) & { services: Services; operator: AuditActor; form: FormData };

const answer = (body: ListActionData, status = 422) => data<ListActionData>(body, { status, headers: privateHeaders });
const unknownRequest = () => data("Unknown request", { status: 400, headers: privateHeaders });

function addsOf<I>(o: ListKind<I> | AddFormsKind): Record<string, AddForm<unknown>> {
  if ("adds" in o) return o.adds;
  return { add: addForm<I>({ read: o.read, create: (db, actor, input) => o.list.create(db, actor, input), refused: (result) => refusedPhoto(o, result) }) };
}

/** Where a refused photo's message goes: an uploaded file's own refusal on the file, a library photo gone on the picker. */
function refusedPhoto<I>(o: ListKind<I>, result: { message?: string }): FieldErrors {
  return result.message ? { file: result.message } : { photo: o.copy.photoMissing };
}

/** Runs the posted intent of a list page (an add form's, move, hide, show, delete) or of a row's edit page (save). */
export async function listAction<I>(o: Options<I>) {
  const { services, operator, form, list } = o;
  const done = (path: string, notice: string, count?: number): never => {
    services.pages.changed();
    throw redirect(withNotice(path, count && count > 1 ? { done: notice, count: String(count) } : { done: notice }));
  };
  // A row's buttons post its id; one no row can have (not a whole number, past the database's
  // integer) is answered as a row that is gone, and the database is never asked.
  const id = recordId(field(form, "id"));
  const gone = () => answer({ error: o.copy.notFound }, 404);
  const intent = field(form, "intent");
  switch (intent) {
    case "save": {
      if (!("read" in o)) throw unknownRequest();
      if (id === undefined) return gone();
      const { values, input, errors } = await o.read(form);
      if (!input) return answer({ values, errors });
      const result = await o.list.update(services.db, operator, id, input);
      if (!result.ok) return result.reason === "not-found" ? gone() : answer({ values, errors: refusedPhoto(o, "message" in result ? result : {}) });
      return done(`${o.back}/${id}`, "saved");
    }
    case "move": {
      const direction = directions.find((d) => d === field(form, "direction"));
      if (!direction) throw unknownRequest();
      if (id === undefined || (await list.move(services.db, operator, id, direction)) === "not-found") return gone();
      return done(o.back, "moved");
    }
    case "hide":
    case "show": {
      if (id === undefined || !(await list.setHidden(services.db, operator, id, intent === "hide"))) return gone();
      return done(o.back, intent === "hide" ? "hidden" : "shown");
    }
    case "delete": {
      // The first press asks; the answer's button posts sure=yes.
      if (id === undefined) return gone();
      if (field(form, "sure") !== "yes") {
        const title = await o.titleOf(services.db, id);
        if (title === undefined) return gone();
        return data<ListActionData>({ ask: { id, title } }, { headers: privateHeaders });
      }
      if (!(await list.remove(services.db, operator, id))) return gone();
      return done(o.back, "deleted");
    }
    default: {
      const adds = addsOf(o);
      // Own keys only: a posted "constructor" is not a way to add.
      if (!Object.hasOwn(adds, intent)) throw unknownRequest();
      const add = adds[intent]!;
      const { values, input, errors } = await add.read(form);
      if (!input) return answer({ form: intent, values, errors });
      const result = await add.create(services.db, operator, input);
      if (!result.ok) return answer({ form: intent, values, errors: add.refused(result) });
      return done(o.back, "added", result.count);
    }
  }
}

/**
 * A list page's action (`rowId` undefined: add, move, hide, show, delete) or a row's edit page's
 * (`rowId` from the address: save). The operator is checked before the form is read, so an
 * uploaded file is never read for anyone else.
 */
export async function listRouteAction<I>(request: Request, context: Parameters<typeof servicesOf>[0], kind: ListKind<I> | AddFormsKind, rowId?: number) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const form = await formDataOf(request);
  if (rowId !== undefined) {
    form.set("id", String(rowId));
    form.set("intent", "save");
  }
  return listAction({ ...kind, services, operator, form });
}
