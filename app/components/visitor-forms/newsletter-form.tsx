// The newsletter box, on reading pages that React does not run on (/blog, /events): an ordinary
// form that posts to `action` (/blog, the spec's home of the form, or /events, which answers it
// too, so the visitor stays where they were) with its own `source` (blog, events). The page comes
// back with the result in the box (post/redirect/get); while it is being sent, the
// button says "Subscribing..." and cannot be pressed again (app/enhance/busy-form.ts).
import { fieldProps } from "#app/components/ui/field-props.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { fieldBoxId } from "#app/components/ui/field.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import type { newsletterSources } from "#app/core/form-options.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";
import { FormPageFromRouter } from "./form-page-from-router.tsx";

type NewsletterSource = (typeof newsletterSources)[number];

export type NewsletterFormProps = FormHeadingProps & { source: NewsletterSource; className?: string; action: "/blog" | "/events" };

export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <FormPageFromRouter>
      <NewsletterBox {...props} />
    </FormPageFromRouter>
  );
}

function NewsletterBox({ source, headingLevel = 2, showHeading = true, className, action }: NewsletterFormProps) {
  // Rendered on the server only: the state is the result the page came back with, if any.
  const state = useSubmissionForm({ form: "newsletter", action });
  const form = { idPrefix: `newsletter-${source}`, copy: newsletterCopy, markers: commonCopy, state };
  // The hidden source has no field of its own: a (crafted) bad source is shown at the e-mail box,
  // and the error summary links there.
  const emailForm = { ...form, state: { ...state, errors: { email: state.errors.email ?? state.errors.source } } };
  return (
    <SubmissionForm
      form={form}
      fieldId={() => `${form.idPrefix}-email`}
      boxId={() => fieldBoxId(`${form.idPrefix}-email`)}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ source }}
      layout="compact"
      plainPost
      className={className}
    >
      <TextInput {...fieldProps(emailForm, "email", { type: "email", autoComplete: "email", spellCheck: false })} />
    </SubmissionForm>
  );
}
