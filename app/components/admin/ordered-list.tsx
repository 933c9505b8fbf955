// A hand-ordered console list's row controls (the gallery, members' stories, the team):
// move to the top, up or down, hide or show, and delete, each a small plain post naming its row; and the
// question a first Delete press answers with. Both work without JavaScript. OrderedListPage is the
// page of all three built from them; EditRowPage the edit page of a story or a member of the team.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { consoleOrderCopy as copy } from "#app/content/console-order.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleButton, consoleLink } from "./buttons.ts";
import { DataTable, Td, Th } from "./data-table.tsx";
import { PostButton } from "./post-button.tsx";

/** `index`: the row's place in the list, 0 first; `last`: whether it is the last. */
type RowControlsProps = { id: number; title: string; index: number; last: boolean; hidden: boolean; edit?: string };

/**
 * A row's words, its state and its controls, each once. On a wider screen the state and the
 * controls have columns of their own (Shown, Change); on a phone the table stacks (DataTable's
 * `stack`): the state is a line under the words with its column's name beside it, and the
 * controls wrap under that, so the table is one column wide and no button hides to the right of
 * the screen. (An earlier version printed the controls twice and hid one copy with CSS: until the
 * stylesheet arrived, every button was there twice.)
 */
function RowControlCells({ words, controls }: { words: ReactNode; controls: RowControlsProps }) {
  return (
    <>
      <Td>{words}</Td>
      <Td label={copy.onSite}>{controls.hidden ? copy.hidden : copy.shown}</Td>
      <Td>
        <RowControls {...controls} />
      </Td>
    </>
  );
}

function RowControls({ id, title, index, last, hidden, edit }: RowControlsProps) {
  const button = (intent: string, label: string, extra: Record<string, string> = {}) => (
    <PostButton fields={{ intent, id, ...extra }} className={consoleButton.compact} label={copy.actionLabel(label, title)}>
      {label}
    </PostButton>
  );
  return (
    <div className="flex flex-wrap gap-2 sm:flex-col sm:items-start sm:whitespace-nowrap">
      {edit ? (
        <Link to={edit} className={consoleButton.compact} aria-label={copy.actionLabel(copy.edit, title)}>
          {copy.edit}
        </Link>
      ) : null}
      {/* To the top in one step, where "Move up" would take more than one. */}
      {index >= 2 ? button("move", copy.moveTop, { direction: "top" }) : null}
      {index === 0 ? null : button("move", copy.moveUp, { direction: "up" })}
      {last ? null : button("move", copy.moveDown, { direction: "down" })}
      {hidden ? button("show", copy.show) : button("hide", copy.hide)}
      {button("delete", copy.delete)}
    </div>
  );
}

/** The answer to a first Delete press: the question, and Yes (posts sure=yes) or No (back to the list). */
function ConfirmDelete({ id, question, back, children }: { id: number; question: string; back: string; children: ReactNode }) {
  return (
    <Alert tone="attention" heading={question} role="alert" autoFocus className="mt-6">
      {children}
      <Form method="post" className="mt-4 flex flex-wrap gap-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="sure" value="yes" />
        <button type="submit" className={consoleButton.danger}>
          {copy.confirmYes}
        </button>
        <Link to={back} className={consoleButton.secondary}>
          {copy.confirmNo}
        </Link>
      </Form>
    </Alert>
  );
}

/** A row's small picture: the photo's thumbnail, or a grey box naming what stands in for it. */
function RowThumb({ src, fallback }: { src: string | null; fallback: string }) {
  return src ? (
    <img src={src} alt="" width={128} height={96} loading="lazy" decoding="async" className="h-24 w-32 rounded object-cover" />
  ) : (
    <span className="flex h-24 w-32 items-center justify-center rounded bg-stone-200 p-2 text-center text-base font-semibold">{fallback}</span>
  );
}

/** A row; `edit` is its own page's address, where it has one (the gallery's items have none). */
type OrderedRow = { id: number; title: string; thumb: string | null; hidden: boolean; edit?: string; body: ReactNode };

/** A way to add a row: one for members' stories and the team, three for the gallery. */
type AddSection = { id: string; heading: string; intro?: string; form: ReactNode };

