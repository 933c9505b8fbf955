// Owns what a public form knows about the page it is on, without React Router: the answers the
// page came with (a plain HTML post's result, or the signed `sent` answer after post/redirect/get),
// the page's query (a link can choose the contact subject or the Join Us tab) and, in the browser,
// how to send the form without leaving the page. The forms are hydrated as islands (app/islands/,
// docs/decisions/023-form-islands.md): the browser has React but not React Router, so nothing here
// may reach for the router. On the server the page's route fills it in (FormPageFromRouter for the
// newsletter boxes, the island's data for the rest).
import { createContext, useContext } from "react";

/** Sends `formData` to `action` and resolves with the answers the page came back with (null: no answer, e.g. offline). */
type SendForm = (action: string, formData: FormData) => Promise<readonly unknown[] | null>;

export type FormPage = {
  /** What the page came with: the action's answer and the loader's `sent` answer, in that order (the newer first). */
  answers: readonly unknown[];
  /** The page address's query, e.g. "?tab=volunteer" (or ""). */
  search: string;
  /** The plans' prices this month, for the membership form's choices (the starting prices when absent). */
  prices?: Readonly<Record<string, number>>;
  /** Undefined while rendered on the server, where nothing is sent. */
  send?: SendForm;
};

export const FormPageContext = createContext<FormPage>({ answers: [], search: "" });

export const useFormPage = () => useContext(FormPageContext);
