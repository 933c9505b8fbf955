// The page behind a newsletter mail link: what it is for and a button that posts, or
// the outcome of the post, or a clear "this link does not work" with a way on.
import { Form } from "react-router";
import { newsletterPageCopy } from "#app/content/newsletter.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { buttonBase, buttonClasses } from "#app/components/ui/button-link.tsx";
import { PhoneText } from "./phone-text.tsx";

export type LinkPageData = { which: "confirm" | "unsubscribe"; state: "ask" | "done" | "already" | "not-found"; email: string; token: string; issueId: number | null };

export function NewsletterLinkPage({ page, outcome }: { page: LinkPageData; outcome?: "done" | "already" | "not-found" }) {
  const { which } = page;
  const copy = newsletterPageCopy[which];
  const state = outcome ?? page.state;
  const result = state === "done" ? copy.done : state === "already" ? copy.already : copy.invalid;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      {state === "ask" ? (
        <>
          <p className="mt-4 text-xl break-words">{copy.ask(page.email)}</p>
          <Form method="post" className="mt-6 flex flex-wrap gap-4">
            <input type="hidden" name="token" value={page.token} />
            {page.issueId ? <input type="hidden" name="issue" value={page.issueId} /> : null}
            <button type="submit" className={`${buttonBase} ${buttonClasses.primary} cursor-pointer`}>
              {copy.button}
            </button>
            {which === "unsubscribe" ? (
              <a href="/" className={`${buttonBase} ${buttonClasses.secondary}`}>
                {newsletterPageCopy.unsubscribe.keep}
              </a>
            ) : null}
          </Form>
        </>
      ) : (
        <>
          <Alert tone={state === "not-found" ? "error" : "success"} role={state === "not-found" ? "alert" : "status"} autoFocus heading={result.heading} className="mt-6">
            <p className="text-lg">
              <PhoneText text={result.body} />
            </p>
          </Alert>
          <p className="mt-6">
            <a href={newsletterPageCopy.newsPage.href} className={`${buttonBase} ${buttonClasses.secondary}`}>
              {newsletterPageCopy.newsPage.label}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