export type OrderedListPageProps = {
  title: string;
  intro: string;
  /** A second paragraph under the intro, when there is something more to say. */
  note?: string | null;
  /** Links under the intro: the public page, the add forms. */
  links: Array<{ href: string; label: string }>;
  notice: string | null;
  action: { error?: string; ask?: { id: number; title: string }; values?: unknown };
  /** The list page's own address (the delete question's No). */
  back: string;
  confirm: { question: (title: string) => string; text: string };
  list: {
    heading: string;
    caption: string;
    empty: string;
    columns: { picture: string; item: string; shown: string; change: string };
    /** What stands in for a row without a picture; "No photo" unless said. */
    noPicture?: string;
  };
  rows: OrderedRow[];
  add: AddSection[];
};

/** A console page of a hand-ordered list (the gallery, members' stories, the team): the rows with their controls, and the add forms. */
export function OrderedListPage(p: OrderedListPageProps) {
  const a = p.action;
  return (
    <>
      <h1 className="text-3xl font-bold">{p.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{p.intro}</p>
      {p.note ? <p className="mt-3 max-w-3xl text-lg">{p.note}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-x-6 text-lg">
        {p.links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={consoleLink}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
      {a.error ? (
        <Alert tone="error" heading={a.error} role="alert" className="mt-6" />
      ) : p.notice && !a.ask && a.values === undefined ? (
        <Alert tone="success" heading={p.notice} role="status" className="mt-6" />
      ) : null}
      {a.ask ? (
        <ConfirmDelete id={a.ask.id} question={p.confirm.question(a.ask.title)} back={p.back}>
          <p>{p.confirm.text}</p>
        </ConfirmDelete>
      ) : null}

      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-2xl font-bold">
          {p.list.heading}
        </h2>
        {p.rows.length === 0 ? (
          <p className="mt-2 text-lg">{p.list.empty}</p>
        ) : (
          <div className="mt-4">
            <DataTable caption={p.list.caption} stack>
              <thead>
                <tr>
                  <Th>{p.list.columns.picture}</Th>
                  <Th>{p.list.columns.item}</Th>
                  <Th>{p.list.columns.shown}</Th>
                  <Th>{p.list.columns.change}</Th>
                </tr>
              </thead>
              <tbody>
                {p.rows.map((row, index) => (
                  <tr key={row.id}>
                    <Td>
                      <RowThumb src={row.thumb} fallback={p.list.noPicture ?? copy.noPhoto} />
                    </Td>
                    <RowControlCells
                      words={
                        <>
                          {row.edit ? (
                            <Link to={row.edit} className={`${consoleLink} text-lg font-semibold`}>
                              {row.title}
                            </Link>
                          ) : (
                            <span className="block text-lg font-semibold">{row.title}</span>
                          )}
                          {row.body}
                        </>
                      }
                      controls={{ id: row.id, title: row.title, index, last: index === p.rows.length - 1, hidden: row.hidden, edit: row.edit }}
                    />
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        )}
      </section>

      {p.add.map((add) => (
        <section key={add.id} id={add.id} aria-labelledby={`${add.id}-heading`} className="mt-10 max-w-3xl scroll-mt-4 rounded-xl border-2 border-stone-300 p-5">
          <h2 id={`${add.id}-heading`} className="text-2xl font-bold">
            {add.heading}
          </h2>
          {add.intro ? <p className="mt-2 text-lg">{add.intro}</p> : null}
          {add.form}
        </section>
      ))}
    </>
  );
}

/** A console page editing one row of such a list: back link, title, notice or error, and the form. */
export function EditRowPage({ back, backLabel, title, detailsHeading, notice, error, children }: { back: string; backLabel: string; title: string; detailsHeading: string; notice: string | null; error?: string; children: ReactNode }) {
  return (
    <>
      <p>
        <Link to={back} className={consoleLink}>
          {backLabel}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{title}</h1>
      {error ? <Alert tone="error" heading={error} role="alert" className="mt-6" /> : notice ? <Alert tone="success" heading={notice} role="status" className="mt-6" /> : null}
      <h2 className="mt-6 text-2xl font-bold">{detailsHeading}</h2>
      {children}
    </>
  );
}
