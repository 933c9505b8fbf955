// The console's list actions for members' stories and the team (issue 14): add, move, hide or show,
// and delete after a question. Each change tells the page cache and redirects with its notice
// (post → redirect → get, so a reload never repeats it); a bad form comes back with its errors.
import { data, redirect } from "react-router";
import type { AuditActor } from "#app/lib/console/audit.server.ts";
import { field, privateHeaders, withNotice } from "#app/lib/console/http.server.ts";
import type { ReadFields } from "#app/schemas/form-data.ts";
import { servicesOf, type Services } from "#app/lib/services/context.server.ts";
import { requireConsolePost } from "#app/lib/auth/guards.server.ts";
import type { Saved } from "./ordered-content.server.ts";

export type ListActionData = { values?: Record<string, string>; errors?: Record<string, string>; error?: string; ask?: { id: number; title: string } };

type List<I> = {
  create(db: Services["db"], actor: AuditActor, input: I): Promise<Saved>;
  update(db: Services["db"], actor: AuditActor, id: number, input: I): Promise<Saved>;
  move(db: Services["db"], actor: AuditActor, id: number, direction: "up" | "down"): Promise<string>;
  setHidden(db: Services["db"], actor: AuditActor, id: number, hidden: boolean): Promise<boolean>;
  remove(db: Services["db"], actor: AuditActor, id: number): Promise<boolean>;
};

/** What a list's pages need to run its actions: the list, its form, its page, its rows' names and words. */
export type ListKind<I> = {
  list: List<I>;
  read: (form: FormData) => ReadFields<I>;
  /** The list page, where every change returns. */
  back: string;
  /** A row's name for the delete question, or undefined when it is gone. */
  titleOf: (db: Services["db"], id: number) => Promise<string | undefined>;
  copy: { notFound: string; photoMissing: string };
};

type Options<I> = ListKind<I> & { services: Services; operator: AuditActor; form: FormData };

const answer = (body: ListActionData, status = 422) => data<ListActionData>(body, { status, headers: privateHeaders });

/** Runs the posted intent of a list page (add, move, hide, show, delete) or of a row's edit page (save). */
export async function listAction<I>(o: Options<I>) {
  const { services, operator, form, list } = o;
  const done = (path: string, notice: string): never => {
    services.pages.changed();
    throw redirect(withNotice(path, { done: notice }));
  };
  const id = Number(field(form, "id"));
  const intent = field(form, "intent");
  switch (intent) {
    case "add":
    case "save": {
      const { values, input, errors } = o.read(form);
      if (!input) return answer({ values, errors });
      const result = intent === "add" ? await list.create(services.db, operator, input) : await list.update(services.db, operator, id, input);
      if (!result.ok) return result.reason === "not-found" ? answer({ error: o.copy.notFound }, 404) : answer({ values, errors: { photo: o.copy.photoMissing } });
      return intent === "add" ? done(o.back, "added") : done(`${o.back}/${id}`, "saved");
    }
    case "move": {
      const direction = field(form, "direction");
      if (direction !== "up" && direction !== "down") throw data("Unknown request", { status: 400, headers: privateHeaders });
      if ((await list.move(services.db, operator, id, direction)) === "not-found") return answer({ error: o.copy.notFound }, 404);
      return done(o.back, "moved");
    }
    case "hide":
    case "show": {
      if (!(await list.setHidden(services.db, operator, id, intent === "hide"))) return answer({ error: o.copy.notFound }, 404);
      return done(o.back, intent === "hide" ? "hidden" : "shown");
    }
    case "delete": {
      // The first press asks; the answer's button posts sure=yes.
      if (field(form, "sure") !== "yes") {
        const title = await o.titleOf(services.db, id);
        if (title === undefined) return answer({ error: o.copy.notFound }, 404);
        return data<ListActionData>({ ask: { id, title } }, { headers: privateHeaders });
      }
      if (!(await list.remove(services.db, operator, id))) return answer({ error: o.copy.notFound }, 404);
      return done(o.back, "deleted");
    }
    default:
      throw data("Unknown request", { status: 400, headers: privateHeaders });
  }
}

/**
 * A list page's action (`rowId` undefined: add, move, hide, show, delete) or a row's edit page's
 * (`rowId` from the address: save). The operator is checked before the form is read.
 */
export async function listRouteAction<I>(request: Request, context: Parameters<typeof servicesOf>[0], kind: ListKind<I>, rowId?: number) {
  const services = servicesOf(context);
  const operator = await requireConsolePost(request, services);
  const form = await request.formData();
  if (rowId !== undefined) {
    form.set("id", String(rowId));
    form.set("intent", "save");
  }
  return listAction({ ...kind, services, operator, form });
}
