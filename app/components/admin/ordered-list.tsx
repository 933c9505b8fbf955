// A hand-ordered console list's row controls (issue 14: the gallery, members' stories, the team):
// move up, move down, hide or show, and delete, each a small plain post naming its row; and the
// question a first Delete press answers with. Both work without JavaScript.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { consoleOrderCopy as copy } from "#app/content/console-order.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { consoleButton } from "./buttons.ts";

export function RowControls({ id, title, first, last, hidden, edit }: { id: number; title: string; first: boolean; last: boolean; hidden: boolean; edit?: string }) {
  const button = (intent: string, label: string, extra: Record<string, string> = {}) => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={consoleButton.compact} aria-label={copy.actionLabel(label, title)}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-col gap-2">
      {edit ? (
        <Link to={edit} className={consoleButton.compact} aria-label={copy.actionLabel(copy.edit, title)}>
          {copy.edit}
        </Link>
      ) : null}
      {first ? null : button("move", copy.moveUp, { direction: "up" })}
      {last ? null : button("move", copy.moveDown, { direction: "down" })}
      {hidden ? button("show", copy.show) : button("hide", copy.hide)}
      {button("delete", copy.delete)}
    </div>
  );
}

/** The answer to a first Delete press: the question, and Yes (posts sure=yes) or No (back to the list). */
export function ConfirmDelete({ id, question, back, children }: { id: number; question: string; back: string; children: ReactNode }) {
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
export function RowThumb({ src, fallback }: { src: string | null; fallback: string }) {
  return src ? (
    <img src={src} alt="" width={128} height={96} loading="lazy" decoding="async" className="h-24 w-32 rounded object-cover" />
  ) : (
    <span className="flex h-24 w-32 items-center justify-center rounded bg-stone-200 p-2 text-center text-base font-semibold">{fallback}</span>
  );
}
