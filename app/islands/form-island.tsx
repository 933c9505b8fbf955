// What the contact and Join Us islands share: their data is the FormPage of their page (what it
// came with, its query), and sending reads the answers from the page that comes back.
import type { ReactNode } from "react";
import { FormPageContext, type FormPage } from "#app/components/visitor-forms/form-page.ts";
import type { IslandProps } from "./island.tsx";

export type FormIslandData = Pick<FormPage, "answers" | "search" | "prices">;

export function FormIsland({ data, send, children }: IslandProps<FormIslandData> & { children: ReactNode }) {
  const page: FormPage = {
    ...data,
    ...(send ? { send: (action: string, formData: FormData) => send(action, formData).then((next) => next?.answers ?? null) } : {}),
  };
  return <FormPageContext value={page}>{children}</FormPageContext>;
}
