// The newsletter box. Every copy of it posts to /blog (the spec's home of the form) with its own
// `source` (blog, events, footer); without JavaScript the /blog page shows the result.
import { TextInput } from "#app/components/ui/text-input.tsx";
import { commonCopy } from "#app/forms/copy/common.ts";
import { newsletterCopy } from "#app/forms/copy/newsletter.ts";
import type { newsletterSources } from "#app/forms/options.ts";
import { SubmissionForm, type FormHeadingProps } from "./submission-form.tsx";
import { lazySchema, useSubmissionForm } from "./use-submission-form.ts";
import { textOf } from "./values.ts";

const loadSchema = lazySchema(() => import("#app/forms/newsletter.ts").then((m) => m.NewsletterSchema));

export type NewsletterSource = (typeof newsletterSources)[number];

export type NewsletterFormProps = FormHeadingProps & { source: NewsletterSource; className?: string };

export function NewsletterForm({ source, headingLevel = 2, showHeading = true, className }: NewsletterFormProps) {
  const state = useSubmissionForm({ form: "newsletter", action: "/blog", loadSchema });
  const idPrefix = `newsletter-${source}`;
  return (
    <SubmissionForm
      state={state}
      copy={newsletterCopy}
      idPrefix={idPrefix}
      // The hidden source has no field of its own: a (crafted) bad source points at the e-mail box.
      fieldId={() => `${idPrefix}-email`}
      headingLevel={headingLevel}
      showHeading={showHeading}
      hidden={{ source }}
      layout="compact"
      className={className}
    >
      <TextInput
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={newsletterCopy.fields.email.label}
        marker={commonCopy.requiredMarker}
        error={state.errors.email ?? state.errors.source}
        defaultValue={textOf(state.returnedValues, "email")}
        autoComplete="email"
        spellCheck={false}
        required
      />
    </SubmissionForm>
  );
}
