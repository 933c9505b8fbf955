// The newsletter box. Every copy posts to /blog (the spec's home of the form) with its own `source`
// (blog, events, footer). Without JavaScript a copy on a page that answers the post too (/events)
// posts there instead, so the visitor stays where they were and reads the result in the box.
import { fieldProps } from "#app/components/ui/field-props.ts";
import { TextInput } from "#app/components/ui/text-input.tsx";
import { commonCopy } from "#app/content/form-words/common.ts";
import { newsletterCopy } from "#app/content/form-words/newsletter.ts";
import type { newsletterSources } from "#app/core/options.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { useSubmissionForm } from "./use-submission-form.ts";

export type NewsletterSource = (typeof newsletterSources)[number];

export type NewsletterFormProps = FormHeadingProps & { source: NewsletterSource; className?: string; documentAction?: "/events" };

export function NewsletterForm({ source, headingLevel = 2, showHeading = true, className, documentAction }: NewsletterFormProps) {
  const state = useSubmissionForm({ form: "newsletter", action: "/blog", documentAction });
  const form = { idPrefix: `newsletter-${source}`, copy: newsletterCopy, markers: commonCopy, state };
  // The hidden source has no field of its own: a (crafted) bad source is shown at the e-mail box,
  // and the error summary links there.
  const emailForm = { ...form, state: { ...state, errors: { email: state.errors.email ?? state.errors.source } } };
  return (
    <SubmissionForm
      form={form}
      fieldId={() => `${form.idPrefix}-email`}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ source }}
      layout="compact"
      className={className}
    >
      <TextInput {...fieldProps(emailForm, "email", { type: "email", autoComplete: "email", spellCheck: false })} />
    </SubmissionForm>
  );
}
